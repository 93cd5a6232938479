import {
  AGENT_TRANSFER_ERROR,
  BANK_ACCOUNT_RULES,
  checkAmount,
  type AgentTransferSettingsResponse,
  type FormMessage,
} from '@casino/mf-shared';

/** Currencies whose amounts have no decimals. */
const WHOLE_CURRENCIES = new Set(['VND']);

export interface TransferInput {
  account: string;
  amountText: string;
  password: string;
}

export type TransferCheck =
  | { ok: true; account: string; amount: number }
  | { ok: false; account: FormMessage | null; amount: FormMessage | null; password: FormMessage | null };

/**
 * What the transfer form checks before it asks the server: a downline account that is not the
 * agent's own, an amount within one transfer's limits and the agent's balance, and a withdraw
 * password of 4 digits. `format` writes money.
 */
export function checkTransfer(
  input: TransferInput,
  setting: AgentTransferSettingsResponse,
  balance: number,
  ownAccount: string | null,
  format: (amount: number) => string,
): TransferCheck {
  const accountText = input.account.trim();
  let account: FormMessage | null = null;
  if (accountText === '') account = { key: 'transfer.account.required' };
  else if (ownAccount !== null && accountText.toLowerCase() === ownAccount.toLowerCase()) account = { key: 'transfer.account.self' };

  const check = checkAmount(input.amountText, {
    min: setting.min_amount,
    max: setting.max_amount,
    balance,
    whole: WHOLE_CURRENCIES.has(setting.currency),
  });
  let amount: FormMessage | null = null;
  if (check.kind === 'below') amount = { key: 'transfer.amount.below', values: { min: format(check.min) } };
  else if (check.kind === 'above') amount = { key: 'transfer.amount.above', values: { max: format(check.max) } };
  else if (check.kind === 'overBalance') amount = { key: 'transfer.amount.overBalance', values: { balance: format(check.balance) } };
  else if (check.kind !== 'ok') amount = { key: `transfer.amount.${check.kind}` };

  let password: FormMessage | null = null;
  if (input.password === '') password = { key: 'transfer.password.required' };
  else if (!BANK_ACCOUNT_RULES.withdrawPassword.test(input.password)) password = { key: 'transfer.password.digits' };

  if (account || amount || password || check.kind !== 'ok') return { ok: false, account, amount, password };
  return { ok: true, account: accountText, amount: check.amount };
}

/** The form field a refusal of the server belongs to. */
export type RefusalField = 'account' | 'amount' | 'password' | 'form';

const FIELD_OF_CODE: Record<number, RefusalField> = {
  [AGENT_TRANSFER_ERROR.notActiveAgent]: 'form',
  [AGENT_TRANSFER_ERROR.notInDownline]: 'account',
  [AGENT_TRANSFER_ERROR.memberUnavailable]: 'account',
  [AGENT_TRANSFER_ERROR.wrongWithdrawPassword]: 'password',
  [AGENT_TRANSFER_ERROR.noWithdrawPassword]: 'password',
  [AGENT_TRANSFER_ERROR.amountOutOfRange]: 'amount',
  [AGENT_TRANSFER_ERROR.insufficientBalance]: 'amount',
};

/**
 * A refusal of POST /agent/transfer as the form shows it: each code of AGENT_TRANSFER_ERROR in
 * the page's language (transfer.error.<code>) beside the field it concerns; another code keeps
 * the server's own message. null when the code is not one of the call's.
 */
export function transferRefusal(
  code: number | string | undefined,
  setting: AgentTransferSettingsResponse,
  format: (amount: number) => string,
): { field: RefusalField; message: FormMessage } | null {
  const number = Number(code);
  const field = FIELD_OF_CODE[number];
  if (field === undefined) return null;
  const values =
    number === AGENT_TRANSFER_ERROR.amountOutOfRange ? { min: format(setting.min_amount), max: format(setting.max_amount) } : undefined;
  return { field, message: { key: `transfer.error.${number}`, ...(values ? { values } : {}) } };
}
