import { expect, type Locator, type Page } from '@playwright/test';

/** The member centre's BindAccount (mf-member features/bank-account): the bound accounts and the form. */
export class BindAccountPage {
  readonly accounts: Locator;
  readonly form: Locator;
  readonly done: Locator;

  constructor(readonly page: Page) {
    this.accounts = page.getByRole('list', { name: 'Your bank accounts' });
    this.form = page.getByRole('form', { name: 'Bind a bank account' });
    this.done = page.getByText(/^Bank account \S+ is bound\.$/);
  }

  async bind(account: { bank: string; holder: string; number: string; withdrawPassword: string }): Promise<void> {
    // antd-mobile draws its own radio icon over the input: click the option's label
    await this.form.getByText(account.bank, { exact: true }).click();
    await this.form.getByLabel('Account holder').fill(account.holder);
    await this.form.getByLabel('Account number').fill(account.number);
    await this.form.getByLabel('Withdrawal password').fill(account.withdrawPassword);
    await this.form.getByRole('button', { name: 'Bind', exact: true }).click();
    await expect(this.done).toHaveText(`Bank account ${'*'.repeat(account.number.length - 4)}${account.number.slice(-4)} is bound.`);
  }
}
