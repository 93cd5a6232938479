import { expect, type Locator, type Page } from '@playwright/test';

/** The entry of the agent menu: antd's inline Menu on desktop, antd-mobile's tabs on mobile. */
export function agentMenuEntry(page: Page, isMobile: boolean, name: string): Locator {
  return isMobile
    ? page.getByRole('navigation', { name: 'Agent menu' }).getByRole('tab', { name, exact: true })
    : page.getByRole('menu', { name: 'Agent menu' }).getByRole('menuitem', { name, exact: true });
}

/**
 * The agent centre's Downline information page (mf-proxy features/reports), the page /proxy opens
 * on: the account search, the table of downline members and its pager.
 */
export class AgentDownlinePage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly account: Locator;
  readonly table: Locator;
  readonly pager: Locator;

  constructor(
    readonly page: Page,
    readonly isMobile: boolean,
  ) {
    this.heading = page.getByRole('heading', { level: 2, name: 'Downline information' });
    this.search = page.getByRole('search', { name: 'Search the downline' });
    this.account = this.search.getByLabel('Member account');
    this.table = page.getByRole('table', { name: 'Downline members' });
    this.pager = page.getByRole('navigation', { name: 'Downline pages' });
  }

  /**
   * Opens the agent centre from the header's "Agent centre" link of a page showing the logged-in
   * agent: its own window on desktop, this tab on mobile. Returns the centre's first page.
   */
  static async openFromHeader(page: Page, isMobile: boolean): Promise<AgentDownlinePage> {
    const link = page.locator('.account-actions').getByRole('link', { name: 'Agent centre', exact: true });
    let centre = page;
    if (isMobile) await link.click();
    else [centre] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(centre).toHaveURL(/\/proxy(\?|$)/);
    await expect(centre.getByRole('heading', { level: 1, name: 'Agent centre' })).toBeVisible();
    const downline = new AgentDownlinePage(centre, isMobile);
    await expect(downline.heading).toBeVisible();
    return downline;
  }

  /** The row of one member, by its account (the row's header cell). */
  row(account: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: account, exact: true }) });
  }

  /** The accounts the table shows, in its order. */
  accounts(): Promise<string[]> {
    return this.table.getByRole('rowheader').allTextContents();
  }

  async searchFor(text: string): Promise<void> {
    await this.account.fill(text);
    await this.search.getByRole('button', { name: 'Search' }).click();
  }
}
