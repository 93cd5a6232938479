import { expect, type Locator, type Page } from '@playwright/test';

/** /user/MemberSearch: the friends who registered with the member's invite code. */
export class MemberSearchPage {
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Member search' });
  }

  /** The friend's row, by its account cell. */
  friend(account: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name: account, exact: true }) });
  }

  async expectFriend(account: string): Promise<void> {
    await expect(this.friend(account)).toBeVisible();
  }
}
