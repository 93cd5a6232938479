import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { resetDatabase } from '../db/database';
import { normalizeCallPath } from '../http/faults';
import { issueEnc } from './auth';
import { siteId } from '../http/common-schemas';
import { LANGUAGES } from '../http/lang';
import { array, boolean, integer, intEnum, object, string, type Infer } from '../http/schema';
import { bannerView, bulletinView, type BulletinRow } from './home-content';

const localizedText = object(
  Object.fromEntries(LANGUAGES.map((l) => [l, string({ maxLength: 20000 })])) as Record<
    (typeof LANGUAGES)[number],
    ReturnType<typeof string>
  >,
  ['en_US'],
);

const faultBody = object(
  {
    path: string({ minLength: 1, maxLength: 200 }),
    status: integer({ minimum: 100, maximum: 599 }),
    delayMs: integer({ minimum: 0, maximum: 120_000 }),
    malformed: boolean(),
    code: integer(),
    message: string({ maxLength: 500 }),
    times: integer({ minimum: 1 }),
  },
  ['path'],
);

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

const bannerBody = object(
  {
    id: integer({ minimum: 1 }),
    site_id: siteId,
    use_type: intEnum([0, 1, 2]),
    title: localizedText,
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

const announcementBody = object(
  {
    id: integer({ minimum: 1 }),
    site_id: siteId,
    content: localizedText,
    display_before_login: intEnum([0, 1]),
    display_after_login: intEnum([0, 1]),
    sort: integer(),
    enabled: boolean(),
  },
  [],
);

const bulletinBody = object(
  {
    id: integer({ minimum: 1 }),
    site_id: siteId,
    title: localizedText,
    content: localizedText,
    display_device: intEnum([0, 1, 2]),
    display_location: array(integer({ minimum: 1, maximum: 3 })),
    display_frequency: intEnum([0, 1]),
    sort: integer(),
    enabled: boolean(),
  },
  [],
);

class NotFoundError extends Error {
  readonly statusCode = 404;
}

class BadRequestError extends Error {
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

/** Test endpoints under /__sandbox: health, faults, reset, content editing. */
export function adminRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/health', () => ({ ok: true }));

  app.get('/faults', () => ({ ok: true, faults: ctx.faults.list() }));

  app.post<{ Body: Infer<typeof faultBody> }>('/faults', { schema: { body: faultBody.json } }, (request) => {
    const fault = ctx.faults.set(request.body);
    return { ok: true, fault };
  });

  app.delete<{ Querystring: { path?: string } }>('/faults', (request) => {
    const path = request.query.path;
    return { ok: true, cleared: ctx.faults.clear(path === undefined ? undefined : normalizeCallPath(path)) };
  });

  /** An enc for a seeded account, to test the startup exchange (?enc=...). */
  const encBody = object({ member_account: string({ minLength: 1 }), site_id: siteId }, ['member_account']);
  app.post<{ Body: Infer<typeof encBody> }>('/enc', { schema: { body: encBody.json } }, (request) => {
    const member = ctx.db
      .prepare('SELECT id FROM members WHERE account = ? AND site_id = ?')
      .get(request.body.member_account, request.body.site_id ?? 1) as { id: number } | undefined;
    if (!member) throw new NotFoundError(`No member ${request.body.member_account}`);
    return { ok: true, enc: issueEnc(ctx.db, member.id, ctx.now()) };
  });

  /** The answer of a captcha, so a browser test can log in through the real form. */
  app.get<{ Params: { token: string } }>('/captcha/:token', (request) => {
    const row = ctx.db.prepare('SELECT answer FROM captchas WHERE token = ?').get(request.params.token) as { answer: string } | undefined;
    if (!row) throw new NotFoundError('No such captcha');
    return { ok: true, answer: row.answer };
  });

  app.post('/reset', () => {
    resetDatabase(ctx.db);
    ctx.faults.clear();
    ctx.events.emit('reset');
    return { ok: true };
  });

  app.post<{ Body: Infer<typeof bannerBody> }>('/content/banners', { schema: { body: bannerBody.json } }, (request) => {
    const b = request.body;
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
    return { ok: true, banner: bannerView(row, 'en_US') };
  });

  app.post<{ Body: Infer<typeof announcementBody> }>('/content/announcements', { schema: { body: announcementBody.json } }, (request) => {
    const a = request.body;
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
    return { ok: true, announcement: row };
  });

  app.post<{ Body: Infer<typeof bulletinBody> }>('/content/bulletins', { schema: { body: bulletinBody.json } }, (request) => {
    const b = request.body;
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
    return { ok: true, bulletin: bulletinView(row, 'en_US') };
  });
}
