import { makeAutoObservable, runInAction } from 'mobx';
import { isRequestError, type RootStore } from '@casino/mf-shared';
import {
  CAPTCHA_TYPE,
  DEFAULT_AVAILABLE_QUESTIONS,
  sessionFromAnswer,
  SESSION_CHECK_DELAY_MS,
  type DoubleValidationChallenge,
} from '@casino/contracts';
import { CaptchaStore } from '@casino/mf-shared/captcha';
import type { FormMessage } from '@casino/mf-shared/forms';
import { postDoubleValidation, postDoubleValidationSkip } from '../api/post-double-validation';
import { doubleValidationErrorOf, skipErrorOf } from '../lib/double-validation-codes';

/** Where the login came from (the signed login header's values), repeated with the answer. */
export interface RequestOrigin {
  remote_addr: string;
  host: string;
}

/**
 * The login double validation (member-and-account.md §4): a question the member answers with a
 * captcha; "another question" while some are left; answer and captcha cleared on failure. Once in,
 * the session is checked again 2 s later (the member layout: a 401 logs out through the request client).
 */
export class DoubleValidationStore {
  question: string;
  /** available_questions_count: the questions this login may still see, the current one included. */
  available: number;
  answer = '';
  captchaAnswer = '';
  errors: { answer?: string; captcha?: string } = {};
  formError: FormMessage | null = null;
  submitting = false;
  skipping = false;
  readonly captcha: CaptchaStore;
  private readonly memberLoginId: string;
  private checkTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly root: RootStore,
    challenge: DoubleValidationChallenge,
    private readonly origin: RequestOrigin,
  ) {
    this.memberLoginId = challenge.member_login_id;
    this.question = challenge.question;
    this.available = availableOf(challenge.available_questions_count);
    this.captcha = new CaptchaStore(root, CAPTCHA_TYPE.login);
    makeAutoObservable<DoubleValidationStore, 'root' | 'origin' | 'memberLoginId' | 'checkTimer'>(this, {
      root: false,
      origin: false,
      memberLoginId: false,
      checkTimer: false,
      captcha: false,
    });
  }

  /** How many other questions "another question" may still bring. */
  get skipsLeft(): number {
    return Math.max(0, this.available - 1);
  }

  setAnswer(value: string): void {
    this.answer = value;
    if (this.errors.answer && value.trim()) delete this.errors.answer;
  }

  setCaptchaAnswer(value: string): void {
    this.captchaAnswer = value;
    if (this.errors.captcha && value.trim()) delete this.errors.captcha;
  }

  /** §5: an empty answer and an empty captcha each have their message. */
  private validate(): boolean {
    const errors: { answer?: string; captcha?: string } = {};
    if (!this.answer.trim()) errors.answer = 'double_validation_wrong_answer_empty';
    if (!this.captchaAnswer.trim()) errors.captcha = 'ph_account_verify_code';
    this.errors = errors;
    return !errors.answer && !errors.captcha;
  }

  /** Sends the answer; true once the member is logged in. */
  async submit(): Promise<boolean> {
    if (this.submitting || !this.validate()) return false;
    const captchaToken = this.captcha.token;
    if (!captchaToken) {
      this.formError = { key: 'captcha.notReady' };
      return false;
    }
    this.submitting = true;
    this.formError = null;
    try {
      const session = await postDoubleValidation(this.root.api, {
        member_login_id: this.memberLoginId,
        answer: this.answer.trim(),
        captcha_answer: this.captchaAnswer.trim(),
        captcha_token: captchaToken,
        remote_addr: this.origin.remote_addr,
        host: this.origin.host,
      });
      this.root.logIn(sessionFromAnswer(session));
      this.scheduleSessionCheck();
      runInAction(() => (this.submitting = false));
      return true;
    } catch (error) {
      runInAction(() => {
        this.submitting = false;
        this.answer = '';
        this.captchaAnswer = '';
        this.formError = isRequestError(error)
          ? doubleValidationErrorOf(error.code, error.serverMessage)
          : { key: 'doubleValidation.errors.generic' };
      });
      void this.captcha.refresh();
      return false;
    }
  }

  /** Another question, while some are left. */
  async skip(): Promise<void> {
    if (this.skipping || this.skipsLeft === 0) return;
    this.skipping = true;
    this.formError = null;
    try {
      const next = await postDoubleValidationSkip(this.root.api, { member_login_id: this.memberLoginId });
      runInAction(() => {
        this.question = next.question;
        this.available = availableOf(next.available_questions_count, this.available - 1);
        this.answer = '';
        this.errors = {};
      });
    } catch (error) {
      runInAction(
        () =>
          (this.formError = isRequestError(error)
            ? skipErrorOf(error.code, error.serverMessage)
            : { key: 'doubleValidation.errors.generic' }),
      );
    } finally {
      runInAction(() => (this.skipping = false));
    }
  }

  /**
   * §4: 2 s after the login the session is read again (the member layout). An invalid session
   * answers 401, on which the request client logs out; the check outlives this dialog on purpose.
   */
  private scheduleSessionCheck(): void {
    this.checkTimer = setTimeout(() => {
      this.checkTimer = null;
      if (this.root.session.isLoggedIn) void this.root.member.load();
    }, SESSION_CHECK_DELAY_MS);
  }

  dispose(): void {
    this.captcha.dispose();
  }
}

function availableOf(count: unknown, fallback = DEFAULT_AVAILABLE_QUESTIONS): number {
  const value = Number(count);
  return Number.isFinite(value) && value >= 0 ? value : Math.max(0, fallback);
}
