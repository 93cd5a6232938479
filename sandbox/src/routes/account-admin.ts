import type { FastifyInstance, FastifyReply } from 'fastify';
import { setSetting } from '../auth/checks';
import type { SandboxContext } from '../context';
import { pick } from '../http/lang';
import { integer, intEnum, object, string, type Infer } from '../http/schema';

const ipRuleBody = object(
  {
    code: intEnum([106, 201, 202, 203, 218, 997]),
    remote_addr: string({ minLength: 1, maxLength: 64 }),
    account: string({ minLength: 1, maxLength: 64 }),
  },
  ['code'],
);
const settingBody = object({ key: string({ pattern: '^[a-z_]+(:\\d+)?$', maxLength: 64 }), value: integer({ minimum: 0 }) }, [
  'key',
  'value',
]);

const notFound = (reply: FastifyReply, error: string) => reply.code(404).send({ ok: false, error });

/**
 * Test endpoints of the account calls (under /__sandbox, behind the admin-access hook): what a
 * browser test cannot read from the page — captcha answers, SMS codes, double-validation answers —
 * and switches for the IP checks and the security settings.
 */
export function accountAdminRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  app.get<{ Querystring: { type?: string } }>('/captchas/latest', (request, reply) => {
    const type = Number(request.query.type ?? 1);
    const row = db.prepare('SELECT token, answer FROM captchas WHERE type = ? ORDER BY rowid DESC LIMIT 1').get(type) as
      { token: string; answer: string } | undefined;
    if (!row) return notFound(reply, `No captcha of type ${type} drawn yet`);
    return { ok: true, token: row.token, answer: row.answer };
  });

  app.get<{ Params: { token: string } }>('/captchas/:token', (request, reply) => {
    const row = db.prepare('SELECT token, answer, used_at FROM captchas WHERE token = ?').get(request.params.token) as
      { token: string; answer: string; used_at: string | null } | undefined;
    if (!row) return notFound(reply, 'No such captcha');
    return { ok: true, token: row.token, answer: row.answer, used: row.used_at !== null };
  });

  app.get<{ Querystring: { to?: string } }>('/sms/latest', (request, reply) => {
    const to = request.query.to ?? '';
    const row = db
      .prepare(
        `SELECT to_phone, code, purpose, sent_at FROM sms_messages
         WHERE to_phone = ? OR member_id IN (SELECT id FROM members WHERE account = ?) ORDER BY id DESC LIMIT 1`,
      )
      .get(to, to) as { to_phone: string; code: string; purpose: string; sent_at: string } | undefined;
    if (!row) return notFound(reply, `No SMS sent to ${to}`);
    return { ok: true, to: row.to_phone, code: row.code, purpose: row.purpose, sent_at: row.sent_at };
  });

  app.get<{ Querystring: { account?: string } }>('/double-validation', (request, reply) => {
    const row = db
      .prepare(
        `SELECT c.id, q.question_i18n, q.answer FROM login_challenges c
         JOIN members m ON m.id = c.member_id JOIN double_validation_questions q ON q.id = c.question_id
         WHERE m.account = ? AND c.kind = 'double_validation' AND c.used_at IS NULL ORDER BY c.created_at DESC, c.rowid DESC LIMIT 1`,
      )
      .get(request.query.account ?? '') as { id: string; question_i18n: string; answer: string } | undefined;
    if (!row) return notFound(reply, `No double validation waiting for ${request.query.account ?? ''}`);
    const question = pick(JSON.parse(row.question_i18n) as Record<string, string>, 'en_US');
    return { ok: true, member_login_id: row.id, question, answer: row.answer };
  });

  app.post<{ Body: Infer<typeof ipRuleBody> }>('/ip-rules', { schema: { body: ipRuleBody.json } }, (request) => {
    const { code, remote_addr, account } = request.body;
    const result = db
      .prepare('INSERT INTO ip_rules (code, remote_addr, account, created_at) VALUES (?, ?, ?, ?)')
      .run(code, remote_addr ?? null, account ?? null, ctx.now().toISOString());
    return { ok: true, id: Number(result.lastInsertRowid) };
  });

  app.delete('/ip-rules', () => ({ ok: true, deleted: db.prepare('DELETE FROM ip_rules').run().changes }));

  app.post<{ Body: Infer<typeof settingBody> }>('/security-settings', { schema: { body: settingBody.json } }, (request) => {
    setSetting(db, request.body.key, request.body.value);
    return { ok: true };
  });
}
