import type { Locator, Page } from '@playwright/test';

/** /fastPayment (mf-member pages/fast-payment-page): its own window on desktop, the page on mobile. */
export class FastPaymentPage {
  readonly heading: Locator;
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Fast payment' });
    this.form = page.getByRole('form', { name: 'Deposit form' });
  }

  method(name: string | RegExp): Locator {
    return this.form.getByRole('radio', { name });
  }
}
