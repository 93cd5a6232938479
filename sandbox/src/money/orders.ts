import type { BankAccountData, DepositOrderData, DwRecordData, MoneyOrderStatus, WithdrawOrderData } from '@casino/contracts';
import type { SandboxContext } from '../context';
import type { Db } from '../db/db';
import { pick, type Lang } from '../http/lang';
import { parseJson, type I18nText } from '../http/json';
import { major, memberCash } from './minor-units';

/** Deposits a member may have waiting at once (DEPOSIT_ERROR.tooManyPending beyond). */
export const MAX_PENDING_DEPOSITS = 3;
/**
 * Anonymous fast-payment orders that may wait at once for one account (typed on a site): counted
 * apart, so strangers cannot block a member's own deposits (DEPOSIT_ERROR.tooManyPending beyond).
 */
export const MAX_PENDING_ANONYMOUS_DEPOSITS = 3;
/** Bank accounts a member may bind. */
export const MAX_BANK_ACCOUNTS = 3;

export interface OrderRow {
  id: number;
  order_number: string;
  /** null: an anonymous fast-payment order for an account the site does not have (never credited) */
  member_id: number | null;
  type: 1 | 2;
  /** in the currency's smallest unit */
  amount_minor: number;
  currency: string;
  status: MoneyOrderStatus;
  method_id: number | null;
  bank_account_id: number | null;
  method_name_i18n: string;
  bank_account_number: string | null;
  created_at: string;
  completed_at: string | null;
  /** the token of the provider's payment page (deposits of a method without a payee) */
  pay_token: string | null;
  /** 1: made by fast payment without a session, for payer_account */
  anonymous: number;
  payer_account: string | null;
}

export interface MethodRow {
  id: number;
  site_id: number;
  currency: string;
  code: string;
  name_i18n: string;
  min_amount: number;
  max_amount: number;
  quick_amounts: string;
  fast: number;
  payee_bank: string | null;
  payee_name: string | null;
  payee_number: string | null;
}

export interface BankAccountRow {
  id: number;
  member_id: number;
  bank_code: string;
  account_name: string;
  account_number: string;
  branch: string;
  created_at: string;
  name_i18n: string | null;
}

/** All but the last 4 digits hidden. */
export const maskNumber = (number: string): string => `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;

/** A new order number: D (deposit) or W (withdrawal), the UTC day, and the next row id. */
export function nextOrderNumber(db: Db, type: 1 | 2, now: Date): string {
  const { next } = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM money_orders').get() as { next: number };
  return `${type === 1 ? 'D' : 'W'}${now.toISOString().slice(0, 10).replace(/-/g, '')}${String(next).padStart(6, '0')}`;
}

export function orderByNumber(db: Db, orderNumber: string): OrderRow | undefined {
  return db.prepare('SELECT * FROM money_orders WHERE order_number = ?').get(orderNumber) as OrderRow | undefined;
}

export function methodById(db: Db, id: number): MethodRow | undefined {
  return db.prepare('SELECT * FROM deposit_methods WHERE id = ? AND enabled = 1').get(id) as MethodRow | undefined;
}

/**
 * Where the member pays a deposit of a method without a payee: the stand-in provider's page on
 * the sandbox's own origin (routes/payment-pages.ts), while the order waits; null otherwise.
 */
export function payUrl(publicUrl: string, row: OrderRow, lang: Lang): string | null {
  if (row.type !== 1 || row.status !== 'pending' || !row.pay_token) return null;
  const query = new URLSearchParams({ token: row.pay_token, lang: lang });
  return `${publicUrl}/pay/${encodeURIComponent(row.order_number)}?${query.toString()}`;
}

export function depositOrderData(db: Db, row: OrderRow, lang: Lang, publicUrl: string): DepositOrderData {
  const method =
    row.method_id === null
      ? undefined
      : (db.prepare('SELECT * FROM deposit_methods WHERE id = ?').get(row.method_id) as MethodRow | undefined);
  const payee =
    method?.payee_bank && method.payee_name && method.payee_number
      ? {
          bank_name: method.payee_bank,
          account_name: method.payee_name,
          account_number: method.payee_number,
          reference: row.order_number.slice(-6),
        }
      : null;
  return {
    order_number: row.order_number,
    method_id: row.method_id ?? 0,
    method_name: pick(parseJson<I18nText>(row.method_name_i18n, {}), lang),
    amount: major(row.amount_minor, row.currency),
    currency: row.currency,
    status: row.status,
    created_at: row.created_at,
    completed_at: row.completed_at,
    payee,
    pay_url: payee ? null : payUrl(publicUrl, row, lang),
  };
}

export function withdrawOrderData(row: OrderRow, lang: Lang): WithdrawOrderData {
  return {
    order_number: row.order_number,
    amount: major(row.amount_minor, row.currency),
    currency: row.currency,
    status: row.status,
    bank_name: pick(parseJson<I18nText>(row.method_name_i18n, {}), lang),
    account_number: maskNumber(row.bank_account_number ?? ''),
    created_at: row.created_at,
    completed_at: row.completed_at,
  };
}

export function recordData(row: OrderRow, lang: Lang): DwRecordData {
  return {
    id: row.id,
    order_number: row.order_number,
    type: row.type,
    amount: major(row.amount_minor, row.currency),
    currency: row.currency,
    status: row.status,
    method_name: pick(parseJson<I18nText>(row.method_name_i18n, {}), lang),
    created_at: row.created_at,
    completed_at: row.completed_at,
  };
}

export function bankAccountsOf(db: Db, memberId: number): BankAccountRow[] {
  return db
    .prepare(
      `SELECT a.*, b.name_i18n FROM member_bank_accounts a
       JOIN members m ON m.id = a.member_id
       LEFT JOIN banks b ON b.bank_code = a.bank_code AND b.currency = m.currency
       WHERE a.member_id = ? ORDER BY a.id`,
    )
    .all(memberId) as BankAccountRow[];
}

export function bankAccountData(row: BankAccountRow, lang: Lang): BankAccountData {
  return {
    id: row.id,
    bank_code: row.bank_code,
    bank_name: pick(parseJson<I18nText>(row.name_i18n, {}), lang) || row.bank_code,
    account_name: row.account_name,
    account_number: maskNumber(row.account_number),
    branch: row.branch,
    created_at: row.created_at,
  };
}

/** The layout's need_bank_account_deposit_verified: the member must bind an account and has none. */
export function needsBankAccount(db: Db, memberId: number): boolean {
  const row = db
    .prepare(
      'SELECT bank_account_required AS required, (SELECT COUNT(*) FROM member_bank_accounts WHERE member_id = members.id) AS accounts FROM members WHERE id = ?',
    )
    .get(memberId) as { required: number; accounts: number } | undefined;
  return row !== undefined && row.required === 1 && row.accounts === 0;
}

const cashOf = memberCash;

function announceCash(ctx: SandboxContext, memberId: number): number {
  const cash = cashOf(ctx.db, memberId);
  ctx.events.emit('member-event', { member_id: memberId, name: 'member.cash', data: { cash } });
  return cash;
}

export type Settlement = { ok: true; order: OrderRow; cash: number | null } | { ok: false; status: number; error: string };

/**
 * Settles a pending deposit (the payment provider's callback, here /__sandbox): success credits
 * the member's cash and publishes member_deposit.success {order_number, deposit_amount,
 * deposit_times} and member.cash on the member's private channel; failure only closes it.
 */
export function settleDeposit(ctx: SandboxContext, orderNumber: string, status: 'success' | 'failed'): Settlement {
  const { db } = ctx;
  const order = orderByNumber(db, orderNumber);
  if (!order || order.type !== 1) return { ok: false, status: 404, error: `No deposit order ${orderNumber}` };
  if (order.status !== 'pending') return { ok: false, status: 409, error: `Deposit ${orderNumber} is ${order.status}, not pending` };
  const at = ctx.now().toISOString();
  const memberId = order.member_id;
  // an order for an account the site does not have credits nobody: the provider pays it back
  const outcome = memberId === null ? 'failed' : status;
  db.transaction(() => {
    db.prepare('UPDATE money_orders SET status = ?, completed_at = ? WHERE id = ?').run(outcome, at, order.id);
    if (outcome === 'success') db.prepare('UPDATE members SET cash_minor = cash_minor + ? WHERE id = ?').run(order.amount_minor, memberId);
  })();
  const settled = orderByNumber(db, orderNumber) as OrderRow;
  if (memberId === null) return { ok: true, order: settled, cash: null };
  if (outcome === 'success') {
    const { times } = db
      .prepare("SELECT COUNT(*) AS times FROM money_orders WHERE member_id = ? AND type = 1 AND status = 'success'")
      .get(memberId) as { times: number };
    ctx.events.emit('member-event', {
      member_id: memberId,
      name: 'member_deposit.success',
      data: { order_number: order.order_number, deposit_amount: major(order.amount_minor, order.currency), deposit_times: times },
    });
    return { ok: true, order: settled, cash: announceCash(ctx, memberId) };
  }
  return { ok: true, order: settled, cash: cashOf(db, memberId) };
}

/** Settles a pending withdrawal: success pays it out (the cash was taken when it was made); failure gives the cash back. */
export function settleWithdrawal(ctx: SandboxContext, orderNumber: string, status: 'success' | 'failed'): Settlement {
  const { db } = ctx;
  const order = orderByNumber(db, orderNumber);
  if (!order || order.type !== 2) return { ok: false, status: 404, error: `No withdrawal order ${orderNumber}` };
  if (order.status !== 'pending') return { ok: false, status: 409, error: `Withdrawal ${orderNumber} is ${order.status}, not pending` };
  const memberId = order.member_id;
  if (memberId === null) return { ok: false, status: 409, error: `Withdrawal ${orderNumber} has no member` };
  const at = ctx.now().toISOString();
  db.transaction(() => {
    db.prepare('UPDATE money_orders SET status = ?, completed_at = ? WHERE id = ?').run(status, at, order.id);
    if (status === 'failed') db.prepare('UPDATE members SET cash_minor = cash_minor + ? WHERE id = ?').run(order.amount_minor, memberId);
  })();
  const settled = orderByNumber(db, orderNumber) as OrderRow;
  return { ok: true, order: settled, cash: status === 'failed' ? announceCash(ctx, memberId) : cashOf(db, memberId) };
}

/** Takes a withdrawal's cash when it is made, and says so on the member's channel. */
export function announceWithdrawal(ctx: SandboxContext, memberId: number): number {
  return announceCash(ctx, memberId);
}
