import type { Locator, Page } from '@playwright/test';

/** /proxy?page=Promotion: the agent's register link, its QR code, its domain and its direct downline. */
export class AgentPromotionPage {
  readonly link: Locator;
  readonly copyButton: Locator;
  readonly qrCode: Locator;
  readonly agentCode: Locator;
  readonly downlineCount: Locator;
  readonly domain: Locator;

  constructor(readonly page: Page) {
    this.link = page.getByRole('textbox', { name: 'Your register link' });
    this.copyButton = page.getByRole('button', { name: 'Copy link' });
    this.qrCode = page.getByRole('img', { name: 'QR code of your register link' });
    this.agentCode = page.getByTestId('agent-code');
    this.downlineCount = page.getByTestId('downline-count');
    this.domain = page.getByTestId('agent-domain');
  }

  /** The link's path and query, to open on the test's own site origin. */
  async linkPath(): Promise<string> {
    const url = new URL(await this.link.inputValue());
    return `${url.pathname}${url.search}`;
  }
}
