import { AsyncList, AsyncResource, formatMoney, isRequestError, type RootStore } from '@casino/mf-shared';
import type { AgentTransferData, AgentTransferSettingsResponse } from '@casino/contracts';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { FormMessage } from '@casino/mf-shared/forms';
import { getAgentTransfers } from '../api/get-agent-transfers';
import { getTransferSettings } from '../api/get-transfer-settings';
import { postAgentTransfer } from '../api/post-agent-transfer';
import { checkTransfer, transferRefusal } from '../lib/transfer-rules';

/** How many of the agent's latest transfers the page lists. */
export const RECENT_TRANSFERS = 10;

/** Asks the agent to confirm the transfer it is about to make; resolves with the answer. */
export type ConfirmTransfer = (account: string, amount: string) => Promise<boolean>;

/**
 * The agent's transfer to a downline member: the account (typed or picked), the amount within one
 * transfer's limits and the balance, the agent's withdraw password, a confirmation, the receipt,
 * and the latest transfers. The cash leaves the agent's wallet at once; the header follows through
 * the answer's balance and the member.cash event the server sends to both members.
 */
export class AgentTransferStore {
  readonly settings = new AsyncResource<AgentTransferSettingsResponse>();
  readonly recent = new AsyncList<AgentTransferData>();
  account = '';
  amountText = '';
  password = '';
  accountError: FormMessage | null = null;
  amountError: FormMessage | null = null;
  passwordError: FormMessage | null = null;
  formError: FormMessage | null = null;
  submitting = false;
  done: AgentTransferData | null = null;

  constructor(private readonly root: RootStore) {
    makeObservable(this, {
      account: observable,
      amountText: observable,
      password: observable,
      accountError: observable,
      amountError: observable,
      passwordError: observable,
      formError: observable,
      submitting: observable,
      done: observableRef,
      balance: computed,
      currency: computed,
      pick: action,
      setAccount: action,
      setAmount: action,
      setPassword: action,
      startOver: action,
    });
  }

  /** The live balance (member.cash keeps the wallet current), else what the settings said. */
  get balance(): number {
    return this.root.wallet.balance ?? this.settings.value?.balance ?? 0;
  }

  get currency(): string {
    return this.settings.value?.currency ?? this.root.session.currency ?? this.root.site.currency;
  }

  format = (amount: number): string => formatMoney(amount, this.currency, this.root.locale.locale);

  load(): void {
    void this.settings.load(() => getTransferSettings(this.root.api));
    void this.loadRecent();
  }

  loadRecent(): Promise<void> {
    return this.recent.load(() => getAgentTransfers(this.root.api, RECENT_TRANSFERS));
  }

  /** A downline member picked from the list. */
  pick(account: string): void {
    this.setAccount(account);
  }

  setAccount(text: string): void {
    this.account = text;
    this.accountError = null;
    this.formError = null;
  }

  setAmount(text: string): void {
    this.amountText = text;
    this.amountError = null;
    this.formError = null;
  }

  setPassword(text: string): void {
    this.password = text;
    this.passwordError = null;
    this.formError = null;
  }

  async submit(confirm: ConfirmTransfer): Promise<void> {
    const setting = this.settings.value;
    if (!setting || this.submitting) return;
    const check = checkTransfer(
      { account: this.account, amountText: this.amountText, password: this.password },
      setting,
      this.balance,
      this.root.session.memberAccount,
      this.format,
    );
    runInAction(() => {
      this.accountError = check.ok ? null : check.account;
      this.amountError = check.ok ? null : check.amount;
      this.passwordError = check.ok ? null : check.password;
      this.formError = null;
    });
    if (!check.ok) return;
    runInAction(() => (this.submitting = true));
    try {
      if (!(await confirm(check.account, this.format(check.amount)))) return;
      const answer = await postAgentTransfer(this.root.api, {
        member_account: check.account,
        amount: check.amount,
        withdraw_password: this.password,
      });
      this.root.wallet.setBalance(answer.balance);
      runInAction(() => {
        this.done = answer.transfer;
        this.password = '';
      });
      void this.loadRecent();
    } catch (error) {
      this.refused(error, setting);
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  private refused(error: unknown, setting: AgentTransferSettingsResponse): void {
    const refusal = isRequestError(error) ? transferRefusal(error.code, setting, this.format) : null;
    runInAction(() => {
      if (!refusal) {
        this.formError = isRequestError(error) ? { text: this.root.describeError(error) } : { key: 'transfer.submitFailed' };
        return;
      }
      if (refusal.field === 'account') this.accountError = refusal.message;
      else if (refusal.field === 'amount') this.amountError = refusal.message;
      else if (refusal.field === 'password') this.passwordError = refusal.message;
      else this.formError = refusal.message;
    });
  }

  /** Back to an empty form after a transfer (the account stays, the agent often pays the same member again). */
  startOver(): void {
    this.done = null;
    this.amountText = '';
    this.password = '';
    this.formError = null;
  }
}
