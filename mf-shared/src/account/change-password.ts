// The shared singleton, not relative paths: this module is bundled into each remote that uses it
// (it carries the register rules and yup, which the page's first view must not download).
import type { RootStore } from '@casino/mf-shared';
import { EDIT_PASSWORD_PATH } from '@casino/contracts';
import { emptyRegisterValues, policyFromSettings, validateRegisterField } from '@casino/contracts/register-rules';
import { RuledFormStore } from '@casino/mf-shared/forms';

/** The login password change of the member centre and of the first login: the current password, then the new one twice. */
export type ChangePasswordField = 'oldPassword' | 'password' | 'confirm';
export type ChangePasswordValues = Record<ChangePasswordField, string>;

export const CHANGE_PASSWORD_FIELDS: readonly ChangePasswordField[] = ['oldPassword', 'password', 'confirm'];

/** The register password rule (§5: 6-12 letters and digits, at least one of each), as a key of the `common` namespace. */
export function newPasswordError(password: string): string | null {
  const values = { ...emptyRegisterValues(), password };
  const key = validateRegisterField('password', values, { siteId: 0, currency: '', policy: policyFromSettings([], '') });
  return key ? `changePassword.errors.${key.replace(/^register\.errors\./, '')}` : null;
}

/** The change form's failures by field (keys of the `common` namespace). */
export function changePasswordErrors(values: ChangePasswordValues): Partial<Record<ChangePasswordField, string>> {
  const errors: Partial<Record<ChangePasswordField, string>> = {};
  if (!values.oldPassword) errors.oldPassword = 'changePassword.errors.old_required';
  const rule = newPasswordError(values.password);
  if (rule) errors.password = rule;
  else if (values.password === values.oldPassword) errors.password = 'changePassword.errors.same';
  if (!values.confirm) errors.confirm = 'changePassword.errors.confirm_required';
  else if (values.confirm !== values.password) errors.confirm = 'changePassword.errors.confirm_diff';
  return errors;
}

/**
 * The login password change, POST /member/profile/edit_password; a refusal keeps the server's
 * message. `afterChange` runs once the server took it (the first login reads the member layout again).
 */
export class ChangePasswordStore extends RuledFormStore<ChangePasswordField> {
  constructor(root: RootStore, afterChange?: () => Promise<unknown>) {
    super(
      root,
      CHANGE_PASSWORD_FIELDS,
      changePasswordErrors,
      async (values) => {
        await root.api.post<unknown>(
          EDIT_PASSWORD_PATH,
          { old_password: values.oldPassword, password: values.password, password_confirmation: values.confirm },
          { silent: true },
        );
        await afterChange?.();
      },
      { key: 'changePassword.failed' },
    );
  }
}
