import { MEMBER_LAYOUT_PATH, MY_CASH_PATH } from '@casino/mf-shared';
import {
  BANK_ACCOUNT_STORE_PATH,
  BANK_ACCOUNTS_PATH,
  BANK_LIST_PATH,
  DEPOSIT_METHODS_PATH,
  DEPOSIT_ORDER_CANCEL_PATH,
  DEPOSIT_ORDER_DETAIL_PATH,
  DEPOSIT_ORDER_PATH,
  DW_RECORD_PATH,
  FAST_PAYMENT_METHODS_PATH,
  FAST_PAYMENT_ORDER_PATH,
  WITHDRAW_APPLY_PATH,
  WITHDRAW_SETTING_PATH,
  type BankAccountData,
  type DepositMethodData,
  type DepositOrderData,
  type DwRecordData,
  type MoneyOrderStatus,
} from '@casino/contracts';
import { businessError, createFakeSandbox, type Handler } from '@casino/mf-shared/testing';

export const METHODS: DepositMethodData[] = [
  {
    id: 1,
    code: 'bank_transfer',
    name: 'Bank transfer',
    min_amount: 100,
    max_amount: 50_000,
    quick_amounts: [100, 500, 1000],
    fast: 0,
    payment_page: 0,
  },
  { id: 2, code: 'e_wallet', name: 'E-wallet', min_amount: 50, max_amount: 20_000, quick_amounts: [50, 200], fast: 1, payment_page: 1 },
];

/** The stand-in payment provider's origin (another origin than the site, as the sandbox's). */
export const PAY_ORIGIN = 'http://127.0.0.1:4010';

export interface MoneyState {
  cash: number;
  needBank: boolean;
  accounts: BankAccountData[];
  orders: DepositOrderData[];
  records: DwRecordData[];
}

/**
 * The money calls of the sandbox, kept in memory: deposit orders (completed by `complete`),
 * withdrawals taking the cash, bank accounts with the withdraw password 1234, and the record.
 */
export function moneySandbox(initial: Partial<MoneyState> = {}, ...more: Array<Record<string, Handler>>) {
  const state: MoneyState = { cash: 1000, needBank: false, accounts: [], orders: [], records: [], ...initial };
  const order = (number: string) => state.orders.find((o) => o.order_number === number);
  const sandbox = createFakeSandbox(
    {
      [MEMBER_LAYOUT_PATH]: () => ({
        member_common_layout: {
          id: 1,
          member_account: 'money_desk',
          member_currency: 'RMB',
          member_cash: state.cash,
          member_type: 1,
          need_bank_account_deposit_verified: state.needBank && state.accounts.length === 0 ? 1 : 0,
        },
      }),
      [MY_CASH_PATH]: () => ({ total: state.cash, my_cash_list: [] }),
      [DEPOSIT_METHODS_PATH]: () => ({ currency: 'RMB', list: METHODS }),
      [FAST_PAYMENT_METHODS_PATH]: () => ({ currency: 'RMB', list: METHODS.filter((m) => m.fast === 1) }),
      [DEPOSIT_ORDER_PATH]: (raw) => {
        const { method_id, amount } = raw as { method_id: number; amount: number };
        const method = METHODS.find((m) => m.id === method_id);
        const number = `D20250610${String(state.orders.length + 1).padStart(6, '0')}`;
        const created: DepositOrderData = {
          order_number: number,
          method_id,
          method_name: method?.name ?? '',
          amount,
          currency: 'RMB',
          status: 'pending',
          created_at: '2025-06-10T12:00:00.000Z',
          completed_at: null,
          payee:
            method_id === 1
              ? { bank_name: 'ICBC', account_name: 'Star River Ltd', account_number: '6222020200112233445', reference: '000001' }
              : null,
          pay_url: method_id === 1 ? null : `${PAY_ORIGIN}/pay/${number}?token=t${number}`,
        };
        state.orders.push(created);
        return { order: created };
      },
      [FAST_PAYMENT_ORDER_PATH]: (raw) => {
        const { method_id, amount, member_account } = raw as { method_id: number; amount: number; member_account?: string };
        if (member_account === 'nobody_here') return businessError(107, 'No member with this account');
        const number = `D20250610${String(state.orders.length + 1).padStart(6, '0')}`;
        const created: DepositOrderData = {
          order_number: number,
          method_id,
          method_name: 'E-wallet',
          amount,
          currency: 'RMB',
          status: 'pending',
          created_at: '2025-06-10T12:00:00.000Z',
          completed_at: null,
          payee: null,
          pay_url: `${PAY_ORIGIN}/pay/${number}?token=t${number}`,
        };
        state.orders.push(created);
        return { order: created };
      },
      [DEPOSIT_ORDER_DETAIL_PATH]: (raw) => {
        const { order_number } = raw as { order_number: string };
        return { order: order(order_number) };
      },
      [DEPOSIT_ORDER_CANCEL_PATH]: (raw) => {
        const { order_number } = raw as { order_number: string };
        const found = order(order_number);
        if (found) Object.assign(found, { status: 'cancelled', pay_url: null });
        return { order: found };
      },
      [WITHDRAW_SETTING_PATH]: () => ({
        currency: 'RMB',
        min_amount: 100,
        max_amount: 50_000,
        daily_times: 5,
        used_times: 0,
        balance: state.cash,
        has_withdraw_password: 1,
        bank_accounts: state.accounts,
      }),
      [WITHDRAW_APPLY_PATH]: (raw) => {
        const { amount, withdraw_password } = raw as { amount: number; withdraw_password: string };
        if (withdraw_password !== '1234') return businessError(104, 'The withdrawal password is wrong');
        state.cash -= amount;
        return {
          order: {
            order_number: 'W20250610000009',
            amount,
            currency: 'RMB',
            status: 'pending',
            bank_name: 'ICBC',
            account_number: '************2222',
            created_at: '2025-06-10T12:00:00.000Z',
            completed_at: null,
          },
          balance: state.cash,
        };
      },
      [BANK_LIST_PATH]: () => ({
        currency: 'RMB',
        list: [
          { bank_code: 'ICBC', bank_name: 'ICBC' },
          { bank_code: 'CMB', bank_name: 'China Merchants Bank' },
        ],
      }),
      [BANK_ACCOUNTS_PATH]: () => ({ max_count: 3, list: state.accounts }),
      [BANK_ACCOUNT_STORE_PATH]: (raw) => {
        const body = raw as { bank_code: string; account_name: string; account_number: string; withdraw_password: string };
        if (body.withdraw_password !== '1234') return businessError(104, 'The withdrawal password is wrong');
        const account: BankAccountData = {
          id: state.accounts.length + 1,
          bank_code: body.bank_code,
          bank_name: body.bank_code,
          account_name: body.account_name,
          account_number: `****${body.account_number.slice(-4)}`,
          branch: '',
          created_at: '2025-06-10T12:00:00.000Z',
        };
        state.accounts.push(account);
        return { bank_account: account };
      },
      [DW_RECORD_PATH]: (raw) => {
        const { type, page, count } = raw as { type: number; page: number; count: number };
        const rows = state.records.filter((r) => type === 0 || r.type === type);
        return { list: rows.slice((page - 1) * count, page * count), total_count: rows.length };
      },
    },
    ...more,
  );
  /** Settles a deposit as the payment provider would (the sandbox's /__sandbox/money/deposits/complete). */
  const complete = (number: string, status: MoneyOrderStatus = 'success') => {
    const found = order(number);
    if (!found) throw new Error(`no order ${number}`);
    found.status = status;
    found.pay_url = null;
    if (status === 'success') state.cash += found.amount;
  };
  return { sandbox, state, complete };
}

/** A record row. */
export function record(id: number, extra: Partial<DwRecordData> = {}): DwRecordData {
  return {
    id,
    order_number: `D2025061000000${id}`,
    type: 1,
    amount: 100 * id,
    currency: 'RMB',
    status: 'success',
    method_name: 'Bank transfer',
    created_at: '2025-06-10T12:00:00.000Z',
    completed_at: '2025-06-10T12:05:00.000Z',
    ...extra,
  };
}
