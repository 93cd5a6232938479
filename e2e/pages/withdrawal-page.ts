import { expect, type Locator, type Page } from '@playwright/test';

/** The member centre's Withdrawal (mf-member features/withdrawal): balance, account, amount, password, the order. */
export class WithdrawalPage {
  readonly balance: Locator;
  readonly form: Locator;
  readonly order: Locator;
  readonly orderNumber: Locator;

  constructor(readonly page: Page) {
    this.balance = page.getByTestId('money-balance');
    this.form = page.getByRole('form', { name: 'Withdrawal form' });
    this.order = page.getByRole('region', { name: 'Withdrawal order' });
    this.orderNumber = this.order.getByTestId('withdraw-order-number');
  }

  /** Withdraws to the (first, checked) bound account; returns the order number. */
  async withdraw(amount: string, withdrawPassword: string): Promise<string> {
    await this.form.getByLabel('Amount').fill(amount);
    await this.form.getByLabel('Withdrawal password').fill(withdrawPassword);
    await this.form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(this.order.getByRole('status')).toHaveText('Processing');
    return (await this.orderNumber.textContent()) ?? '';
  }
}
