import type { Locator, Page } from '@playwright/test';

/** The member centre's deposit and withdrawal record (mf-member features/dw-record). */
export class DwRecordPage {
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Deposits and withdrawals' });
  }

  /** The row of one order, by its number. */
  row(orderNumber: string): Locator {
    return this.table.getByRole('row').filter({ hasText: orderNumber });
  }
}
