import { dayBounds, localDay, WITHDRAW_ERROR } from '@casino/contracts';
import { checkWithdrawPassword, withdrawPasswordLocked } from '../auth/limits';
import type { Member } from '../auth/sessions';
import type { SandboxContext } from '../context';
import type { Db } from '../db/db';
import { amountInMinor } from '../http/amount';
import { fail, ok, type CallResult } from '../http/call';
import type { Lang } from '../http/lang';
import { outOfRange, rangeParams, type Limits } from './deposits';
import { memberCash } from './minor-units';
import {
  announceWithdrawal,
  bankAccountData,
  bankAccountsOf,
  nextOrderNumber,
  orderByNumber,
  withdrawOrderData,
  type OrderRow,
} from './orders';

/** The withdraw settings of the member's site and currency, or undefined when it has none. */
function withdrawLimits(db: Db, member: Member): (Limits & { daily_times: number }) | undefined {
  return db
    .prepare('SELECT min_amount, max_amount, daily_times FROM withdraw_settings WHERE site_id = ? AND currency = ?')
    .get(member.site_id, member.currency) as (Limits & { daily_times: number }) | undefined;
}

/** The member's withdrawals (pending or paid) since midnight on the site's clock (America/Caracas), as the records count their days. */
function usedToday(ctx: SandboxContext, member: Member): number {
  const start = new Date(dayBounds(localDay(ctx.now())).from).toISOString();
  const row = ctx.db
    .prepare(
      "SELECT COUNT(*) AS used FROM money_orders WHERE member_id = ? AND type = 2 AND status IN ('pending', 'success') AND created_at >= ?",
    )
    .get(member.id, start) as { used: number };
  return row.used;
}

/** The member's withdraw password hash, or null when none is set. */
export function withdrawPasswordOf(db: Db, member: Member): string | null {
  return (db.prepare('SELECT withdraw_password_hash AS hash FROM members WHERE id = ?').get(member.id) as { hash: string | null }).hash;
}

/** What the withdraw page shows: the limits, today's use, the balance and the member's bank accounts. */
export function withdrawSetting(ctx: SandboxContext, member: Member, lang: Lang) {
  const limits = withdrawLimits(ctx.db, member) ?? { min_amount: 1, max_amount: 0, daily_times: 0 };
  return {
    currency: member.currency,
    min_amount: limits.min_amount,
    max_amount: limits.max_amount,
    daily_times: limits.daily_times,
    used_times: usedToday(ctx, member),
    balance: memberCash(ctx.db, member.id),
    has_withdraw_password: withdrawPasswordOf(ctx.db, member) ? 1 : 0,
    bank_accounts: bankAccountsOf(ctx.db, member.id).map((row) => bankAccountData(row, lang)),
  };
}

export interface WithdrawalRequest {
  bank_account_id: number;
  amount: number;
  withdraw_password: string;
}

/** The checks of a withdrawal in the spec's order; null when it may go ahead. */
function withdrawalRefusal(ctx: SandboxContext, member: Member, request: WithdrawalRequest): CallResult | null {
  const hash = withdrawPasswordOf(ctx.db, member);
  if (!hash) return fail(WITHDRAW_ERROR.noWithdrawPassword, 'noWithdrawPassword');
  const pin = checkWithdrawPassword(ctx, member.id, request.withdraw_password, hash);
  if (pin.kind === 'locked') return withdrawPasswordLocked(pin.lock);
  if (pin.kind === 'wrong') return fail(WITHDRAW_ERROR.wrongWithdrawPassword, 'withdrawPasswordWrong');
  const limits = withdrawLimits(ctx.db, member);
  if (!limits || outOfRange(request.amount, limits))
    return fail(WITHDRAW_ERROR.amountOutOfRange, 'amountOutOfRange', { params: rangeParams(limits ?? { min_amount: 0, max_amount: 0 }) });
  if (usedToday(ctx, member) >= limits.daily_times)
    return fail(WITHDRAW_ERROR.dailyLimitReached, 'dailyWithdrawLimit', { params: { times: limits.daily_times } });
  return null;
}

/** A withdrawal to one of the member's bank accounts: the cash is taken at once and the order waits for the provider. */
export function applyWithdrawal(ctx: SandboxContext, member: Member, request: WithdrawalRequest, lang: Lang): CallResult {
  const { db } = ctx;
  const amount = amountInMinor(request.amount, member.currency, lang);
  if (!amount.ok) return amount.result;
  const account = bankAccountsOf(db, member.id).find((row) => row.id === request.bank_account_id);
  if (!account) return fail(WITHDRAW_ERROR.bankAccountNotFound, 'bankAccountNotFound');
  const refused = withdrawalRefusal(ctx, member, request);
  if (refused) return refused;
  const now = ctx.now();
  const number = nextOrderNumber(db, 2, now);
  // the balance is read and taken inside the transaction, so two withdrawals at once cannot overdraw it
  const made = db.transaction(() => {
    const taken = db
      .prepare('UPDATE members SET cash_minor = cash_minor - ? WHERE id = ? AND cash_minor >= ?')
      .run(amount.minor, member.id, amount.minor);
    if (taken.changes === 0) return false;
    db.prepare(
      `INSERT INTO money_orders (order_number, member_id, type, amount_minor, currency, status, bank_account_id, method_name_i18n, bank_account_number, created_at)
       VALUES (?, ?, 2, ?, ?, 'pending', ?, ?, ?, ?)`,
    ).run(
      number,
      member.id,
      amount.minor,
      member.currency,
      account.id,
      account.name_i18n ?? JSON.stringify({ en_US: account.bank_code }),
      account.account_number,
      now.toISOString(),
    );
    return true;
  })();
  if (!made) return fail(WITHDRAW_ERROR.insufficientBalance, 'insufficientBalance');
  const balance = announceWithdrawal(ctx, member.id);
  return ok({ order: withdrawOrderData(orderByNumber(db, number) as OrderRow, lang), balance });
}
