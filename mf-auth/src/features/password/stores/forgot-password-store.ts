import { makeAutoObservable, runInAction } from 'mobx';
import { isRequestError, type RootStore } from '@casino/mf-shared';
import { SMS_COUNTDOWN_SECONDS } from '@casino/contracts';
import { fieldErrors } from '@casino/contracts/register-rules';
import { CountdownStore } from '@casino/mf-shared/forms';
import { postForgotPasswordReset, postForgotPasswordSms } from '../api/post-password';
import { forgotResetSchema, forgotSmsSchema } from '../lib/password-schemas';

export type ForgotField = 'account' | 'phone' | 'code' | 'password' | 'confirm';

/**
 * Forgot password: account and phone → a code by SMS (the button waits 300 s, §9) → the code and a
 * new password → back to the login tab.
 */
export class ForgotPasswordStore {
  values: Record<ForgotField, string> = { account: '', phone: '', code: '', password: '', confirm: '' };
  errors: Partial<Record<ForgotField, string>> = {};
  formError: { key: string } | { text: string } | null = null;
  /** A message key: the code was sent. */
  notice: string | null = null;
  /** Once a code went out, the rest of the form shows. */
  codeSent = false;
  sending = false;
  submitting = false;
  readonly countdown: CountdownStore;

  constructor(
    private readonly root: RootStore,
    account = '',
    now?: () => number,
  ) {
    this.values.account = account;
    this.countdown = new CountdownStore(now);
    makeAutoObservable<ForgotPasswordStore, 'root'>(this, { root: false, countdown: false });
  }

  set(field: ForgotField, value: string): void {
    this.values[field] = value;
    // A shown message goes as soon as its field is valid; fields not yet sent stay quiet.
    if (this.errors[field]) this.errors[field] = this.check(this.codeSent)[field];
    if (!this.errors[field]) delete this.errors[field];
  }

  private check(full: boolean): Partial<Record<ForgotField, string>> {
    return full ? fieldErrors(forgotResetSchema, this.values) : fieldErrors(forgotSmsSchema, this.values);
  }

  async sendCode(): Promise<void> {
    if (this.sending || this.countdown.running) return;
    const errors = fieldErrors(forgotSmsSchema, this.values);
    this.errors = errors;
    if (Object.keys(errors).length) return;
    this.sending = true;
    this.formError = null;
    this.notice = null;
    try {
      await postForgotPasswordSms(this.root.api, {
        account: this.values.account.trim(),
        member_phone: this.values.phone.trim(),
        site_id: this.root.site.siteId,
      });
      this.countdown.start(SMS_COUNTDOWN_SECONDS);
      runInAction(() => {
        this.codeSent = true;
        this.notice = 'forgot.sent';
      });
    } catch (error) {
      runInAction(() => (this.formError = this.describe(error)));
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  /** True once the new password is set. */
  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    if (!this.codeSent) {
      await this.sendCode();
      return false;
    }
    this.errors = this.check(true);
    if (Object.keys(this.errors).length) return false;
    this.submitting = true;
    this.formError = null;
    this.notice = null;
    try {
      await postForgotPasswordReset(this.root.api, {
        account: this.values.account.trim(),
        member_phone: this.values.phone.trim(),
        site_id: this.root.site.siteId,
        verify_code: this.values.code.trim(),
        password: this.values.password,
      });
      runInAction(() => (this.submitting = false));
      return true;
    } catch (error) {
      runInAction(() => {
        this.submitting = false;
        this.values.code = '';
        this.formError = this.describe(error);
      });
      return false;
    }
  }

  private describe(error: unknown): { key: string } | { text: string } {
    return isRequestError(error) ? { text: this.root.describeError(error) } : { key: 'login.errors.unknown' };
  }

  dispose(): void {
    this.countdown.stop();
  }
}
