import { emptyRegisterValues, policyFromSettings, REGISTER_LIMITS, validateRegisterField } from '@casino/mf-shared/register-rules';

/** The register password rules (§5: 6-12 letters and digits, at least one of each), as a key of this remote. */
export function newPasswordError(password: string): string | null {
  const values = { ...emptyRegisterValues(), password };
  const key = validateRegisterField('password', values, { siteId: 0, currency: '', policy: policyFromSettings([], '') });
  return key ? `password.errors.${key.replace(/^register\.errors\./, '')}` : null;
}

export type ChangePasswordValues = { oldPassword: string; password: string; confirm: string };

/** The change form's failures by field (keys of this remote). */
export function changePasswordErrors(values: ChangePasswordValues): Partial<Record<keyof ChangePasswordValues, string>> {
  const errors: Partial<Record<keyof ChangePasswordValues, string>> = {};
  if (!values.oldPassword) errors.oldPassword = 'password.errors.old_required';
  const rule = newPasswordError(values.password);
  if (rule) errors.password = rule;
  else if (values.password === values.oldPassword) errors.password = 'password.errors.same';
  if (!values.confirm) errors.confirm = 'password.errors.confirm_required';
  else if (values.confirm !== values.password) errors.confirm = 'password.errors.confirm_diff';
  return errors;
}

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
