import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  BANK_ACCOUNT_ERROR,
  BANK_ACCOUNT_RULES,
  BANK_ACCOUNT_STORE_PATH,
  BANK_ACCOUNTS_PATH,
  BANK_LIST_PATH,
  DEPOSIT_ERROR,
  DEPOSIT_METHODS_PATH,
  DEPOSIT_ORDER_CANCEL_PATH,
  DEPOSIT_ORDER_DETAIL_PATH,
  DEPOSIT_ORDER_PATH,
  DW_RECORD_ERROR,
  DW_RECORD_MAX_DAYS,
  DW_RECORD_PATH,
  FAST_PAYMENT_METHODS_PATH,
  FAST_PAYMENT_ORDER_PATH,
  WITHDRAW_APPLY_PATH,
  WITHDRAW_ERROR,
  WITHDRAW_SETTING_PATH,
  type DepositMethodData,
  dayBounds,
  localDay,
} from '@casino/contracts';
import { checkWithdrawPassword, withdrawPasswordLocked } from '../auth/limits';
import type { Member } from '../auth/sessions';
import type { SandboxContext } from '../context';
import { dayRange } from '../http/day-range';
import { fail, memberCall, ok, publicCall, type CallResult } from '../http/call';
import { siteId } from '../http/common-schemas';
import { pick, type Lang } from '../http/lang';
import { integer, intEnum, number, object, string } from '../http/schema';
import {
  announceWithdrawal,
  bankAccountData,
  bankAccountsOf,
  depositOrderData,
  MAX_BANK_ACCOUNTS,
  MAX_PENDING_ANONYMOUS_DEPOSITS,
  MAX_PENDING_DEPOSITS,
  methodById,
  needsBankAccount,
  nextOrderNumber,
  orderByNumber,
  recordData,
  withdrawOrderData,
  type MethodRow,
  type OrderRow,
} from '../money/orders';
import { amountInMinor } from '../http/amount';
import { memberCash } from '../money/minor-units';
import { parseJson, type I18nText } from '../http/json';

const amount = number({ minimum: 0.01, maximum: 1e12 });
const orderNumber = string({ minLength: 1, maxLength: 40 });
const day = string({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

function methodData(row: MethodRow, lang: Lang): DepositMethodData {
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

interface Limits {
  min_amount: number;
  max_amount: number;
}
const outOfRange = (value: number, limits: Limits) => value < limits.min_amount || value > limits.max_amount;
const rangeParams = (limits: Limits) => ({ min: limits.min_amount, max: limits.max_amount });

/**
 * The money calls of issue 12 (docs/member.md "Money", docs/sandbox.md): deposit methods and
 * orders, withdrawals, bank accounts, the DW record and fast payment. Orders stay pending until
 * /__sandbox/money/deposits/complete (or .../withdrawals/complete) settles them, as a payment
 * provider's callback would.
 */
export function memberMoneyRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  const methodsOf = (site: number, currency: string, fastOnly: boolean) =>
    db
      .prepare(
        `SELECT * FROM deposit_methods WHERE site_id = ? AND currency = ? AND enabled = 1 ${fastOnly ? 'AND fast = 1' : ''} ORDER BY sort DESC, id`,
      )
      .all(site, currency) as MethodRow[];

  /** Writes a pending deposit order and answers it. */
  function recordDeposit(
    method: MethodRow,
    minor: number,
    lang: Lang,
    payer: { memberId: number | null; anonymous?: { siteId: number; account: string } },
  ): CallResult {
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
  function createDeposit(member: Member, methodId: number, value: number, lang: Lang, fastOnly: boolean): CallResult {
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
    if (pending >= MAX_PENDING_DEPOSITS)
      return fail(DEPOSIT_ERROR.tooManyPending, 'tooManyPendingDeposits', { params: { count: pending } });
    return recordDeposit(method, amount.minor, lang, { memberId: member.id });
  }

  /**
   * A fast-payment order without a session, for the account typed (docs/member.md "Fast
   * payment"): the answer is the same whether the account exists or not (an order for an account
   * the site does not have is kept and never credited), and such orders wait under their own
   * limit per account, so a stranger cannot block the member's own deposits.
   */
  function createAnonymousDeposit(siteId: number, account: string, methodId: number, value: number, lang: Lang): CallResult {
    const method = methodById(db, methodId);
    if (!method || method.site_id !== siteId || method.fast !== 1) return fail(DEPOSIT_ERROR.methodUnavailable, 'depositMethodUnavailable');
    const amount = amountInMinor(value, method.currency, lang);
    if (!amount.ok) return amount.result;
    if (outOfRange(value, method)) return fail(DEPOSIT_ERROR.amountOutOfRange, 'amountOutOfRange', { params: rangeParams(method) });
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
    return recordDeposit(method, amount.minor, lang, { memberId: member?.id ?? null, anonymous: { siteId, account } });
  }

  const ownDeposit = (member: Member, number: string): OrderRow | undefined => {
    const order = orderByNumber(db, number);
    return order && order.member_id === member.id && order.type === 1 ? order : undefined;
  };

  memberCall(app, ctx, DEPOSIT_METHODS_PATH, object({}), ({ member, lang }) =>
    ok({ currency: member.currency, list: methodsOf(member.site_id, member.currency, false).map((row) => methodData(row, lang)) }),
  );

  memberCall(
    app,
    ctx,
    DEPOSIT_ORDER_PATH,
    object({ method_id: integer({ minimum: 1 }), amount }, ['method_id', 'amount']),
    ({ member, body, lang }) => createDeposit(member, body.method_id, body.amount, lang, false),
  );

  memberCall(app, ctx, DEPOSIT_ORDER_DETAIL_PATH, object({ order_number: orderNumber }, ['order_number']), ({ member, body, lang }) => {
    const order = ownDeposit(member, body.order_number);
    return order ? ok({ order: depositOrderData(db, order, lang, ctx.publicUrl()) }) : fail(DEPOSIT_ERROR.orderNotFound, 'orderNotFound');
  });

  memberCall(app, ctx, DEPOSIT_ORDER_CANCEL_PATH, object({ order_number: orderNumber }, ['order_number']), ({ member, body, lang }) => {
    const order = ownDeposit(member, body.order_number);
    if (!order) return fail(DEPOSIT_ERROR.orderNotFound, 'orderNotFound');
    if (order.status !== 'pending') return fail(DEPOSIT_ERROR.notPending, 'orderNotPending');
    db.prepare("UPDATE money_orders SET status = 'cancelled', completed_at = ? WHERE id = ?").run(ctx.now().toISOString(), order.id);
    return ok({ order: depositOrderData(db, orderByNumber(db, order.order_number) as OrderRow, lang, ctx.publicUrl()) });
  });

  const withdrawLimits = (member: Member) =>
    db
      .prepare('SELECT min_amount, max_amount, daily_times FROM withdraw_settings WHERE site_id = ? AND currency = ?')
      .get(member.site_id, member.currency) as (Limits & { daily_times: number }) | undefined;
  const usedToday = (member: Member): number => {
    // Today on the site's clock (America/Caracas), as the member's records count their days.
    const start = new Date(dayBounds(localDay(ctx.now())).from).toISOString();
    const row = db
      .prepare(
        "SELECT COUNT(*) AS used FROM money_orders WHERE member_id = ? AND type = 2 AND status IN ('pending', 'success') AND created_at >= ?",
      )
      .get(member.id, start) as { used: number };
    return row.used;
  };
  const withdrawPasswordOf = (member: Member) =>
    (db.prepare('SELECT withdraw_password_hash AS hash FROM members WHERE id = ?').get(member.id) as { hash: string | null }).hash;
  const cashOf = (member: Member) => memberCash(db, member.id);

  memberCall(app, ctx, WITHDRAW_SETTING_PATH, object({}), ({ member, lang }) => {
    const limits = withdrawLimits(member) ?? { min_amount: 1, max_amount: 0, daily_times: 0 };
    return ok({
      currency: member.currency,
      min_amount: limits.min_amount,
      max_amount: limits.max_amount,
      daily_times: limits.daily_times,
      used_times: usedToday(member),
      balance: cashOf(member),
      has_withdraw_password: withdrawPasswordOf(member) ? 1 : 0,
      bank_accounts: bankAccountsOf(db, member.id).map((row) => bankAccountData(row, lang)),
    });
  });

  memberCall(
    app,
    ctx,
    WITHDRAW_APPLY_PATH,
    object({ bank_account_id: integer({ minimum: 1 }), amount, withdraw_password: string({ maxLength: 16 }) }, [
      'bank_account_id',
      'amount',
      'withdraw_password',
    ]),
    ({ member, body, lang }) => {
      const amount = amountInMinor(body.amount, member.currency, lang);
      if (!amount.ok) return amount.result;
      const account = bankAccountsOf(db, member.id).find((row) => row.id === body.bank_account_id);
      if (!account) return fail(WITHDRAW_ERROR.bankAccountNotFound, 'bankAccountNotFound');
      const hash = withdrawPasswordOf(member);
      if (!hash) return fail(WITHDRAW_ERROR.noWithdrawPassword, 'noWithdrawPassword');
      const pin = checkWithdrawPassword(ctx, member.id, body.withdraw_password, hash);
      if (pin.kind === 'locked') return withdrawPasswordLocked(pin.lock);
      if (pin.kind === 'wrong') return fail(WITHDRAW_ERROR.wrongWithdrawPassword, 'withdrawPasswordWrong');
      const limits = withdrawLimits(member);
      if (!limits || outOfRange(body.amount, limits))
        return fail(WITHDRAW_ERROR.amountOutOfRange, 'amountOutOfRange', {
          params: rangeParams(limits ?? { min_amount: 0, max_amount: 0 }),
        });
      if (usedToday(member) >= limits.daily_times)
        return fail(WITHDRAW_ERROR.dailyLimitReached, 'dailyWithdrawLimit', { params: { times: limits.daily_times } });
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
    },
  );

  memberCall(app, ctx, BANK_LIST_PATH, object({}), ({ member, lang }) => {
    const rows = db
      .prepare('SELECT bank_code, name_i18n FROM banks WHERE currency = ? ORDER BY sort DESC, bank_code')
      .all(member.currency) as Array<{
      bank_code: string;
      name_i18n: string;
    }>;
    return ok({
      currency: member.currency,
      list: rows.map((row) => ({ bank_code: row.bank_code, bank_name: pick(parseJson<I18nText>(row.name_i18n, {}), lang) })),
    });
  });

  memberCall(app, ctx, BANK_ACCOUNTS_PATH, object({}), ({ member, lang }) =>
    ok({ max_count: MAX_BANK_ACCOUNTS, list: bankAccountsOf(db, member.id).map((row) => bankAccountData(row, lang)) }),
  );

  memberCall(
    app,
    ctx,
    BANK_ACCOUNT_STORE_PATH,
    object(
      {
        bank_code: string({ minLength: 1, maxLength: 16 }),
        account_name: string({ minLength: 1, maxLength: BANK_ACCOUNT_RULES.accountNameMax }),
        account_number: string({ pattern: BANK_ACCOUNT_RULES.accountNumber.source }),
        branch: string({ maxLength: BANK_ACCOUNT_RULES.branchMax }),
        withdraw_password: string({ maxLength: 16 }),
      },
      ['bank_code', 'account_name', 'account_number', 'withdraw_password'],
    ),
    ({ member, body, lang }) => {
      const bank = db.prepare('SELECT 1 FROM banks WHERE bank_code = ? AND currency = ?').get(body.bank_code, member.currency);
      if (!bank) return fail(BANK_ACCOUNT_ERROR.bankNotFound, 'bankNotFound');
      const hash = withdrawPasswordOf(member);
      if (!hash) return fail(BANK_ACCOUNT_ERROR.noWithdrawPassword, 'noWithdrawPassword');
      const pin = checkWithdrawPassword(ctx, member.id, body.withdraw_password, hash);
      if (pin.kind === 'locked') return withdrawPasswordLocked(pin.lock);
      if (pin.kind === 'wrong') return fail(BANK_ACCOUNT_ERROR.wrongWithdrawPassword, 'withdrawPasswordWrong');
      // Withdrawals are paid only to the member's own name (a site's anti-fraud rule).
      if (member.name.trim() !== '' && body.account_name.trim() !== member.name.trim())
        return fail(BANK_ACCOUNT_ERROR.nameMismatch, 'accountNameMismatch');
      if (bankAccountsOf(db, member.id).length >= MAX_BANK_ACCOUNTS)
        return fail(BANK_ACCOUNT_ERROR.tooManyAccounts, 'tooManyBankAccounts', { params: { max: MAX_BANK_ACCOUNTS } });
      if (
        db.prepare('SELECT 1 FROM member_bank_accounts WHERE site_id = ? AND account_number = ?').get(member.site_id, body.account_number)
      )
        return fail(BANK_ACCOUNT_ERROR.accountNumberTaken, 'accountNumberTaken');
      const id = db
        .prepare(
          'INSERT INTO member_bank_accounts (member_id, site_id, bank_code, account_name, account_number, branch, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          member.id,
          member.site_id,
          body.bank_code,
          body.account_name.trim(),
          body.account_number,
          (body.branch ?? '').trim(),
          ctx.now().toISOString(),
        ).lastInsertRowid;
      const row = bankAccountsOf(db, member.id).find((a) => a.id === Number(id));
      return ok({ bank_account: row ? bankAccountData(row, lang) : null });
    },
  );

  memberCall(
    app,
    ctx,
    DW_RECORD_PATH,
    object(
      {
        type: intEnum([0, 1, 2] as const),
        start_date: day,
        end_date: day,
        page: integer({ minimum: 1 }),
        count: integer({ minimum: 1, maximum: 100 }),
      },
      ['type', 'start_date', 'end_date', 'page', 'count'],
    ),
    ({ member, body, lang }) => {
      const days = dayRange(body.start_date, body.end_date);
      if ('problem' in days) return fail(DW_RECORD_ERROR.badDateRange, 'badDateRange', { params: { days: DW_RECORD_MAX_DAYS } });
      const { from, to } = days;
      const typeFilter = body.type === 0 ? '' : 'AND type = ?';
      const args: Array<number | string> = [member.id, from, to, ...(body.type === 0 ? [] : [body.type])];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM money_orders WHERE member_id = ? AND created_at >= ? AND created_at < ? ${typeFilter}`)
        .get(...args) as {
        total: number;
      };
      const rows = db
        .prepare(
          `SELECT * FROM money_orders WHERE member_id = ? AND created_at >= ? AND created_at < ? ${typeFilter} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
        )
        .all(...args, body.count, (body.page - 1) * body.count) as OrderRow[];
      return ok({ list: rows.map((row) => recordData(row, lang)), total_count: total });
    },
  );

  publicCall(
    app,
    ctx,
    FAST_PAYMENT_METHODS_PATH,
    object({ site_id: siteId, currency: string({ minLength: 1, maxLength: 8 }) }, ['site_id', 'currency']),
    ({ body, lang }) =>
      ok({ currency: body.currency, list: methodsOf(body.site_id, body.currency, true).map((row) => methodData(row, lang)) }),
  );

  publicCall(
    app,
    ctx,
    FAST_PAYMENT_ORDER_PATH,
    object({ site_id: siteId, method_id: integer({ minimum: 1 }), amount, member_account: string({ maxLength: 64 }) }, [
      'site_id',
      'method_id',
      'amount',
    ]),
    ({ member, body, lang }) => {
      if (member) return createDeposit(member, body.method_id, body.amount, lang, true);
      const account = (body.member_account ?? '').trim();
      if (!account) return fail(DEPOSIT_ERROR.memberNotFound, 'moneyMemberNotFound');
      return createAnonymousDeposit(body.site_id, account, body.method_id, body.amount, lang);
    },
  );
}
