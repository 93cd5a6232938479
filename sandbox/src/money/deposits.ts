import { randomBytes } from 'node:crypto';
import { DEPOSIT_ERROR, type DepositMethodData } from '@casino/contracts';
import type { Member } from '../auth/sessions';
import type { SandboxContext } from '../context';
import type { Db } from '../db/db';
import { amountInMinor } from '../http/amount';
import { fail, ok, type CallResult } from '../http/call';
import { parseJson, type I18nText } from '../http/json';
import { pick, type Lang } from '../http/lang';
import {
  depositOrderData,
  MAX_PENDING_ANONYMOUS_DEPOSITS,
  MAX_PENDING_DEPOSITS,
  methodById,
  needsBankAccount,
  nextOrderNumber,
  orderByNumber,
  type MethodRow,
  type OrderRow,
} from './orders';

/** A method's or a setting's limits of one amount (major units, settings as the back office types them). */
export interface Limits {
  min_amount: number;
  max_amount: number;
}
export const outOfRange = (value: number, limits: Limits): boolean => value < limits.min_amount || value > limits.max_amount;
export const rangeParams = (limits: Limits) => ({ min: limits.min_amount, max: limits.max_amount });

export function methodData(row: MethodRow, lang: Lang): DepositMethodData {
  return {
    id: row.id,
    code: row.code,
    name: pick(parseJson<I18nText>(row.name_i18n, {}), lang),
    min_amount: row.min_amount,
    max_amount: row.max_amount,
    quick_amounts: parseJson<number[]>(row.quick_amounts, []),
    fast: row.fast,
    payment_page: row.payee_number ? 0 : 1,
  };
}

/** The enabled deposit methods of a site and currency, the site's order first; `fastOnly` keeps the fast-payment ones. */
export function methodsOf(db: Db, site: number, currency: string, fastOnly: boolean): MethodRow[] {
  return db
    .prepare(
      `SELECT * FROM deposit_methods WHERE site_id = ? AND currency = ? AND enabled = 1 ${fastOnly ? 'AND fast = 1' : ''} ORDER BY sort DESC, id`,
    )
    .all(site, currency) as MethodRow[];
}

/** Writes a pending deposit order and answers it. */
function recordDeposit(
  ctx: SandboxContext,
  method: MethodRow,
  minor: number,
  lang: Lang,
  payer: { memberId: number | null; anonymous?: { siteId: number; account: string } },
): CallResult {
  const { db } = ctx;
  const now = ctx.now();
  const number = nextOrderNumber(db, 1, now);
  // a method without a payee is paid on the provider's page, opened with this one-time token
  const payToken = method.payee_number ? null : randomBytes(16).toString('hex');
  db.prepare(
    `INSERT INTO money_orders (order_number, member_id, type, amount_minor, currency, status, method_id, method_name_i18n, created_at,
       pay_token, anonymous, site_id, payer_account)
     VALUES (?, ?, 1, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    number,
    payer.memberId,
    minor,
    method.currency,
    method.id,
    method.name_i18n,
    now.toISOString(),
    payToken,
    payer.anonymous ? 1 : 0,
    payer.anonymous?.siteId ?? method.site_id,
    payer.anonymous?.account ?? null,
  );
  return ok({ order: depositOrderData(db, orderByNumber(db, number) as OrderRow, lang, ctx.publicUrl()) });
}

/** Makes a deposit order for the member; fast payment may only use the fast methods. */
export function createDeposit(
  ctx: SandboxContext,
  member: Member,
  methodId: number,
  value: number,
  lang: Lang,
  fastOnly: boolean,
): CallResult {
  const { db } = ctx;
  const amount = amountInMinor(value, member.currency, lang);
  if (!amount.ok) return amount.result;
  const method = methodById(db, methodId);
  if (!method || method.site_id !== member.site_id || method.currency !== member.currency || (fastOnly && method.fast !== 1))
    return fail(DEPOSIT_ERROR.methodUnavailable, 'depositMethodUnavailable');
  if (outOfRange(value, method)) return fail(DEPOSIT_ERROR.amountOutOfRange, 'amountOutOfRange', { params: rangeParams(method) });
  if (needsBankAccount(db, member.id)) return fail(DEPOSIT_ERROR.bankAccountRequired, 'bankAccountRequired');
  // the member's own orders only: anonymous fast-payment orders for the account are counted apart
  const { pending } = db
    .prepare("SELECT COUNT(*) AS pending FROM money_orders WHERE member_id = ? AND type = 1 AND status = 'pending' AND anonymous = 0")
    .get(member.id) as { pending: number };
  if (pending >= MAX_PENDING_DEPOSITS) return fail(DEPOSIT_ERROR.tooManyPending, 'tooManyPendingDeposits', { params: { count: pending } });
  return recordDeposit(ctx, method, amount.minor, lang, { memberId: member.id });
}

/**
 * A fast-payment order without a session, for the account typed (docs/member.md "Fast
 * payment"): the answer is the same whether the account exists or not (an order for an account
 * the site does not have is kept and never credited), and such orders wait under their own
 * limit per account, so a stranger cannot block the member's own deposits.
 */
export function createAnonymousDeposit(
  ctx: SandboxContext,
  order: { siteId: number; account: string; methodId: number; value: number },
  lang: Lang,
): CallResult {
  const { db } = ctx;
  const { siteId, account } = order;
  const method = methodById(db, order.methodId);
  if (!method || method.site_id !== siteId || method.fast !== 1) return fail(DEPOSIT_ERROR.methodUnavailable, 'depositMethodUnavailable');
  const amount = amountInMinor(order.value, method.currency, lang);
  if (!amount.ok) return amount.result;
  if (outOfRange(order.value, method)) return fail(DEPOSIT_ERROR.amountOutOfRange, 'amountOutOfRange', { params: rangeParams(method) });
  const { pending } = db
    .prepare(
      "SELECT COUNT(*) AS pending FROM money_orders WHERE site_id = ? AND payer_account = ? AND type = 1 AND status = 'pending' AND anonymous = 1",
    )
    .get(siteId, account) as { pending: number };
  if (pending >= MAX_PENDING_ANONYMOUS_DEPOSITS)
    return fail(DEPOSIT_ERROR.tooManyPending, 'tooManyPendingDeposits', { params: { count: pending } });
  const member = db
    .prepare('SELECT id FROM members WHERE site_id = ? AND account = ? AND status = 1 AND currency = ?')
    .get(siteId, account, method.currency) as { id: number } | undefined;
  return recordDeposit(ctx, method, amount.minor, lang, { memberId: member?.id ?? null, anonymous: { siteId, account } });
}

/** The member's own deposit order of that number, or undefined. */
export function ownDeposit(db: Db, member: Member, number: string): OrderRow | undefined {
  const order = orderByNumber(db, number);
  return order && order.member_id === member.id && order.type === 1 ? order : undefined;
}

/** Cancels the member's pending deposit order and answers it. */
export function cancelDeposit(ctx: SandboxContext, member: Member, number: string, lang: Lang): CallResult {
  const { db } = ctx;
  const order = ownDeposit(db, member, number);
  if (!order) return fail(DEPOSIT_ERROR.orderNotFound, 'orderNotFound');
  if (order.status !== 'pending') return fail(DEPOSIT_ERROR.notPending, 'orderNotPending');
  db.prepare("UPDATE money_orders SET status = 'cancelled', completed_at = ? WHERE id = ?").run(ctx.now().toISOString(), order.id);
  return ok({ order: depositOrderData(db, orderByNumber(db, order.order_number) as OrderRow, lang, ctx.publicUrl()) });
}
