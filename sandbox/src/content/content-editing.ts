import type { SandboxContext } from '../context';
import { localizedText, siteId } from '../http/common-schemas';
import { array, boolean, integer, intEnum, object, string, type Infer } from '../http/schema';
import { bannerView, bulletinView, type BulletinRow } from './home-content';

/**
 * Editing the home content from /__sandbox (docs/sandbox.md "Test endpoints"): banners,
 * announcements and bulletins, each edit announced as content-changed (realtime/content-events.ts).
 */

const localizedTextBody = localizedText(20000);

const gameLinkParameter = object(
  {
    currency: string({ maxLength: 8 }),
    gt_id: integer(),
    gp_id: string({ maxLength: 16 }),
    gp_gt_name: string({ maxLength: 100 }),
    customized: integer(),
  },
  ['currency', 'gt_id', 'gp_id'],
);

export const bannerBody = object(
  {
    id: integer({ minimum: 1 }),
    site_id: siteId,
    use_type: intEnum([0, 1, 2]),
    title: localizedTextBody,
    url: string({ maxLength: 2000 }),
    link: string({ maxLength: 2000 }),
    link_type: intEnum([0, 1, 2]),
    link_method: integer({ minimum: 0 }),
    game_link_parameter: gameLinkParameter,
    sort: integer(),
    enabled: boolean(),
  },
  [],
);

export const announcementBody = object(
  {
    id: integer({ minimum: 1 }),
    site_id: siteId,
    content: localizedTextBody,
    display_before_login: intEnum([0, 1]),
    display_after_login: intEnum([0, 1]),
    sort: integer(),
    enabled: boolean(),
  },
  [],
);

export const bulletinBody = object(
  {
    id: integer({ minimum: 1 }),
    site_id: siteId,
    title: localizedTextBody,
    content: localizedTextBody,
    display_device: intEnum([0, 1, 2]),
    display_location: array(integer({ minimum: 1, maximum: 3 })),
    display_frequency: intEnum([0, 1]),
    sort: integer(),
    enabled: boolean(),
  },
  [],
);

export class NotFoundError extends Error {
  readonly statusCode = 404;
}

export class BadRequestError extends Error {
  readonly statusCode = 400;
}

/**
 * Upserts a row: with an id, the listed columns of that row change (404 if it does not exist);
 * without one, a row is created and every column in `required` must be given.
 */
function upsert(ctx: SandboxContext, table: string, id: number | undefined, values: Record<string, unknown>, required: string[]): number {
  const given = Object.entries(values).filter(([, v]) => v !== undefined);
  if (id !== undefined) {
    const exists = ctx.db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id);
    if (!exists) throw new NotFoundError(`No ${table} row with id ${id}`);
    if (given.length > 0) {
      ctx.db
        .prepare(`UPDATE ${table} SET ${given.map(([k]) => `${k} = @${k}`).join(', ')} WHERE id = @id`)
        .run({ ...Object.fromEntries(given), id });
    }
    return id;
  }
  const missing = required.filter((k) => values[k] === undefined);
  if (missing.length > 0) throw new BadRequestError(`To create a row, also send: ${missing.join(', ')}`);
  const columns = given.map(([k]) => k);
  const result = ctx.db
    .prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`)
    .run(Object.fromEntries(given));
  return Number(result.lastInsertRowid);
}

const json = (v: unknown): string | undefined => (v === undefined ? undefined : JSON.stringify(v));
const flag = (v: boolean | undefined): number | undefined => (v === undefined ? undefined : v ? 1 : 0);

/** Creates or edits a banner; answers it as the home page would show it in en_US. */
export function editBanner(ctx: SandboxContext, b: Infer<typeof bannerBody>) {
  const id = upsert(
    ctx,
    'banners',
    b.id,
    {
      site_id: b.site_id,
      use_type: b.use_type,
      title_i18n: json(b.title),
      image_url: b.url,
      link: b.link,
      link_type: b.link_type,
      link_method: b.link_method,
      game_link_parameter: json(b.game_link_parameter),
      sort: b.sort,
      enabled: flag(b.enabled),
      updated_at: ctx.now().toISOString(),
    },
    ['site_id', 'use_type', 'title_i18n', 'link_type'],
  );
  const row = ctx.db.prepare('SELECT * FROM banners WHERE id = ?').get(id) as Parameters<typeof bannerView>[0];
  ctx.events.emit('content-changed', { kind: 'banner', site_id: row.site_id, id });
  return bannerView(row, 'en_US');
}

/** Creates or edits a marquee announcement; answers its row. */
export function editAnnouncement(ctx: SandboxContext, a: Infer<typeof announcementBody>) {
  const now = ctx.now().toISOString();
  const id = upsert(
    ctx,
    'announcements',
    a.id,
    {
      site_id: a.site_id,
      content_i18n: json(a.content),
      display_before_login: a.display_before_login,
      display_after_login: a.display_after_login,
      sort: a.sort,
      enabled: flag(a.enabled),
      created_at: a.id === undefined ? now : undefined,
      updated_at: now,
    },
    ['site_id', 'content_i18n'],
  );
  const row = ctx.db.prepare('SELECT * FROM announcements WHERE id = ?').get(id) as { site_id: number };
  ctx.events.emit('content-changed', { kind: 'announcement', site_id: row.site_id, id });
  return row;
}

/** Creates or edits a bulletin; answers it as the home page would show it in en_US. */
export function editBulletin(ctx: SandboxContext, b: Infer<typeof bulletinBody>) {
  const now = ctx.now().toISOString();
  const id = upsert(
    ctx,
    'bulletins',
    b.id,
    {
      site_id: b.site_id,
      title_i18n: json(b.title),
      content_i18n: json(b.content),
      display_device: b.display_device,
      display_location: json(b.display_location),
      display_frequency: b.display_frequency,
      sort: b.sort,
      enabled: flag(b.enabled),
      created_at: b.id === undefined ? now : undefined,
      updated_at: now,
    },
    ['site_id', 'title_i18n', 'content_i18n'],
  );
  const row = ctx.db.prepare('SELECT * FROM bulletins WHERE id = ?').get(id) as BulletinRow;
  ctx.events.emit('content-changed', { kind: 'bulletin', site_id: row.site_id, id });
  return bulletinView(row, 'en_US');
}
