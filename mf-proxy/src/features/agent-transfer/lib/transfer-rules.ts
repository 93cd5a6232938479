import { AGENT_TRANSFER_ERROR, checkAmountAndPassword, type AgentTransferSettingsResponse, type FormMessage } from '@casino/contracts';

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

  const prefixes = { amount: 'transfer.amount', password: 'transfer.password' };
  const money = checkAmountAndPassword(input, setting, balance, prefixes, format);
  if (account || money.amount === null) return { ok: false, account, amount: money.amountMessage, password: money.passwordMessage };
  return { ok: true, account: accountText, amount: money.amount };
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
