import { expect, type Locator, type Page } from '@playwright/test';
import { agentMenuEntry } from './agent-downline-page';

/** The agent centre's Operation report (mf-proxy features/reports): granularity, range, one row per period and the totals. */
export class AgentOperationPage {
  readonly heading: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 2, name: 'Operation report' });
    this.table = page.getByRole('table', { name: 'Operation report' });
  }

  static async fromMenu(page: Page, isMobile: boolean): Promise<AgentOperationPage> {
    await agentMenuEntry(page, isMobile, 'Operation report').click();
    const report = new AgentOperationPage(page);
    await expect(report.heading).toBeVisible();
    return report;
  }

  /** The row of one period, by its label (a day, "first – last" of a week, or YYYY-MM). */
  period(label: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) });
  }

  /** One figure of a period's row, by its column header. */
  async figure(label: string, column: string): Promise<Locator> {
    const headers = await this.table.getByRole('columnheader').allTextContents();
    const index = headers.indexOf(column);
    if (index < 1) throw new Error(`no column ${column} in ${headers.join(', ')}`);
    // the first column is the row's header; cells count from the second
    return this.period(label)
      .getByRole('cell')
      .nth(index - 1);
  }
}
