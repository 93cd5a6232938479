import { AsyncResource, isRequestError, type RootStore } from '@casino/mf-shared';
import type { BankAccountsResponse, BankListResponse } from '@casino/contracts';
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { FormMessage } from '@casino/mf-shared/forms';
import { getBankAccounts } from '../api/get-bank-accounts';
import { getBanks } from '../api/get-banks';
import { postBankAccount } from '../api/post-bank-account';
import { checkBankAccount, type BankAccountErrors, type BankAccountField, type BankAccountInput } from '../lib/bank-account-schema';

/**
 * BindAccount: the member's bank accounts and the form that binds one more (bank of the member's
 * currency, holder name, number, branch, withdraw password). Binding reloads the member layout,
 * so the unbound-bank-account notice and the deposit's "bind first" note go away.
 */
export class BindAccountStore {
  readonly accounts = new AsyncResource<BankAccountsResponse>();
  readonly banks = new AsyncResource<BankListResponse>();
  input: BankAccountInput = { bankCode: '', accountName: '', accountNumber: '', branch: '', withdrawPassword: '' };
  errors: BankAccountErrors = {};
  formError: FormMessage | null = null;
  submitting = false;
  /** The number of the account bound last (masked), for the success message. */
  bound: string | null = null;

  constructor(private readonly root: RootStore) {
    makeObservable(this, {
      input: observable,
      errors: observableRef,
      formError: observableRef,
      submitting: observable,
      bound: observable,
      set: action,
    });
  }

  load(): Promise<void> {
    return this.accounts.load(() => getBankAccounts(this.root.api));
  }

  loadBanks(): Promise<void> {
    return this.banks.load(() => getBanks(this.root.api));
  }

  set(field: BankAccountField, value: string): void {
    this.input[field] = value;
    if (this.errors[field]) this.errors = { ...this.errors, [field]: undefined };
    this.bound = null;
  }

  async submit(): Promise<void> {
    if (this.submitting) return;
    const errors = checkBankAccount(this.input);
    runInAction(() => {
      this.errors = errors;
      this.formError = null;
    });
    if (Object.values(errors).some(Boolean)) return;
    runInAction(() => (this.submitting = true));
    try {
      const { bank_account: account } = await postBankAccount(this.root.api, {
        bank_code: this.input.bankCode,
        account_name: this.input.accountName.trim(),
        account_number: this.input.accountNumber.replace(/\s+/g, ''),
        branch: this.input.branch.trim(),
        withdraw_password: this.input.withdrawPassword,
      });
      runInAction(() => {
        this.bound = account.account_number;
        this.input = { bankCode: '', accountName: '', accountNumber: '', branch: '', withdrawPassword: '' };
      });
      await Promise.all([this.load(), this.root.member.load()]);
    } catch (error) {
      runInAction(() => (this.formError = isRequestError(error) ? { text: this.root.describeError(error) } : { key: 'money.failed' }));
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}
