import { BANK_ACCOUNT_RULES, checkAmount, type FormMessage, type WithdrawSettingResponse } from '@casino/mf-shared';

/** Currencies whose amounts have no decimals. */
const WHOLE_CURRENCIES = new Set(['VND']);

export interface WithdrawInput {
  amountText: string;
  password: string;
}

export type WithdrawCheck =
  { ok: true; amount: number } | { ok: false; amount: FormMessage | null; password: FormMessage | null; form: FormMessage | null };

/**
 * What the withdrawal form checks before it asks the server: today's count, the amount against
 * the limits and the balance, and a withdraw password of 4 digits. `format` writes money.
 */
export function checkWithdraw(
  input: WithdrawInput,
  setting: WithdrawSettingResponse,
  balance: number,
  format: (amount: number) => string,
): WithdrawCheck {
  const form: FormMessage | null =
    setting.used_times >= setting.daily_times ? { key: 'withdrawal.dailyLimit', values: { times: setting.daily_times } } : null;
  const check = checkAmount(input.amountText, {
    min: setting.min_amount,
    max: setting.max_amount,
    balance,
    whole: WHOLE_CURRENCIES.has(setting.currency),
  });
  let amount: FormMessage | null = null;
  if (check.kind === 'below') amount = { key: 'money.amount.below', values: { min: format(check.min) } };
  else if (check.kind === 'above') amount = { key: 'money.amount.above', values: { max: format(check.max) } };
  else if (check.kind === 'overBalance') amount = { key: 'money.amount.overBalance', values: { balance: format(check.balance) } };
  else if (check.kind !== 'ok') amount = { key: `money.amount.${check.kind}` };
  let password: FormMessage | null = null;
  if (input.password === '') password = { key: 'money.withdrawPassword.required' };
  else if (!BANK_ACCOUNT_RULES.withdrawPassword.test(input.password)) password = { key: 'money.withdrawPassword.digits' };
  if (form || amount || password || check.kind !== 'ok') return { ok: false, amount, password, form };
  return { ok: true, amount: check.amount };
}
