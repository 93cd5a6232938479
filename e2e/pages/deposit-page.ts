import { expect, type Locator, type Page } from '@playwright/test';

/** The member centre's Deposit (mf-member features/deposit): balance, methods, quick amounts, the order. */
export class DepositPage {
  readonly balance: Locator;
  readonly form: Locator;
  readonly amount: Locator;
  readonly order: Locator;
  readonly orderNumber: Locator;
  readonly orderStatus: Locator;
  readonly fastPaymentButton: Locator;
  /** The provider's payment page as a link, while an e-wallet (QR code, USDT) order waits. */
  readonly payLink: Locator;

  constructor(readonly page: Page) {
    this.balance = page.getByTestId('money-balance');
    this.form = page.getByRole('form', { name: 'Deposit form' });
    this.amount = this.form.getByLabel('Amount');
    this.order = page.getByRole('region', { name: 'Deposit order' });
    this.orderNumber = this.order.getByTestId('deposit-order-number');
    this.orderStatus = this.order.getByRole('status');
    this.fastPaymentButton = page.getByRole('button', { name: 'Open fast payment' });
    this.payLink = this.order.getByRole('link', { name: 'Open the payment page' });
  }

  /** A fact of the waiting order or its payee ("Account number", "Reference"…), by its label. */
  fact(label: string): Locator {
    return this.order.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  /**
   * Chooses a method paid on the provider's page, taps a quick amount and sends: the provider's
   * window opens at the click. Returns that window once it shows the payment page.
   */
  async depositInProviderWindow(method: string, quickAmount: string): Promise<Page> {
    await this.form.getByText(method, { exact: true }).click();
    await expect(this.form.getByRole('radio', { name: new RegExp(method) })).toBeChecked();
    await this.form.getByRole('button', { name: quickAmount, exact: true }).click();
    const [provider] = await Promise.all([
      this.page.waitForEvent('popup'),
      this.form.getByRole('button', { name: 'Deposit', exact: true }).click(),
    ]);
    await expect(this.orderStatus).toHaveText('Processing');
    await expect(provider).toHaveURL(/\/pay\/D\d{14}\?/);
    return provider;
  }

  /** Chooses a method by its name, taps a quick amount (e.g. "RMB 500.00") and sends; returns the order number. */
  async deposit(method: string, quickAmount: string): Promise<string> {
    await this.form.getByText(method, { exact: true }).click();
    await expect(this.form.getByRole('radio', { name: new RegExp(method) })).toBeChecked();
    await this.form.getByRole('button', { name: quickAmount, exact: true }).click();
    await this.form.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(this.orderStatus).toHaveText('Processing');
    return (await this.orderNumber.textContent()) ?? '';
  }
}
