import { expect, type Locator, type Page } from '@playwright/test';

/** /proxy?page=Register: the application to become an agent and where it stands. */
export class AgentRegisterPage {
  readonly heading: Locator;
  readonly applyButton: Locator;
  /** Where the application stands once filed ("under review"). */
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 2, name: 'Apply as an agent' });
    this.applyButton = page.getByRole('button', { name: 'Apply to become an agent' });
    this.status = page.getByTestId('application-status');
  }

  async apply(): Promise<void> {
    await this.applyButton.click();
    await expect(this.status).toHaveText(/under review/);
  }
}
