import { bannerUrl } from '../assets/urls';
import type { Db } from '../db/db';
import { parseJson, type I18nText } from '../http/json';
import { pick, type Lang } from '../http/lang';

/** The home page's content: banners, the marquee and the bulletins (with each member's hidden ones). */

export interface BannerRow {
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

export const SORT_FIELDS = ['sort', 'id', 'created_at', 'updated_at'] as const;

/** Bulletins for a device: 0 asks for every bulletin, 1 or 2 also gets the "both" ones. */
export function deviceFilter(device: number): string {
  return device === 0 ? '1 = 1' : `display_device IN (0, ${device === 1 ? 1 : 2})`;
}

/** The site's enabled banners of one use (0 home, 1 / 2 other places), the site's order first. */
export function banners(db: Db, siteId: number, useType: number, lang: Lang) {
  const rows = db
    .prepare('SELECT * FROM banners WHERE site_id = ? AND use_type = ? AND enabled = 1 ORDER BY sort DESC, id DESC')
    .all(siteId, useType) as BannerRow[];
  return rows.map((row) => bannerView(row, lang));
}

/** The site's enabled marquee announcements ordered by one of SORT_FIELDS. */
export function marquee(db: Db, siteId: number, sort: { field?: (typeof SORT_FIELDS)[number]; order?: string }, lang: Lang) {
  const field = sort.field ?? 'sort';
  const order = (sort.order ?? 'desc').toUpperCase() === 'ASC' ? 'ASC' : 'DESC';
  const rows = db
    .prepare(`SELECT * FROM announcements WHERE site_id = ? AND enabled = 1 ORDER BY ${field} ${order}, id ${order}`)
    .all(siteId) as AnnouncementRow[];
  return rows.map((row) => ({
    id: row.id,
    content: pick(parseJson<I18nText>(row.content_i18n, {}), lang),
    display_before_login: row.display_before_login,
    display_after_login: row.display_after_login,
    sort: row.sort,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

/** Pop-up bulletins of a location; for a member, without those they hid since their last update. */
export function popups(db: Db, site: number, device: number, location: number, memberId: number | null): BulletinRow[] {
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

/**
 * Hides the "show once" bulletins the member sees at a location (of `ids` when given: the spec's
 * payload names none) until they change; answers the ids hidden.
 */
export function hideBulletins(
  db: Db,
  memberId: number,
  where: { site: number; device: number; location: number; ids?: number[] },
  now: string,
): number[] {
  const candidates = popups(db, where.site, where.device, where.location, memberId).filter(
    (row) => row.display_frequency === 0 && (where.ids === undefined || where.ids.includes(row.id)),
  );
  const hide = db.prepare(
    'INSERT INTO bulletin_hides (member_id, bulletin_id, hidden_at) VALUES (?, ?, ?) ON CONFLICT (member_id, bulletin_id) DO UPDATE SET hidden_at = excluded.hidden_at',
  );
  db.transaction(() => candidates.forEach((row) => hide.run(memberId, row.id, now)))();
  return candidates.map((row) => row.id);
}

/** Every enabled bulletin for a device, the latest change first. */
export function bulletinHistory(db: Db, siteId: number, device: number): BulletinRow[] {
  return db
    .prepare(`SELECT * FROM bulletins WHERE site_id = ? AND enabled = 1 AND ${deviceFilter(device)} ORDER BY updated_at DESC, id DESC`)
    .all(siteId) as BulletinRow[];
}
