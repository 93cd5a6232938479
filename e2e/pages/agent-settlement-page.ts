import { expect, type Locator, type Page } from '@playwright/test';
import { agentMenuEntry } from './agent-downline-page';

/** The agent centre's Performance settlement (mf-proxy features/reports): the monthly periods and the chosen one's detail. */
export class AgentSettlementPage {
  readonly heading: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 2, name: 'Performance settlement' });
    this.table = page.getByRole('table', { name: 'Commission settlements' });
  }

  static async fromMenu(page: Page, isMobile: boolean): Promise<AgentSettlementPage> {
    await agentMenuEntry(page, isMobile, 'Performance settlement').click();
    const settlements = new AgentSettlementPage(page);
    await expect(settlements.heading).toBeVisible();
    return settlements;
  }

  /** The row of one period (YYYY-MM). */
  period(period: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: period, exact: true }) });
  }

  /** Opens a period's detail; returns its region (its dates, state, lines by layer, adjustments, payable). */
  async open(period: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `View the settlement of ${period}` }).click();
    const detail = this.page.getByRole('region', { name: `Settlement ${period}` });
    await expect(detail.getByRole('table', { name: 'Commission by layer' })).toBeVisible();
    return detail;
  }
}
