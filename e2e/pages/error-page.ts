import { expect, type Locator, type Page } from '@playwright/test';

/** The shell's error page. */
export class ErrorPage {
  readonly title: Locator;
  readonly message: Locator;
  readonly homeButton: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 1 });
    this.message = page.locator('.error-page__message');
    this.homeButton = page.getByRole('button', { name: 'Back to home' });
  }

  async expectNotFound(path: string): Promise<void> {
    await expect(this.title).toHaveText('Page Not Found');
    await expect(this.message).toHaveText(`Page not found: ${path}`);
  }
}
