import { makeAutoObservable, runInAction } from 'mobx';
import { isRequestError, type RootStore } from '@casino/mf-shared';
import { postEditPassword } from '../api/post-password';
import { fieldErrors } from '@casino/mf-shared/register-rules';
import { changePasswordSchema } from '../lib/password-schemas';

export type ChangePasswordField = 'oldPassword' | 'password' | 'confirm';

/** The first-login password change (member layout first_login_to_change_password = 1). */
export class ChangePasswordStore {
  values: Record<ChangePasswordField, string> = { oldPassword: '', password: '', confirm: '' };
  errors: Partial<Record<ChangePasswordField, string>> = {};
  /** The server's message (§8: "password edit failure shows the server message"). */
  formError: { key: string } | { text: string } | null = null;
  submitting = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ChangePasswordStore, 'root'>(this, { root: false });
  }

  set(field: ChangePasswordField, value: string): void {
    this.values[field] = value;
    // A shown message goes as soon as its field is valid; fields not yet sent stay quiet.
    if (this.errors[field]) this.errors[field] = fieldErrors(changePasswordSchema, this.values)[field];
    if (!this.errors[field]) delete this.errors[field];
  }

  /** Sends the change; on success the member layout is read again (which closes the dialog). */
  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    this.errors = fieldErrors(changePasswordSchema, this.values);
    if (Object.keys(this.errors).length) return false;
    this.submitting = true;
    this.formError = null;
    try {
      await postEditPassword(this.root.api, {
        old_password: this.values.oldPassword,
        password: this.values.password,
        password_confirmation: this.values.confirm,
      });
      await this.root.member.load();
      runInAction(() => (this.submitting = false));
      return true;
    } catch (error) {
      runInAction(() => {
        this.submitting = false;
        this.formError = isRequestError(error) ? { text: this.root.describeError(error) } : { key: 'login.errors.unknown' };
      });
      return false;
    }
  }
}
