/**
 * The money calls of the member centre (issue 12, docs/member.md "Money"): deposit methods and
 * orders, withdrawals, bank accounts, the deposit/withdrawal record and fast payment. The specs
 * do not show these backend flows; the shapes below are the product's own design, used by
 * mf-member and the sandbox alike. Every call is POST under /api.
 */

export const DEPOSIT_METHODS_PATH = '/arks/web/deposit/methods';
export const DEPOSIT_ORDER_PATH = '/arks/web/deposit/order';
export const DEPOSIT_ORDER_DETAIL_PATH = '/arks/web/deposit/order/detail';
export const DEPOSIT_ORDER_CANCEL_PATH = '/arks/web/deposit/order/cancel';
export const WITHDRAW_SETTING_PATH = '/arks/web/withdraw/setting';
export const WITHDRAW_APPLY_PATH = '/arks/web/withdraw/apply';
export const BANK_LIST_PATH = '/arks/web/bank/list';
export const BANK_ACCOUNTS_PATH = '/arks/web/member/bank-account';
export const BANK_ACCOUNT_STORE_PATH = '/arks/web/member/bank-account/store';
export const DW_RECORD_PATH = '/arks/web/member/dw-record';
/** Public: fast-payment methods of a currency (no login needed). */
export const FAST_PAYMENT_METHODS_PATH = '/arks/web/fast-payment/methods';
/** Public: a fast-payment order; with a session for the session's member, otherwise for member_account. */
export const FAST_PAYMENT_ORDER_PATH = '/arks/web/fast-payment/order';

/** The states of a deposit or withdrawal order. */
export type MoneyOrderStatus = 'pending' | 'success' | 'failed' | 'cancelled';
export const MONEY_ORDER_STATUSES: readonly MoneyOrderStatus[] = ['pending', 'success', 'failed', 'cancelled'];

/** 1 deposit, 2 withdrawal (dw-record `type`; 0 asks for both). */
export type DwType = 1 | 2;

/** One way to deposit in the member's currency, with its limits. */
export interface DepositMethodData {
  id: number;
  /** bank_transfer, e_wallet, qr_code, usdt: the client picks its icon and hint by it */
  code: string;
  /** in the request's language */
  name: string;
  min_amount: number;
  max_amount: number;
  /** the amounts offered as one-tap buttons, within the limits */
  quick_amounts: number[];
  /** 1: offered in the fast-payment window too */
  fast: number;
  /** 1: paid on the provider's payment page, which opens in its own window (the order's pay_url); 0: a bank transfer to the payee */
  payment_page: number;
}

/** `POST /arks/web/deposit/methods` {} → the methods of the member's currency. */
export interface DepositMethodsResponse {
  currency: string;
  list: DepositMethodData[];
}

/** Where the member sends the money of a bank-transfer order (null for the other methods). */
export interface DepositPayeeData {
  bank_name: string;
  account_name: string;
  account_number: string;
  /** the text the member writes in the transfer's note, so the order is matched */
  reference: string;
}

export interface DepositOrderData {
  order_number: string;
  method_id: number;
  method_name: string;
  amount: number;
  currency: string;
  status: MoneyOrderStatus;
  created_at: string;
  completed_at: string | null;
  payee: DepositPayeeData | null;
  /** the provider's payment page while the order waits (methods with payment_page 1); null otherwise */
  pay_url: string | null;
}

/** `POST /arks/web/deposit/order` {method_id, amount} → {order}. Codes: see DEPOSIT_ERROR. */
export interface DepositOrderBody {
  method_id: number;
  amount: number;
}

export interface DepositOrderResponse {
  order: DepositOrderData;
}

/** Business codes of the deposit calls. */
export const DEPOSIT_ERROR = {
  methodUnavailable: 101,
  amountOutOfRange: 102,
  bankAccountRequired: 103,
  tooManyPending: 104,
  notPending: 105,
  orderNotFound: 106,
  memberNotFound: 107,
} as const;

/** `POST /arks/web/withdraw/setting` {} → what the withdrawal form needs. */
export interface WithdrawSettingResponse {
  currency: string;
  min_amount: number;
  max_amount: number;
  /** withdrawals allowed per day, and how many the member has made today (pending or paid) */
  daily_times: number;
  used_times: number;
  /** the main wallet's cash, which a withdrawal takes from */
  balance: number;
  /** 1: the member has a withdraw password (set at registration or in the member centre) */
  has_withdraw_password: number;
  bank_accounts: BankAccountData[];
}

/** `POST /arks/web/withdraw/apply` → {order}. The cash is taken when the order is made; a failed order gives it back. */
export interface WithdrawApplyBody {
  bank_account_id: number;
  amount: number;
  withdraw_password: string;
}

export interface WithdrawOrderData {
  order_number: string;
  amount: number;
  currency: string;
  status: MoneyOrderStatus;
  bank_name: string;
  account_number: string;
  created_at: string;
  completed_at: string | null;
}

export interface WithdrawApplyResponse {
  order: WithdrawOrderData;
  /** the main wallet's cash after the withdrawal */
  balance: number;
}

/** Business codes of the withdrawal call. */
export const WITHDRAW_ERROR = {
  bankAccountNotFound: 101,
  amountOutOfRange: 102,
  insufficientBalance: 103,
  wrongWithdrawPassword: 104,
  noWithdrawPassword: 105,
  dailyLimitReached: 106,
} as const;

/** One bank of the member's currency. */
export interface BankData {
  bank_code: string;
  bank_name: string;
}

/** `POST /arks/web/bank/list` {} → the banks of the member's currency. */
export interface BankListResponse {
  currency: string;
  list: BankData[];
}

/** A bank account bound to the member; the number is masked but for its last 4 digits. */
export interface BankAccountData {
  id: number;
  bank_code: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  branch: string;
  created_at: string;
}

/** `POST /arks/web/member/bank-account` {} → the member's bank accounts. */
export interface BankAccountsResponse {
  /** how many accounts a member may bind */
  max_count: number;
  list: BankAccountData[];
}

/** `POST /arks/web/member/bank-account/store` → {bank_account}. */
export interface BankAccountStoreBody {
  bank_code: string;
  account_name: string;
  account_number: string;
  branch?: string;
  withdraw_password: string;
}

export interface BankAccountStoreResponse {
  bank_account: BankAccountData;
}

/** Business codes of binding a bank account. */
export const BANK_ACCOUNT_ERROR = {
  bankNotFound: 101,
  accountNumberTaken: 102,
  tooManyAccounts: 103,
  wrongWithdrawPassword: 104,
  noWithdrawPassword: 105,
  nameMismatch: 106,
} as const;

/** The rules of a bank account's fields, checked by the form and the sandbox. */
export const BANK_ACCOUNT_RULES = {
  accountNumber: /^\d{8,20}$/,
  accountNameMax: 50,
  branchMax: 60,
  withdrawPassword: /^\d{4}$/,
} as const;

/** `POST /arks/web/member/dw-record` → one page of deposits and withdrawals, newest first. */
export interface DwRecordBody {
  /** 0 both, 1 deposits, 2 withdrawals */
  type: 0 | DwType;
  /** YYYY-MM-DD, both days included, in the site's zone (UTC in the sandbox) */
  start_date: string;
  end_date: string;
  page: number;
  count: number;
}

export interface DwRecordData {
  id: number;
  order_number: string;
  type: DwType;
  amount: number;
  currency: string;
  status: MoneyOrderStatus;
  /** the deposit method, or the bank of a withdrawal */
  method_name: string;
  created_at: string;
  completed_at: string | null;
}

export interface DwRecordResponse {
  list: DwRecordData[];
  total_count: number;
}

/** Business codes of the record call. */
export const DW_RECORD_ERROR = { badDateRange: 101 } as const;
/** The longest range any member record list (deposits and withdrawals, transfers, recommend) answers, in days, both ends included. */
export const RECORD_MAX_DAYS = 90;
/** The longest range the deposit and withdrawal record answers, in days (the records' one maximum). */
export const DW_RECORD_MAX_DAYS = RECORD_MAX_DAYS;

/** `POST /arks/web/fast-payment/methods` {site_id, currency} → the fast methods of that currency. */
export interface FastPaymentMethodsBody {
  site_id: number;
  currency: string;
}

/** `POST /arks/web/fast-payment/order` {site_id, method_id, amount, member_account?} → {order}. */
export interface FastPaymentOrderBody {
  site_id: number;
  method_id: number;
  amount: number;
  /** who is credited when the call has no session (sites where fast payment needs no login) */
  member_account?: string;
}

/** `member_deposit.success` on private-member.{id} (shell-and-public.md §4). */
export interface MemberDepositSuccessEvent {
  order_number: string;
  deposit_amount: number;
  /** the member's count of successful deposits, this one included (1: the first) */
  deposit_times: number;
}
