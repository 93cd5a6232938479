import { REGISTER_LIMITS } from '@casino/contracts/register-rules';

export type WithdrawPasswordValues = { proof: string; password: string; confirm: string };

const FOUR_DIGITS = new RegExp(`^\\d{${REGISTER_LIMITS.withdrawPassword}}$`);

/** The withdraw password form's failures: the proof (login password or current withdraw password), 4 digits, equal twice. */
export function withdrawPasswordErrors(
  values: WithdrawPasswordValues,
  changing: boolean,
): Partial<Record<keyof WithdrawPasswordValues, string>> {
  const errors: Partial<Record<keyof WithdrawPasswordValues, string>> = {};
  if (!values.proof) errors.proof = changing ? 'password.errors.old_withdraw_required' : 'password.errors.login_required';
  if (!FOUR_DIGITS.test(values.password)) errors.password = 'password.errors.withdraw_digits';
  else if (changing && values.password === values.proof) errors.password = 'password.errors.withdraw_same';
  if (values.confirm !== values.password) errors.confirm = 'password.errors.withdraw_confirm';
  return errors;
}
