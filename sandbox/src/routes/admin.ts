import type { FastifyInstance } from 'fastify';
import { issueEnc } from '../auth/login';
import {
  announcementBody,
  bannerBody,
  bulletinBody,
  editAnnouncement,
  editBanner,
  editBulletin,
  NotFoundError,
} from '../content/content-editing';
import type { SandboxContext } from '../context';
import { resetDatabase } from '../db/database';
import { siteId } from '../http/common-schemas';
import { normalizeCallPath } from '../http/faults';
import { boolean, integer, object, string, type Infer } from '../http/schema';

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

const encBody = object({ member_account: string({ minLength: 1 }), site_id: siteId }, ['member_account']);

/** An enc for a seeded account, to test the startup exchange (?enc=...). */
function encFor(ctx: SandboxContext, body: Infer<typeof encBody>) {
  const member = ctx.db.prepare('SELECT id FROM members WHERE account = ? AND site_id = ?').get(body.member_account, body.site_id ?? 1) as
    { id: number } | undefined;
  if (!member) throw new NotFoundError(`No member ${body.member_account}`);
  return { ok: true, enc: issueEnc(ctx.db, member.id, ctx.now()) };
}

/** The answer of a captcha, so a browser test can log in through the real form. */
function captchaAnswer(ctx: SandboxContext, token: string) {
  const row = ctx.db.prepare('SELECT answer FROM captchas WHERE token = ?').get(token) as { answer: string } | undefined;
  if (!row) throw new NotFoundError('No such captcha');
  return { ok: true, answer: row.answer };
}

/** Test endpoints under /__sandbox: health, faults, reset, content editing (over content/content-editing.ts). */
export function adminRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/health', () => ({ ok: true }));
  app.get('/faults', () => ({ ok: true, faults: ctx.faults.list() }));
  app.post<{ Body: Infer<typeof faultBody> }>('/faults', { schema: { body: faultBody.json } }, (request) => ({
    ok: true,
    fault: ctx.faults.set(request.body),
  }));
  app.delete<{ Querystring: { path?: string } }>('/faults', (request) => {
    const path = request.query.path;
    return { ok: true, cleared: ctx.faults.clear(path === undefined ? undefined : normalizeCallPath(path)) };
  });
  app.post<{ Body: Infer<typeof encBody> }>('/enc', { schema: { body: encBody.json } }, (request) => encFor(ctx, request.body));
  app.get<{ Params: { token: string } }>('/captcha/:token', (request) => captchaAnswer(ctx, request.params.token));
  app.post('/reset', () => {
    resetDatabase(ctx.db);
    ctx.faults.clear();
    ctx.events.emit('reset');
    return { ok: true };
  });
  app.post<{ Body: Infer<typeof bannerBody> }>('/content/banners', { schema: { body: bannerBody.json } }, (request) => ({
    ok: true,
    banner: editBanner(ctx, request.body),
  }));
  app.post<{ Body: Infer<typeof announcementBody> }>('/content/announcements', { schema: { body: announcementBody.json } }, (request) => ({
    ok: true,
    announcement: editAnnouncement(ctx, request.body),
  }));
  app.post<{ Body: Infer<typeof bulletinBody> }>('/content/bulletins', { schema: { body: bulletinBody.json } }, (request) => ({
    ok: true,
    bulletin: editBulletin(ctx, request.body),
  }));
}
