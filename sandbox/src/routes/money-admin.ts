import type { FastifyInstance } from 'fastify';
import { siteId } from '../http/common-schemas';
import { boolean, object, string, stringEnum, type Infer } from '../http/schema';
import { memberCash } from '../money/minor-units';
import { recordData, settleDeposit, settleWithdrawal, type OrderRow, type Settlement } from '../money/orders';
import type { SandboxContext } from '../context';

const settleBody = object({ order_number: string({ minLength: 1, maxLength: 40 }), status: stringEnum(['success', 'failed'] as const) }, [
  'order_number',
]);
const requiredBody = object({ member_account: string({ minLength: 1, maxLength: 64 }), site_id: siteId, required: boolean() }, [
  'member_account',
  'required',
]);

/**
 * Test endpoints of the money flows (under /__sandbox): a payment provider's answer to a deposit
 * or a withdrawal, the "bind a bank account first" flag of a member, and a member's orders.
 */
export function moneyAdminRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  const answer = (result: Settlement, reply: { code: (status: number) => { send: (body: unknown) => unknown } }) =>
    result.ok
      ? { ok: true, order: recordData(result.order, 'en_US'), cash: result.cash }
      : reply.code(result.status).send({ ok: false, error: result.error });

  app.post<{ Body: Infer<typeof settleBody> }>('/money/deposits/complete', { schema: { body: settleBody.json } }, (request, reply) =>
    answer(settleDeposit(ctx, request.body.order_number, request.body.status ?? 'success'), reply),
  );

  app.post<{ Body: Infer<typeof settleBody> }>('/money/withdrawals/complete', { schema: { body: settleBody.json } }, (request, reply) =>
    answer(settleWithdrawal(ctx, request.body.order_number, request.body.status ?? 'success'), reply),
  );

  app.post<{ Body: Infer<typeof requiredBody> }>(
    '/money/bank-account-required',
    { schema: { body: requiredBody.json } },
    (request, reply) => {
      const { member_account: account, site_id: site = 1, required } = request.body;
      const changed = db
        .prepare('UPDATE members SET bank_account_required = ? WHERE site_id = ? AND account = ?')
        .run(required ? 1 : 0, site, account).changes;
      return changed === 0
        ? reply.code(404).send({ ok: false, error: `No member ${account} on site ${site}` })
        : { ok: true, member_account: account, required };
    },
  );

  app.get<{ Querystring: { account?: string; site_id?: string } }>('/money/orders', (request, reply) => {
    const site = Number(request.query.site_id ?? 1);
    const member = db.prepare('SELECT id FROM members WHERE site_id = ? AND account = ?').get(site, request.query.account ?? '') as
      { id: number } | undefined;
    if (!member) return reply.code(404).send({ ok: false, error: `No member ${request.query.account ?? ''} on site ${site}` });
    const rows = db.prepare('SELECT * FROM money_orders WHERE member_id = ? ORDER BY id DESC').all(member.id) as OrderRow[];
    return { ok: true, cash: memberCash(db, member.id), orders: rows.map((row) => recordData(row, 'en_US')) };
  });
}
