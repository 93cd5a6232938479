import { expect, type Locator, type Page } from '@playwright/test';

/**
 * mf_proxy's agent area (/proxy): the centre ("Agent centre") or the application menu ("Agent
 * programme"), its menu — antd's inline Menu on desktop, antd-mobile Tabs on mobile — and the
 * account and level line beside the title. Opened from the header's "Agent centre" link: its own
 * window on desktop, the same tab on mobile.
 */
export class AgentCentre {
  readonly centreHeading: Locator;
  readonly applicationHeading: Locator;
  /** "<account> · <level name>" beside the title. */
  readonly headerLine: Locator;

  constructor(
    readonly page: Page,
    readonly isMobile: boolean,
  ) {
    this.centreHeading = page.getByRole('heading', { level: 1, name: 'Agent centre' });
    this.applicationHeading = page.getByRole('heading', { level: 1, name: 'Agent programme' });
    this.headerLine = page.getByTestId('agent-header-line');
  }

  /** The header's entry, shown to members whose layout says is_agent. */
  static headerLink(page: Page): Locator {
    return page.locator('.account-actions').getByRole('link', { name: 'Agent centre', exact: true });
  }

  /** Opens the agent area from the header; returns it (the popup on desktop) once /proxy shows. */
  static async openFromHeader(page: Page, isMobile: boolean): Promise<AgentCentre> {
    const link = AgentCentre.headerLink(page);
    if (isMobile) {
      await link.click();
      await expect(page).toHaveURL(/\/proxy(\?|$)/);
      return new AgentCentre(page, true);
    }
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(popup).toHaveURL(/\/proxy(\?|$)/);
    return new AgentCentre(popup, false);
  }

  get menu(): Locator {
    return this.isMobile ? this.page.getByRole('navigation', { name: 'Agent menu' }) : this.page.getByRole('menu', { name: 'Agent menu' });
  }

  /** Goes to a page of the menu by its label. */
  async openPage(name: string): Promise<void> {
    await this.menu.getByRole(this.isMobile ? 'tab' : 'menuitem', { name, exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
}
