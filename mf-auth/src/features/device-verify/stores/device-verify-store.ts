import { makeAutoObservable, runInAction } from 'mobx';
import { isRequestError, type RootStore } from '@casino/mf-shared';
import { sessionFromAnswer, SMS_COUNTDOWN_SECONDS, type DeviceVerifyChallenge } from '@casino/contracts';
import { CountdownStore, type FormMessage } from '@casino/mf-shared/forms';
import { postDeviceVerify, postDeviceVerifySms } from '../api/post-device-verify';
import { verifyCodeError } from '../lib/verify-code';

/**
 * The device verify of a 107 login answer: the code the server sent to the member's phone or
 * email, typed here and checked by POST /login/device_verify; "send again" waits 300 s, counted
 * from the login that sent the first code.
 */
export class DeviceVerifyStore {
  code = '';
  /** Message key of the code field. */
  codeError: string | null = null;
  formError: FormMessage | null = null;
  /** A message key: the code went again. */
  notice: string | null = null;
  submitting = false;
  sending = false;
  readonly countdown: CountdownStore;

  constructor(
    private readonly root: RootStore,
    readonly challenge: DeviceVerifyChallenge,
    now?: () => number,
  ) {
    this.countdown = new CountdownStore(now);
    this.countdown.start(SMS_COUNTDOWN_SECONDS);
    makeAutoObservable<DeviceVerifyStore, 'root'>(this, { root: false, countdown: false, challenge: false });
  }

  setCode(value: string): void {
    this.code = value;
    if (this.codeError) this.codeError = verifyCodeError(value);
  }

  /** Sends the code; true once the member is logged in. */
  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    this.codeError = verifyCodeError(this.code);
    if (this.codeError) return false;
    this.submitting = true;
    this.formError = null;
    this.notice = null;
    try {
      const answer = await postDeviceVerify(this.root.api, {
        member_login_id: this.challenge.member_login_id,
        verify_code: this.code.trim(),
        site_id: this.root.site.siteId,
      });
      this.root.logIn(sessionFromAnswer(answer));
      runInAction(() => (this.submitting = false));
      return true;
    } catch (error) {
      runInAction(() => {
        this.submitting = false;
        this.code = '';
        this.formError = this.describe(error);
      });
      return false;
    }
  }

  /** Asks for another code; the button waits 300 s again. */
  async resend(): Promise<void> {
    if (this.sending || this.countdown.running) return;
    this.sending = true;
    this.formError = null;
    this.notice = null;
    try {
      await postDeviceVerifySms(this.root.api, { member_login_id: this.challenge.member_login_id, site_id: this.root.site.siteId });
      this.countdown.start(SMS_COUNTDOWN_SECONDS);
      runInAction(() => (this.notice = 'deviceVerify.resent'));
    } catch (error) {
      runInAction(() => (this.formError = this.describe(error)));
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  private describe(error: unknown): FormMessage {
    return isRequestError(error) ? { text: this.root.describeError(error) } : { key: 'login.errors.unknown' };
  }

  dispose(): void {
    this.countdown.stop();
  }
}
