import { makeAutoObservable, runInAction } from 'mobx';
import { isRequestError, type RootStore } from '@casino/mf-shared';
import { TRANSFER_REVERIFY_CODES } from '@casino/contracts';
import { fieldErrors } from '@casino/contracts/register-rules';
import { CaptchaStore } from '@casino/mf-shared/captcha';
import type { FormMessage } from '@casino/mf-shared/forms';
import { getClientCaptcha, postClientCaptchaVerify } from '../api/client-captcha';
import { postTransferReset, postTransferVerify } from '../api/post-transfer';
import { resetSchema, verifySchema, type TransferMethod } from '../lib/transfer-schema';

export type VerifyField = 'account' | 'withdrawPassword' | 'email' | 'phone' | 'captcha';
export type ResetField = 'password' | 'confirm';

/**
 * The member transfer validation of login code 802 (member-and-account.md §4): step 1 proves the
 * account (withdraw password, the email or phone by the chosen method, the local captcha) and
 * yields a token from POST /arks/web/vx/verify; step 2 sets a new password with it through
 * POST /arks/web/vx/reset. Codes that void the proof send the member back to step 1.
 */
export class TransferValidationStore {
  step: 1 | 2 = 1;
  account: string;
  withdrawPassword = '';
  method: TransferMethod = 'email';
  email = '';
  phone = '';
  captchaAnswer = '';
  password = '';
  confirm = '';
  errors: Partial<Record<VerifyField | ResetField, string>> = {};
  formError: FormMessage | null = null;
  /** "Please verify again": a code voided step 1's proof. */
  reverify = false;
  submitting = false;
  done = false;
  private token: string | null = null;
  /** The local captcha drawn by the product's own server (GET /clientCaptcha). */
  readonly captcha: CaptchaStore;

  constructor(
    private readonly root: RootStore,
    account: string,
  ) {
    this.account = account;
    this.captcha = new CaptchaStore(root, () => getClientCaptcha(root.api));
    makeAutoObservable<TransferValidationStore, 'root' | 'token'>(this, { root: false, captcha: false, token: false });
  }

  set(field: VerifyField | ResetField, value: string): void {
    const fields = this as unknown as Record<string, string>;
    fields[field === 'captcha' ? 'captchaAnswer' : field] = value;
    // A shown message goes as soon as its field is valid; fields not yet sent stay quiet.
    if (this.errors[field]) this.errors[field] = this.check(this.step)[field];
    if (!this.errors[field]) delete this.errors[field];
  }

  setMethod(method: TransferMethod): void {
    this.method = method;
    delete this.errors.email;
    delete this.errors.phone;
  }

  private verifyValues() {
    return {
      account: this.account,
      withdrawPassword: this.withdrawPassword,
      method: this.method,
      email: this.email,
      phone: this.phone,
      captcha: this.captchaAnswer,
    };
  }

  private check(step: 1 | 2): Partial<Record<VerifyField | ResetField, string>> {
    return step === 1
      ? fieldErrors(verifySchema, this.verifyValues())
      : fieldErrors(resetSchema, { password: this.password, confirm: this.confirm });
  }

  private validate(step: 1 | 2): boolean {
    this.errors = this.check(step);
    return Object.keys(this.errors).length === 0;
  }

  /** Step 1: the local captcha first (wrong → verify_failed), then POST /arks/web/vx/verify. */
  async submitVerify(): Promise<void> {
    if (this.submitting || !this.validate(1)) return;
    const captchaToken = this.captcha.token;
    if (!captchaToken) {
      this.formError = { key: 'captcha.notReady' };
      return;
    }
    this.submitting = true;
    this.formError = null;
    this.reverify = false;
    try {
      const check = await postClientCaptchaVerify(this.root.api, { token: captchaToken, answer: this.captchaAnswer.trim() });
      if (!check.valid) {
        runInAction(() => {
          this.errors = { captcha: 'verify_failed' };
          this.captchaAnswer = '';
        });
        return;
      }
      const contact = this.method === 'email' ? { member_email: this.email.trim() } : { member_phone: this.phone.trim() };
      const { token } = await postTransferVerify(this.root.api, {
        account: this.account.trim(),
        withdraw_password: this.withdrawPassword.trim(),
        ...contact,
        site_id: this.root.site.siteId,
      });
      runInAction(() => {
        this.token = token;
        this.step = 2;
        this.errors = {};
      });
    } catch (error) {
      runInAction(() => {
        this.captchaAnswer = '';
        this.fail(error, TRANSFER_REVERIFY_CODES.verify);
      });
    } finally {
      runInAction(() => (this.submitting = false));
      // The token is spent whatever happened: step 1 shown again needs a new one.
      if (this.step === 1) void this.captcha.refresh();
    }
  }

  /** Step 2: POST /arks/web/vx/reset; true once the new password is set. */
  async submitReset(): Promise<boolean> {
    if (this.submitting || !this.validate(2)) return false;
    this.submitting = true;
    this.formError = null;
    try {
      await postTransferReset(this.root.api, {
        account: this.account.trim(),
        password: this.password,
        token: this.token ?? '',
        site_id: this.root.site.siteId,
      });
      runInAction(() => (this.done = true));
      return true;
    } catch (error) {
      runInAction(() => this.fail(error, TRANSFER_REVERIFY_CODES.reset));
      return false;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  private fail(error: unknown, reverifyCodes: readonly number[]): void {
    if (isRequestError(error) && reverifyCodes.includes(Number(error.code))) {
      this.reverify = true;
      this.backToStep1();
      return;
    }
    this.formError = isRequestError(error) ? { text: this.root.describeError(error) } : { key: 'login.errors.unknown' };
  }

  private backToStep1(): void {
    const wasStep2 = this.step === 2;
    this.step = 1;
    this.token = null;
    this.password = '';
    this.confirm = '';
    this.captchaAnswer = '';
    if (wasStep2) void this.captcha.refresh();
  }
}
