import { AsyncResource, formatMoney, isRequestError, type RootStore } from '@casino/mf-shared';
import type { WithdrawOrderData, WithdrawSettingResponse } from '@casino/contracts';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { FormMessage } from '@casino/mf-shared/forms';
import { getWithdrawSetting } from '../api/get-withdraw-setting';
import { postWithdraw } from '../api/post-withdraw';
import { checkWithdraw } from '../lib/withdraw-rules';

/**
 * The withdrawal form: to one of the member's bound bank accounts, with the withdraw password,
 * within the limits, today's count and the balance. The cash leaves the wallet when the order is
 * made (the header follows through member.cash and the answer's balance).
 */
export class WithdrawalStore {
  readonly setting = new AsyncResource<WithdrawSettingResponse>();
  accountId: number | null = null;
  amountText = '';
  password = '';
  amountError: FormMessage | null = null;
  passwordError: FormMessage | null = null;
  formError: FormMessage | null = null;
  submitting = false;
  order: WithdrawOrderData | null = null;

  constructor(private readonly root: RootStore) {
    makeObservable(this, {
      accountId: observable,
      amountText: observable,
      password: observable,
      amountError: observable,
      passwordError: observable,
      formError: observable,
      submitting: observable,
      order: observableRef,
      balance: computed,
      selectedAccountId: computed,
      selectAccount: action,
      setAmount: action,
      setPassword: action,
      startOver: action,
    });
  }

  /** The live balance (member.cash keeps the wallet current), else what the setting said. */
  get balance(): number {
    return this.root.wallet.balance ?? this.setting.value?.balance ?? 0;
  }

  get selectedAccountId(): number | null {
    const accounts = this.setting.value?.bank_accounts ?? [];
    return accounts.find((a) => a.id === this.accountId)?.id ?? accounts[0]?.id ?? null;
  }

  get currency(): string {
    return this.setting.value?.currency ?? this.root.session.currency ?? this.root.site.currency;
  }

  format = (amount: number): string => formatMoney(amount, this.currency, this.root.locale.locale);

  load(): Promise<void> {
    return this.setting.load(() => getWithdrawSetting(this.root.api));
  }

  selectAccount(id: number): void {
    this.accountId = id;
  }

  setAmount(text: string): void {
    this.amountText = text;
    this.amountError = null;
  }

  setPassword(text: string): void {
    this.password = text;
    this.passwordError = null;
  }

  async submit(): Promise<void> {
    const setting = this.setting.value;
    const accountId = this.selectedAccountId;
    if (!setting || accountId === null || this.submitting) return;
    const check = checkWithdraw({ amountText: this.amountText, password: this.password }, setting, this.balance, this.format);
    runInAction(() => {
      this.amountError = check.ok ? null : check.amount;
      this.passwordError = check.ok ? null : check.password;
      this.formError = check.ok ? null : check.form;
    });
    if (!check.ok) return;
    runInAction(() => (this.submitting = true));
    try {
      const answer = await postWithdraw(this.root.api, {
        bank_account_id: accountId,
        amount: check.amount,
        withdraw_password: this.password,
      });
      this.root.wallet.setBalance(answer.balance);
      runInAction(() => {
        this.order = answer.order;
        this.password = '';
      });
      void this.load();
    } catch (error) {
      runInAction(() => (this.formError = isRequestError(error) ? { text: this.root.describeError(error) } : { key: 'money.failed' }));
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  startOver(): void {
    this.order = null;
    this.amountText = '';
    this.password = '';
    this.formError = null;
  }
}
