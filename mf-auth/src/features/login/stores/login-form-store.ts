import { makeAutoObservable, runInAction } from 'mobx';
import { ValidationError } from 'yup';
import { CaptchaStore, isRequestError, sessionFromAnswer, type RootStore } from '@casino/mf-shared';
import { postLogin } from '../api/post-login';
import { loginSchema, type LoginField, type LoginValues } from '../lib/login-schema';

/** A failure shown above the submit button: a message key of the auth namespace, or the server's text. */
export type FormError = { key: string } | { text: string };

/** Login codes with their own message (member-and-account.md §8); others show the server's message. */
const loginCodeKeys: Record<string, string> = {
  '101': 'login.errors.101',
  '102': 'login.errors.102',
  '103': 'login.errors.103',
  '105': 'login.errors.105',
};

/** The login tab's state: what was typed, its validation, the captcha and the call to /login. */
export class LoginFormStore {
  values: LoginValues = { account: '', password: '', answer: '' };
  /** Message keys of the fields that failed validation. */
  errors: Partial<Record<LoginField, string>> = {};
  formError: FormError | null = null;
  submitting = false;
  readonly captcha: CaptchaStore;

  constructor(private readonly root: RootStore) {
    this.captcha = new CaptchaStore(root, 1);
    makeAutoObservable<LoginFormStore, 'root'>(this, { root: false, captcha: false });
  }

  setValue(field: LoginField, value: string): void {
    this.values[field] = value;
    // A shown error goes away as soon as the field is valid again.
    if (this.errors[field]) this.validateField(field);
  }

  validateField(field: LoginField): void {
    try {
      loginSchema.validateSyncAt(field, this.values);
      delete this.errors[field];
    } catch (error) {
      if (error instanceof ValidationError) this.errors[field] = error.message;
    }
  }

  /** Validates every field; true when the form may be sent. */
  validate(): boolean {
    try {
      loginSchema.validateSync(this.values, { abortEarly: false });
      this.errors = {};
      return true;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const errors: Partial<Record<LoginField, string>> = {};
      for (const inner of error.inner) {
        const field = inner.path as LoginField | undefined;
        if (field && !errors[field]) errors[field] = inner.message;
      }
      this.errors = errors;
      return false;
    }
  }

  /**
   * Sends the form. On success the session is stored and announced; on failure the message is
   * shown and the account and password stay as typed (the captcha is drawn anew: its token is spent).
   */
  async submit(): Promise<boolean> {
    if (this.submitting || !this.validate()) return false;
    const captchaToken = this.captcha.token;
    if (!captchaToken) {
      this.formError = { key: 'captcha.notReady' };
      return false;
    }
    this.submitting = true;
    this.formError = null;
    const values = loginSchema.cast(this.values);
    try {
      const data = await postLogin(this.root.api, {
        account: values.account,
        password: values.password,
        site_id: this.root.site.siteId,
        captcha_token: captchaToken,
        answer: values.answer,
        device: this.root.layout.device,
      });
      this.root.logIn(sessionFromAnswer(data));
      runInAction(() => {
        this.submitting = false;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.submitting = false;
        this.formError = this.describe(error);
        this.values.answer = '';
      });
      void this.captcha.refresh();
      return false;
    }
  }

  private describe(error: unknown): FormError {
    if (!isRequestError(error)) return { key: 'login.errors.unknown' };
    const key = error.code !== undefined ? loginCodeKeys[String(error.code)] : undefined;
    if (key) return { key };
    return { text: this.root.describeError(error) };
  }

  dispose(): void {
    this.captcha.dispose();
  }
}
