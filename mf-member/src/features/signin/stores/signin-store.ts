import { computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { AsyncResource, isRequestError, type LoadStatus, type RootStore } from '@casino/mf-shared';
import type { SigninCampaign, SigninClaimResponse } from '@casino/contracts';
import type { FormMessage } from '@casino/mf-shared/forms';
import { postSignin } from '../api/post-signin';
import { postSigninDetail } from '../api/post-signin-detail';

/**
 * The daily sign-in page (docs/member.md "Daily sign-in"): the campaign read from the server, the
 * day's sign-in, its reward as a success message, a refusal as the server's message. After a
 * sign-in (or a refusal, which may mean another window signed in) the campaign is read again; a
 * sign-in moves the header's balance through the wallet's refresh.
 */
export class SigninStore {
  /** The campaign the server shows this member (null: none); the latest read wins. */
  private readonly detail = new AsyncResource<SigninCampaign | null>();
  signing = false;
  /** The last sign-in that went through (the success message shows its reward). */
  signed: SigninClaimResponse | null = null;
  message: FormMessage | null = null;

  constructor(private readonly root: RootStore) {
    makeObservable(this, {
      signing: observable,
      signed: observableRef,
      message: observableRef,
      status: computed,
      campaign: computed,
    });
  }

  get status(): LoadStatus {
    return this.detail.status;
  }

  get campaign(): SigninCampaign | null {
    return this.detail.value;
  }

  /** Reads the campaign; a failed read again keeps the campaign shown. */
  load(): Promise<void> {
    return this.detail.load(async () => (await postSigninDetail(this.root.api)).campaign);
  }

  /** Signs in for today. */
  async signIn(): Promise<void> {
    const campaign = this.campaign;
    if (!campaign || this.signing) return;
    runInAction(() => {
      this.signing = true;
      this.message = null;
      this.signed = null;
    });
    try {
      const answer = await postSignin(this.root.api, campaign.id);
      runInAction(() => (this.signed = answer));
      void this.root.wallet.refresh();
    } catch (error) {
      runInAction(() => {
        this.message = isRequestError(error) && error.serverMessage ? { text: error.serverMessage } : { key: 'signin.failed' };
      });
    } finally {
      runInAction(() => (this.signing = false));
    }
    await this.load();
  }
}
