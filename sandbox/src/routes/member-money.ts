import type { FastifyInstance } from 'fastify';
import {
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
  WITHDRAW_SETTING_PATH,
} from '@casino/contracts';
import type { SandboxContext } from '../context';
import { fail, memberCall, ok, publicCall, type CallResult, type MemberCallOf, type PublicCallOf } from '../http/call';
import { siteId } from '../http/common-schemas';
import { dayRange } from '../http/day-range';
import { integer, intEnum, number, object, string } from '../http/schema';
import { bankList, storeBankAccount } from '../money/bank-accounts';
import { cancelDeposit, createAnonymousDeposit, createDeposit, methodData, methodsOf, ownDeposit } from '../money/deposits';
import { bankAccountData, bankAccountsOf, depositOrderData, MAX_BANK_ACCOUNTS } from '../money/orders';
import { moneyRecords } from '../money/records';
import { applyWithdrawal, withdrawSetting } from '../money/withdrawals';

const amount = number({ minimum: 0.01, maximum: 1e12 });
const orderNumber = string({ minLength: 1, maxLength: 40 });
const day = string({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

const noBody = object({});
const depositBody = object({ method_id: integer({ minimum: 1 }), amount }, ['method_id', 'amount']);
const orderBody = object({ order_number: orderNumber }, ['order_number']);
const withdrawBody = object({ bank_account_id: integer({ minimum: 1 }), amount, withdraw_password: string({ maxLength: 16 }) }, [
  'bank_account_id',
  'amount',
  'withdraw_password',
]);
const bankAccountBody = object(
  {
    bank_code: string({ minLength: 1, maxLength: 16 }),
    account_name: string({ minLength: 1, maxLength: BANK_ACCOUNT_RULES.accountNameMax }),
    account_number: string({ pattern: BANK_ACCOUNT_RULES.accountNumber.source }),
    branch: string({ maxLength: BANK_ACCOUNT_RULES.branchMax }),
    withdraw_password: string({ maxLength: 16 }),
  },
  ['bank_code', 'account_name', 'account_number', 'withdraw_password'],
);
const recordBody = object(
  {
    type: intEnum([0, 1, 2] as const),
    start_date: day,
    end_date: day,
    page: integer({ minimum: 1 }),
    count: integer({ minimum: 1, maximum: 100 }),
  },
  ['type', 'start_date', 'end_date', 'page', 'count'],
);
const fastMethodsBody = object({ site_id: siteId, currency: string({ minLength: 1, maxLength: 8 }) }, ['site_id', 'currency']);
const fastOrderBody = object({ site_id: siteId, method_id: integer({ minimum: 1 }), amount, member_account: string({ maxLength: 64 }) }, [
  'site_id',
  'method_id',
  'amount',
]);

function depositMethods(ctx: SandboxContext, { member, lang }: MemberCallOf<typeof noBody>): CallResult {
  const list = methodsOf(ctx.db, member.site_id, member.currency, false).map((row) => methodData(row, lang));
  return ok({ currency: member.currency, list });
}

function depositOrder(ctx: SandboxContext, { member, body, lang }: MemberCallOf<typeof depositBody>): CallResult {
  return createDeposit(ctx, member, body.method_id, body.amount, lang, false);
}

function depositOrderDetail(ctx: SandboxContext, { member, body, lang }: MemberCallOf<typeof orderBody>): CallResult {
  const order = ownDeposit(ctx.db, member, body.order_number);
  return order ? ok({ order: depositOrderData(ctx.db, order, lang, ctx.publicUrl()) }) : fail(DEPOSIT_ERROR.orderNotFound, 'orderNotFound');
}

function depositOrderCancel(ctx: SandboxContext, { member, body, lang }: MemberCallOf<typeof orderBody>): CallResult {
  return cancelDeposit(ctx, member, body.order_number, lang);
}

function withdrawSettings(ctx: SandboxContext, { member, lang }: MemberCallOf<typeof noBody>): CallResult {
  return ok(withdrawSetting(ctx, member, lang));
}

function withdrawApply(ctx: SandboxContext, { member, body, lang }: MemberCallOf<typeof withdrawBody>): CallResult {
  return applyWithdrawal(ctx, member, body, lang);
}

function banks(ctx: SandboxContext, { member, lang }: MemberCallOf<typeof noBody>): CallResult {
  return ok({ currency: member.currency, list: bankList(ctx.db, member.currency, lang) });
}

function bankAccounts(ctx: SandboxContext, { member, lang }: MemberCallOf<typeof noBody>): CallResult {
  return ok({ max_count: MAX_BANK_ACCOUNTS, list: bankAccountsOf(ctx.db, member.id).map((row) => bankAccountData(row, lang)) });
}

function bankAccountStore(ctx: SandboxContext, { member, body, lang }: MemberCallOf<typeof bankAccountBody>): CallResult {
  return storeBankAccount(ctx, member, body, lang);
}

function dwRecord(ctx: SandboxContext, { member, body, lang }: MemberCallOf<typeof recordBody>): CallResult {
  const days = dayRange(body.start_date, body.end_date);
  if ('problem' in days) return fail(DW_RECORD_ERROR.badDateRange, 'badDateRange', { params: { days: DW_RECORD_MAX_DAYS } });
  return ok(moneyRecords(ctx.db, member.id, { ...body, from: days.from, to: days.to }, lang));
}

function fastPaymentMethods(ctx: SandboxContext, { body, lang }: PublicCallOf<typeof fastMethodsBody>): CallResult {
  const list = methodsOf(ctx.db, body.site_id, body.currency, true).map((row) => methodData(row, lang));
  return ok({ currency: body.currency, list });
}

function fastPaymentOrder(ctx: SandboxContext, { member, body, lang }: PublicCallOf<typeof fastOrderBody>): CallResult {
  if (member) return createDeposit(ctx, member, body.method_id, body.amount, lang, true);
  const account = (body.member_account ?? '').trim();
  if (!account) return fail(DEPOSIT_ERROR.memberNotFound, 'moneyMemberNotFound');
  return createAnonymousDeposit(ctx, { siteId: body.site_id, account, methodId: body.method_id, value: body.amount }, lang);
}

/**
 * The money calls of issue 12 (docs/member.md "Money", docs/sandbox.md): deposit methods and
 * orders, withdrawals, bank accounts, the DW record and fast payment, over money/. Orders stay
 * pending until /__sandbox/money/deposits/complete (or .../withdrawals/complete) settles them, as a
 * payment provider's callback would.
 */
export function memberMoneyRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  memberCall(app, ctx, DEPOSIT_METHODS_PATH, noBody, (call) => depositMethods(ctx, call));
  memberCall(app, ctx, DEPOSIT_ORDER_PATH, depositBody, (call) => depositOrder(ctx, call));
  memberCall(app, ctx, DEPOSIT_ORDER_DETAIL_PATH, orderBody, (call) => depositOrderDetail(ctx, call));
  memberCall(app, ctx, DEPOSIT_ORDER_CANCEL_PATH, orderBody, (call) => depositOrderCancel(ctx, call));
  memberCall(app, ctx, WITHDRAW_SETTING_PATH, noBody, (call) => withdrawSettings(ctx, call));
  memberCall(app, ctx, WITHDRAW_APPLY_PATH, withdrawBody, (call) => withdrawApply(ctx, call));
  memberCall(app, ctx, BANK_LIST_PATH, noBody, (call) => banks(ctx, call));
  memberCall(app, ctx, BANK_ACCOUNTS_PATH, noBody, (call) => bankAccounts(ctx, call));
  memberCall(app, ctx, BANK_ACCOUNT_STORE_PATH, bankAccountBody, (call) => bankAccountStore(ctx, call));
  memberCall(app, ctx, DW_RECORD_PATH, recordBody, (call) => dwRecord(ctx, call));
  publicCall(app, ctx, FAST_PAYMENT_METHODS_PATH, fastMethodsBody, (call) => fastPaymentMethods(ctx, call));
  publicCall(app, ctx, FAST_PAYMENT_ORDER_PATH, fastOrderBody, (call) => fastPaymentOrder(ctx, call));
}
