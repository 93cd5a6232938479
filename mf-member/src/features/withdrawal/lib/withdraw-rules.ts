import { checkAmountAndPassword, type FormMessage, type WithdrawSettingResponse } from '@casino/contracts';

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
    setting.used_times >= setting.daily_times ? { key: 'withdrawal.dailyLimit', values: { count: setting.daily_times } } : null;
  const prefixes = { amount: 'money.amount', password: 'money.withdrawPassword' };
  const money = checkAmountAndPassword(input, setting, balance, prefixes, format);
  if (form || money.amount === null) return { ok: false, amount: money.amountMessage, password: money.passwordMessage, form };
  return { ok: true, amount: money.amount };
}
