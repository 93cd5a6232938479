import { expect, type Locator, type Page } from '@playwright/test';

/** The member centre's Personal messages page (mf-member features/letters). */
export class LettersPage {
  readonly list: Locator;
  readonly summary: Locator;

  constructor(
    readonly page: Page,
    readonly isMobile: boolean,
  ) {
    const region = page.getByRole('region', { name: 'Personal messages' });
    this.list = region.getByRole('list', { name: 'Letters' });
    this.summary = region.getByRole('status').filter({ hasText: /letters, \d+ unread/ });
  }

  letter(title: string): Locator {
    return this.list.getByRole('listitem').filter({ has: this.page.getByRole('button', { name: title, exact: true }) });
  }

  /** Opens a letter (an unread one is marked read) and waits for its content. */
  async open(title: string, content: string): Promise<void> {
    await this.letter(title).getByRole('button', { name: title, exact: true }).click();
    await expect(this.letter(title).getByText(content)).toBeVisible();
  }

  /** Deletes a letter, answering the confirmation box. */
  async delete(title: string): Promise<void> {
    await this.letter(title)
      .getByRole('button', { name: `Delete "${title}"` })
      .click();
    const box = this.page.getByRole('dialog').filter({ hasText: 'Delete this letter?' });
    await box.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(this.letter(title)).toHaveCount(0);
  }
}

/** The header's Messages link with the unread badge (shell AccountActions). */
export class HeaderLetters {
  constructor(readonly page: Page) {}

  /** The link while `unread` letters are unread (its name says the count; the badge shows it, 99+ above 99). */
  link(unread: number): Locator {
    // The count's words are visually hidden spans beside the visible text and badge; Chromium puts
    // a space at the hidden span's edge ("Messages , 1 unread"), which a screen reader does not voice.
    const name = unread > 0 ? new RegExp(`^Messages ?, ${unread} unread$`) : 'Messages';
    return this.page.locator('.account-actions').getByRole('link', { name, exact: true });
  }

  async expectUnread(unread: number): Promise<void> {
    await expect(this.link(unread)).toBeVisible();
    const badge = this.page.getByTestId('letters-badge');
    if (unread > 0) await expect(badge).toHaveText(unread > 99 ? '99+' : String(unread));
    else await expect(badge).toHaveCount(0);
  }
}
