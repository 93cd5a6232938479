import { makeAutoObservable, runInAction } from 'mobx';
import { ValidationError } from 'yup';
import { getLoginHeader, isRequestError, type RootStore } from '@casino/mf-shared';
import { CAPTCHA_TYPE, isDoubleValidation, LOGIN_CODES, sessionFromAnswer } from '@casino/contracts';
import { CaptchaStore } from '@casino/mf-shared/captcha';
import type { FormMessage } from '@casino/mf-shared/forms';
import { postLogin } from '../api/post-login';
import { deviceFields, pageDeviceEnvironment, type DeviceEnvironment } from '../lib/device-info';
import { asDeviceChallenge, loginErrorOf, type LoginOutcome } from '../lib/login-outcome';
import { loginSchema, type LoginField, type LoginValues } from '../lib/login-schema';

export interface LoginFormOptions {
  /** What the form starts with (the account and password typed before a dialog took over). */
  initial?: Partial<LoginValues>;
  /** A note above the form (after a password reset: "log in with your new password"). */
  notice?: string | null;
  /** The browser's device facts (tests give them). */
  environment?: () => DeviceEnvironment;
}

/** The login tab's state: what was typed, its validation, the captcha and the call to /login. */
export class LoginFormStore {
  values: LoginValues = { account: '', password: '', answer: '' };
  /** Message keys of the fields that failed validation. */
  errors: Partial<Record<LoginField, string>> = {};
  formError: FormMessage | null = null;
  /** A message key shown as a note above the form. */
  notice: string | null;
  submitting = false;
  readonly captcha: CaptchaStore;
  private readonly environment: () => DeviceEnvironment;

  constructor(
    private readonly root: RootStore,
    options: LoginFormOptions = {},
  ) {
    this.captcha = new CaptchaStore(root, CAPTCHA_TYPE.login);
    this.values = { ...this.values, ...options.initial, answer: '' };
    this.notice = options.notice ?? null;
    this.environment = options.environment ?? (() => pageDeviceEnvironment(root.layout.mode));
    makeAutoObservable<LoginFormStore, 'root' | 'environment'>(this, { root: false, captcha: false, environment: false });
  }

  /** The account and password as typed (kept while a dialog takes over). */
  typed(): Pick<LoginValues, 'account' | 'password'> {
    return { account: this.values.account, password: this.values.password };
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
   * Sends the form: the signed header from the own server, then POST /login with the device
   * fields. Logged in: the session is stored and announced. Refused: the message is shown and the
   * account and password stay as typed. Either way but success, the captcha is drawn anew (its
   * token is spent). A 107, an 802 or a double-validation answer is handed to the caller.
   */
  async submit(): Promise<LoginOutcome> {
    if (this.submitting || !this.validate()) return { kind: 'refused' };
    const captchaToken = this.captcha.token;
    if (!captchaToken) {
      this.formError = { key: 'captcha.notReady' };
      return { kind: 'refused' };
    }
    this.submitting = true;
    this.formError = null;
    this.notice = null;
    const values = loginSchema.cast(this.values);
    let outcome: LoginOutcome;
    try {
      const header = await getLoginHeader(this.root.api).catch((error: unknown) => {
        throw new HeaderUnavailable(error);
      });
      const answer = await postLogin(
        this.root.api,
        {
          account: values.account,
          password: values.password,
          site_id: this.root.site.siteId,
          captcha_token: captchaToken,
          answer: values.answer,
          ...deviceFields(this.environment()),
          host: header.headers.host,
          remote_addr: header.headers.remote_addr,
        },
        header,
      );
      if (isDoubleValidation(answer)) {
        outcome = {
          kind: 'double-validation',
          challenge: answer.double_validation,
          origin: { remote_addr: header.headers.remote_addr, host: header.headers.host },
          account: values.account,
        };
      } else {
        this.root.logIn(sessionFromAnswer(answer));
        outcome = { kind: 'in' };
      }
    } catch (error) {
      outcome = this.failure(error, values.account);
    }
    runInAction(() => {
      this.submitting = false;
      if (outcome.kind !== 'in') this.values.answer = '';
    });
    // A refusal draws a new captcha here; a dialog takes the form's place, and the form draws one
    // when it comes back (a draw now would race the dialog's own captcha for nothing).
    if (outcome.kind === 'refused') void this.captcha.refresh();
    return outcome;
  }

  private failure(error: unknown, account: string): LoginOutcome {
    if (isRequestError(error)) {
      const code = Number(error.code);
      const challenge = code === LOGIN_CODES.deviceVerify ? asDeviceChallenge(error.data) : null;
      if (challenge) return { kind: 'device-verify', challenge, account };
      if (code === LOGIN_CODES.transferValidation) return { kind: 'transfer-validation', account };
    }
    runInAction(() => (this.formError = this.describe(error)));
    return { kind: 'refused' };
  }

  private describe(error: unknown): FormMessage {
    if (error instanceof HeaderUnavailable) return { key: 'login.errors.header' };
    if (!isRequestError(error)) return { key: 'login.errors.unknown' };
    if (error.kind !== 'business' && error.kind !== 'unhandled') return { text: this.root.describeError(error) };
    return loginErrorOf(error.code, this.root.describeError(error), error.data);
  }

  dispose(): void {
    this.captcha.dispose();
  }
}

/** The own server did not give the signed header: nothing was sent to /login. */
class HeaderUnavailable extends Error {
  constructor(cause: unknown) {
    super('login header unavailable', { cause });
  }
}
