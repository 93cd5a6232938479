import type { FastifyInstance } from 'fastify';
import { bannerUrl } from '../assets/urls';
import type { SandboxContext } from '../context';
import { memberCall, ok, publicCall } from '../http/call';
import { deviceCode, siteId, sortOrder } from '../http/common-schemas';
import { pick, type Lang } from '../http/lang';
import { array, intEnum, integer, object, stringEnum } from '../http/schema';
import { parseJson, type I18nText } from '../http/json';

interface BannerRow {
  id: number;
  site_id: number;
  use_type: number;
  title_i18n: string;
  image_url: string | null;
  link: string;
  link_type: number;
  link_method: number;
  game_link_parameter: string | null;
  sort: number;
  updated_at: string;
}

export function bannerView(row: BannerRow, lang: Lang) {
  return {
    id: row.id,
    site_id: row.site_id,
    use_type: row.use_type,
    title: pick(parseJson<I18nText>(row.title_i18n, {}), lang),
    url: row.image_url ?? bannerUrl(row.id, lang),
    link: row.link,
    link_type: row.link_type,
    link_method: row.link_method,
    game_link_parameter: parseJson<Record<string, unknown> | null>(row.game_link_parameter, null),
    sort: row.sort,
    updated_at: row.updated_at,
  };
}

interface AnnouncementRow {
  id: number;
  content_i18n: string;
  display_before_login: number;
  display_after_login: number;
  sort: number;
  created_at: string;
  updated_at: string;
}

export interface BulletinRow {
  id: number;
  site_id: number;
  title_i18n: string;
  content_i18n: string;
  display_device: number;
  display_location: string;
  display_frequency: number;
  sort: number;
  created_at: string;
  updated_at: string;
}

/** Plain text of an HTML fragment (script and style bodies dropped), for list previews. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function bulletinView(row: BulletinRow, lang: Lang) {
  const html = pick(parseJson<I18nText>(row.content_i18n, {}), lang);
  return {
    id: row.id,
    site_id: row.site_id,
    title: pick(parseJson<I18nText>(row.title_i18n, {}), lang),
    // HTML as the back office stored it: the client must sanitise it before rendering
    display_content: html,
    content: plainText(html),
    display_device: row.display_device,
    display_location: parseJson<number[]>(row.display_location, []),
    sort: row.sort,
    created_at: row.created_at,
    updated_at: row.updated_at,
    setting: { display_frequency: row.display_frequency },
  };
}

const SORT_FIELDS = ['sort', 'id', 'created_at', 'updated_at'] as const;

/** Bulletins for a device: 0 asks for every bulletin, 1 or 2 also gets the "both" ones. */
function deviceFilter(device: number): string {
  return device === 0 ? '1 = 1' : `display_device IN (0, ${device === 1 ? 1 : 2})`;
}

export function homeContentRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  publicCall(
    app,
    ctx,
    '/arks/web/carousel_picture',
    object({ site_id: siteId, use_type: intEnum([0, 1, 2]) }, ['site_id', 'use_type']),
    ({ body, lang }) => {
      const rows = db
        .prepare('SELECT * FROM banners WHERE site_id = ? AND use_type = ? AND enabled = 1 ORDER BY sort DESC, id DESC')
        .all(body.site_id, body.use_type) as BannerRow[];
      return ok({ web_carousel_picture_list: rows.map((row) => bannerView(row, lang)) });
    },
  );

  publicCall(
    app,
    ctx,
    '/arks/web/announcement/marquee',
    object({ site_id: siteId, sort_field: stringEnum(SORT_FIELDS), sort_order: sortOrder }, ['site_id']),
    ({ body, lang }) => {
      const field = body.sort_field ?? 'sort';
      const order = (body.sort_order ?? 'desc').toUpperCase() === 'ASC' ? 'ASC' : 'DESC';
      const rows = db
        .prepare(`SELECT * FROM announcements WHERE site_id = ? AND enabled = 1 ORDER BY ${field} ${order}, id ${order}`)
        .all(body.site_id) as AnnouncementRow[];
      return ok({
        web_announcement_list: rows.map((row) => ({
          id: row.id,
          content: pick(parseJson<I18nText>(row.content_i18n, {}), lang),
          display_before_login: row.display_before_login,
          display_after_login: row.display_after_login,
          sort: row.sort,
          created_at: row.created_at,
          updated_at: row.updated_at,
        })),
      });
    },
  );

  const popupLocation = integer({ minimum: 1, maximum: 3 });

  /** Pop-up bulletins of a location; for a member, without those they hid since their last update. */
  function popups(site: number, device: number, location: number, memberId: number | null): BulletinRow[] {
    const hidden =
      memberId === null
        ? ''
        : 'AND NOT EXISTS (SELECT 1 FROM bulletin_hides h WHERE h.bulletin_id = b.id AND h.member_id = @member AND h.hidden_at >= b.updated_at)';
    return db
      .prepare(
        `SELECT b.* FROM bulletins b
         WHERE b.site_id = @site AND b.enabled = 1 AND ${deviceFilter(device)}
           AND EXISTS (SELECT 1 FROM json_each(b.display_location) WHERE value = @location)
           ${hidden}
         ORDER BY b.sort DESC, b.id DESC`,
      )
      .all({ site, location, member: memberId }) as BulletinRow[];
  }

  publicCall(
    app,
    ctx,
    '/arks/web/bulletin',
    object({ site_id: siteId, display_device: deviceCode }, ['site_id', 'display_device']),
    ({ body, lang }) => ok({ web_bulletin_list: popups(body.site_id, body.display_device, 1, null).map((row) => bulletinView(row, lang)) }),
  );

  const memberBulletinBody = object({ site_id: siteId, display_device: deviceCode, display_location: popupLocation }, [
    'site_id',
    'display_device',
    'display_location',
  ]);

  memberCall(app, ctx, '/arks/web/bulletin/member', memberBulletinBody, ({ body, lang, member }) =>
    ok({
      web_bulletin_list: popups(body.site_id, body.display_device, body.display_location, member.id).map((row) => bulletinView(row, lang)),
    }),
  );

  memberCall(
    app,
    ctx,
    '/arks/web/bulletin/member/hide',
    object(
      {
        site_id: siteId,
        display_device: deviceCode,
        display_location: popupLocation,
        ids: array(integer({ minimum: 1 }), { maxItems: 200 }),
      },
      ['site_id', 'display_device', 'display_location'],
    ),
    ({ body, member }) => {
      // The spec's payload names no bulletin: hide every "show once" bulletin the member sees there.
      const candidates = popups(body.site_id, body.display_device, body.display_location, member.id).filter(
        (row) => row.display_frequency === 0 && (body.ids === undefined || body.ids.includes(row.id)),
      );
      const now = ctx.now().toISOString();
      const hide = db.prepare(
        'INSERT INTO bulletin_hides (member_id, bulletin_id, hidden_at) VALUES (?, ?, ?) ON CONFLICT (member_id, bulletin_id) DO UPDATE SET hidden_at = excluded.hidden_at',
      );
      db.transaction(() => candidates.forEach((row) => hide.run(member.id, row.id, now)))();
      return ok({ hidden_ids: candidates.map((row) => row.id) });
    },
  );

  publicCall(
    app,
    ctx,
    '/arks/web/bulletin/history',
    object({ site_id: siteId, display_device: deviceCode }, ['site_id', 'display_device']),
    ({ body, lang }) => {
      const rows = db
        .prepare(
          `SELECT * FROM bulletins WHERE site_id = ? AND enabled = 1 AND ${deviceFilter(body.display_device)} ORDER BY updated_at DESC, id DESC`,
        )
        .all(body.site_id) as BulletinRow[];
      return ok({ web_bulletin_list: rows.map((row) => bulletinView(row, lang)) });
    },
  );
}
