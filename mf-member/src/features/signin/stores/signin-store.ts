import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { isRequestError, type FormMessage, type RootStore } from '@casino/mf-shared';
import type { SigninCampaign, SigninClaimResponse } from '@casino/contracts';
import { postSignin } from '../api/post-signin';
import { postSigninDetail } from '../api/post-signin-detail';

/**
 * The daily sign-in page (docs/member.md "Daily sign-in"): the campaign read from the server, the
 * day's sign-in, its reward as a success message, a refusal as the server's message. After a
 * sign-in (or a refusal, which may mean another window signed in) the campaign is read again; a
 * sign-in moves the header's balance through the wallet's refresh.
 */
export class SigninStore {
  status: 'loading' | 'loaded' | 'failed' = 'loading';
  campaign: SigninCampaign | null = null;
  signing = false;
  /** The last sign-in that went through (the success message shows its reward). */
  signed: SigninClaimResponse | null = null;
  message: FormMessage | null = null;
  private loads = 0;

  constructor(private readonly root: RootStore) {
    makeObservable<SigninStore, 'show'>(this, {
      status: observable,
      campaign: observableRef,
      signing: observable,
      signed: observableRef,
      message: observableRef,
      show: action,
    });
  }

  /** Reads the campaign; the latest read wins. */
  async load(): Promise<void> {
    const call = ++this.loads;
    if (!this.campaign) runInAction(() => (this.status = 'loading'));
    try {
      const answer = await postSigninDetail(this.root.api);
      if (call === this.loads) this.show(answer.campaign);
    } catch {
      if (call === this.loads) runInAction(() => (this.status = this.campaign ? 'loaded' : 'failed'));
    }
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

  private show(campaign: SigninCampaign | null): void {
    this.campaign = campaign;
    this.status = 'loaded';
  }
}
