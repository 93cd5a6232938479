import { toMinorUnits } from '@casino/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxContext } from '../context';
import { currency, siteId } from '../http/common-schemas';
import { boolean, integer, number, object, string, type Infer } from '../http/schema';
import type { EventToPublish } from '../realtime/events';
import { envelopeData } from '../money/red-envelopes';

const memberKeys = { member_account: string({ minLength: 1, maxLength: 64 }), site_id: siteId };

const providerCashBody = object({ ...memberKeys, gp_id: string({ minLength: 1, maxLength: 16 }), cash: number({ minimum: 0 }) }, [
  'member_account',
  'gp_id',
  'cash',
]);
const letterBody = object({ ...memberKeys, title: string({ minLength: 1, maxLength: 200 }), content: string({ maxLength: 5000 }) }, [
  'member_account',
  'title',
]);
const envelopeBody = object(
  {
    site_id: siteId,
    currency,
    title: string({ minLength: 1, maxLength: 200 }),
    cash: number({ minimum: 0.01 }),
    /** how long it stays on offer from now */
    seconds: integer({ minimum: 1, maximum: 7 * 24 * 3600 }),
  },
  ['currency', 'cash', 'seconds'],
);
const surplusBody = object({ site_id: siteId, currency, active: boolean() }, ['currency', 'active']);

const bad = (reply: FastifyReply, status: number, error: string) => reply.code(status).send({ ok: false, error });

/**
 * Test endpoints of the wallet, letters and red envelope (under /__sandbox, behind the admin-access
 * hook): cash at a provider (what a transfer back moves), a letter sent to a member (letter.sent),
 * a red envelope put on offer (RedEnvelopeDisplay on private-member.{currency}), the cash-surplus flag.
 */
export function walletAdminRoutes(app: FastifyInstance, ctx: SandboxContext, publish: (event: EventToPublish) => unknown): void {
  const { db } = ctx;
  const memberId = (account: string, site: number | undefined) =>
    (db.prepare('SELECT id FROM members WHERE account = ? AND site_id = ?').get(account, site ?? 1) as { id: number } | undefined)?.id;

  app.post<{ Body: Infer<typeof providerCashBody> }>(
    '/wallets/provider-cash',
    { schema: { body: providerCashBody.json } },
    (request, reply) => {
      const b = request.body;
      const id = memberId(b.member_account, b.site_id);
      if (id === undefined) return bad(reply, 404, `No member ${b.member_account}`);
      if (db.prepare('SELECT 1 FROM providers WHERE gp_id = ?').get(b.gp_id) === undefined)
        return bad(reply, 404, `No provider ${b.gp_id}`);
      const { currency } = db.prepare('SELECT currency FROM members WHERE id = ?').get(id) as { currency: string };
      const cash = toMinorUnits(b.cash, currency);
      if (cash === null) return bad(reply, 400, `${b.cash} has more decimals than ${currency} allows`);
      db.prepare(
        'INSERT INTO member_provider_wallets (member_id, gp_id, cash_minor) VALUES (?, ?, ?) ON CONFLICT (member_id, gp_id) DO UPDATE SET cash_minor = excluded.cash_minor',
      ).run(id, b.gp_id, cash);
      // a test that sets cash wants to transfer it back now, not after the last transfer's cooldown
      db.prepare('UPDATE members SET transfer_back_at = NULL WHERE id = ?').run(id);
      return { ok: true, member_id: id, gp_id: b.gp_id, cash: b.cash };
    },
  );

  app.post<{ Body: Infer<typeof letterBody> }>('/letters', { schema: { body: letterBody.json } }, (request, reply) => {
    const b = request.body;
    const id = memberId(b.member_account, b.site_id);
    if (id === undefined) return bad(reply, 404, `No member ${b.member_account}`);
    const letter = db
      .prepare('INSERT INTO member_letters (member_id, title, content, is_read, created_at) VALUES (?, ?, ?, 0, ?)')
      .run(id, b.title, b.content ?? '', ctx.now().toISOString()).lastInsertRowid;
    ctx.events.emit('member-event', { member_id: id, name: 'letter.sent', data: { member_id: id, id: Number(letter) } });
    return { ok: true, member_id: id, id: Number(letter) };
  });

  app.post<{ Body: Infer<typeof envelopeBody> }>('/red-envelopes', { schema: { body: envelopeBody.json } }, (request, reply) => {
    const b = request.body;
    const now = ctx.now();
    const cash = toMinorUnits(b.cash, b.currency);
    if (cash === null) return bad(reply, 400, `${b.cash} has more decimals than ${b.currency} allows`);
    const row = {
      site_id: b.site_id ?? 1,
      currency: b.currency,
      title: b.title ?? 'Red envelope',
      cash_minor: cash,
      starts_at: now.toISOString(),
      ends_at: new Date(now.getTime() + b.seconds * 1000).toISOString(),
    };
    const id = Number(
      db
        .prepare('INSERT INTO red_envelopes (site_id, currency, title, cash_minor, starts_at, ends_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(row.site_id, row.currency, row.title, row.cash_minor, row.starts_at, row.ends_at).lastInsertRowid,
    );
    const data = envelopeData({ id, ...row });
    publish({ name: 'RedEnvelopeDisplay', channels: [`private-member.${row.currency}`], data: JSON.stringify(data), info: [] });
    return { ok: true, ...data, ends_at: row.ends_at };
  });

  app.post<{ Body: Infer<typeof surplusBody> }>('/cash-surplus', { schema: { body: surplusBody.json } }, (request) => {
    const b = request.body;
    db.prepare(
      'INSERT INTO cash_surplus_settings (site_id, currency, active) VALUES (?, ?, ?) ON CONFLICT (site_id, currency) DO UPDATE SET active = excluded.active',
    ).run(b.site_id ?? 1, b.currency, b.active ? 1 : 0);
    return { ok: true, active: b.active };
  });
}
