import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from '@casino/mf-shared';
import { SMS_COUNTDOWN_SECONDS } from '@casino/contracts';
import { CountdownStore } from '@casino/mf-shared/forms';
import { postRegisterSms } from '../api/post-register-sms';
import { placeSmsRefusal, type PlacedMessage } from '../lib/register-messages';

/**
 * The phone's verification code: POST /register/sms, then SMS_COUNTDOWN_SECONDS (300 s) before
 * another may be asked for (member-and-account.md §4 "Phone SMS verify").
 */
export class PhoneCodeStore {
  readonly countdown: CountdownStore;
  sending = false;
  /** The number the last code went to (the form says so). */
  sentTo: string | null = null;

  constructor(
    private readonly root: RootStore,
    now?: () => number,
  ) {
    this.countdown = new CountdownStore(now);
    makeAutoObservable<PhoneCodeStore, 'root'>(this, { root: false, countdown: false });
  }

  get canSend(): boolean {
    return !this.sending && !this.countdown.running;
  }

  /** Sends a code; resolves with the refusal to show, or null once the code is on its way. */
  async send(phone: string, currency: string): Promise<PlacedMessage | null> {
    if (!this.canSend) return null;
    this.sending = true;
    this.sentTo = null;
    try {
      await postRegisterSms(this.root.api, { member_phone: phone, currency, type: 'register_member', site_id: this.root.site.siteId });
      runInAction(() => {
        this.sending = false;
        this.sentTo = phone;
      });
      this.countdown.start(SMS_COUNTDOWN_SECONDS);
      return null;
    } catch (error) {
      runInAction(() => {
        this.sending = false;
      });
      return placeSmsRefusal(error, (failure) => this.root.describeError(failure));
    }
  }

  dispose(): void {
    this.countdown.stop();
  }
}
