import { expect, type Locator, type Page } from '@playwright/test';

/** The sandbox's stand-in payment provider (routes/payment-pages.ts): an order's page with one Pay button. */
export class PaymentProviderPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
  }

  /** Pays the order with the button that names the amount ("Pay RMB 200.00"). */
  async pay(amount: string): Promise<void> {
    await expect(this.heading).toHaveText('Sandbox Pay');
    await this.page.getByRole('button', { name: `Pay ${amount}` }).click();
    await expect(this.heading).toHaveText('Payment complete');
  }
}
