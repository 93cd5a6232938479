import { expect, type Locator, type Page } from '@playwright/test';

/** /user/RecommendProject: the member's invite code and link. */
export class RecommendProjectPage {
  readonly code: Locator;
  readonly link: Locator;

  constructor(readonly page: Page) {
    this.code = page.getByLabel('Your invite code', { exact: true });
    this.link = page.getByRole('textbox', { name: 'Your invite link' });
  }

  async expectCode(code: string): Promise<void> {
    await expect(this.code).toHaveText(code);
    await expect(this.link).toHaveValue(new RegExp(`/\\?invite=${code}&modal=register$`));
  }
}
