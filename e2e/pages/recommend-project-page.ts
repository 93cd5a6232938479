import { expect, type Locator, type Page } from '@playwright/test';

/** /user/RecommendProject: the member's invite code and link. */
export class RecommendProjectPage {
  readonly code: Locator;
  readonly link: Locator;
  readonly copyLinkButton: Locator;

  constructor(readonly page: Page) {
    this.code = page.getByLabel('Your invite code', { exact: true });
    this.link = page.getByRole('textbox', { name: 'Your invite link' });
    this.copyLinkButton = page.getByRole('button', { name: 'Copy link', exact: true });
  }

  /** Copies the invite link with its button, as a member would to send it, and reads it back from the clipboard. */
  async copyLink(): Promise<string> {
    await this.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await this.copyLinkButton.click();
    await expect(this.page.getByText('Copied.', { exact: true })).toBeVisible();
    return this.page.evaluate(() => navigator.clipboard.readText());
  }

  async expectCode(code: string): Promise<void> {
    await expect(this.code).toHaveText(code);
    await expect(this.link).toHaveValue(new RegExp(`/\\?invite=${code}&modal=register$`));
  }
}
