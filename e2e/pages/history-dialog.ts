import { expect, type Locator, type Page } from '@playwright/test';

/** The "Announcement history" dialog of home (/arks/web/bulletin/history). */
export class HistoryDialog {
  readonly dialog: Locator;
  readonly list: Locator;
  readonly entries: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Announcement history' });
    this.list = this.dialog.getByRole('list', { name: 'Announcement history' });
    this.entries = this.list.getByRole('listitem');
  }

  /** Opens one entry (a disclosure named by the bulletin's title) to read its content. */
  async expand(title: string): Promise<Locator> {
    // By the exact title: "… #1" must not also pick "… #11".
    const entry = this.entries.filter({ has: this.page.getByText(title, { exact: true }) });
    await entry.getByText(title, { exact: true }).click();
    return entry;
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(this.dialog).toBeHidden();
  }
}
