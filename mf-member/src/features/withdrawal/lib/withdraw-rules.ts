import { amountMessage, checkAmount, withdrawPasswordMessage, type FormMessage } from '@casino/mf-shared';
import type { WithdrawSettingResponse } from '@casino/contracts';

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
  const check = checkAmount(input.amountText, {
    min: setting.min_amount,
    max: setting.max_amount,
    balance,
    currency: setting.currency,
  });
  const amount = amountMessage(check, 'money.amount', format);
  const password = withdrawPasswordMessage(input.password, 'money.withdrawPassword');
  if (form || amount || password || check.kind !== 'ok') return { ok: false, amount, password, form };
  return { ok: true, amount: check.amount };
}
