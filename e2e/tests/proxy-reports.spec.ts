import { expect, test, type Page } from '../pages/test';
import { AgentDownlinePage } from '../pages/agent-downline-page';
import { AgentOperationPage } from '../pages/agent-operation-page';
import { AgentSettlementPage } from '../pages/agent-settlement-page';
import { sandbox } from '../pages/sandbox';
import { loginThroughApi, startAsMember } from '../pages/session';

// Issue 13 (reports): the agent agent_rmb (AG1001, read only) opens the agent centre from the
// header, at 1280 px (its own window) and 390 px (the same tab), reads its downline, searches it,
// and reads an operation period and a settlement. Seed (sandbox/src/db/seed-agent-reports.ts):
// 25 direct members (agent_sub, which runs the level-2 sub-agent AG1011, among them) and 6 members
// of agent_sub; their activity counts back from the day the sandbox seeded its database, so
// "last month" and "two months ago" below always hold the same figures.

/** YYYY-MM of the month `back` months before today (the sandbox's clock and this one agree). */
function month(back: number): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return date.toISOString().slice(0, 7);
}

async function homeAsAgent(page: Page): Promise<void> {
  const agent = await loginThroughApi('agent_rmb');
  await startAsMember(page, agent);
  await page.goto('/');
  await expect(page.locator('.account-actions').getByRole('link', { name: 'agent_rmb', exact: true })).toBeVisible();
}

test.describe('agent reports', () => {
  test.beforeEach(async () => {
    await sandbox.reset();
    await sandbox.disableBulletins();
  });

  test('the agent reads its downline from the sandbox and searches it', async ({ page, isMobile }) => {
    await homeAsAgent(page);
    const downline = await AgentDownlinePage.openFromHeader(page, isMobile);

    await expect(downline.pager).toContainText('Page 1 of 2 (31 records)');
    await expect(downline.table.getByRole('rowheader')).toHaveCount(20);
    await downline.pager.getByRole('button', { name: 'Next' }).click();
    await expect(downline.pager).toContainText('Page 2 of 2 (31 records)');
    await expect(downline.row('player_rmb')).toContainText('王小明');

    await downline.searchFor('tiger');
    await expect(downline.pager).toContainText('Page 1 of 1 (1 record)');
    await expect(downline.row('golden_tiger')).toContainText('黄金虎');
    await expect(downline.row('golden_tiger')).toContainText('Direct member');
    await expect(downline.row('golden_tiger')).toContainText('RMB 137.00');

    await downline.searchFor('agent_sub');
    await expect(downline.row('agent_sub')).toContainText('Sub-agent');

    await downline.searchFor('sub_');
    await expect(downline.pager).toContainText('(6 records)');
    for (const account of await downline.accounts()) await expect(downline.row(account)).toContainText('Layer 2 · via agent_sub');

    await downline.searchFor('nobody_here');
    await expect(downline.page.getByText('No downline member’s account contains “nobody_here”.')).toBeVisible();
    await downline.searchFor('tiger%');
    await expect(downline.page.getByText('An account has only letters, digits and underscores.')).toBeVisible();
  });

  test('the agent reads last month in the operation report and a settled period', async ({ page, isMobile }) => {
    await homeAsAgent(page);
    const centre = await AgentDownlinePage.openFromHeader(page, isMobile);

    // the report opens on the last six months, one row a month
    const report = await AgentOperationPage.fromMenu(centre.page, isMobile);
    const last = month(1);
    await expect(report.period(last)).toBeVisible();
    await expect(await report.figure(last, 'Deposits')).toHaveText('RMB 17,900.00Orders: 13');
    await expect(await report.figure(last, 'Withdrawals')).toHaveText('RMB 4,350.00Orders: 6');
    await expect(await report.figure(last, 'Bets')).toHaveText('RMB 35,280.00');
    await expect(await report.figure(last, 'Valid bets')).toHaveText('RMB 33,516.00');
    await expect(await report.figure(last, 'House win/loss')).toHaveText('RMB 3,895.00');
    await expect(await report.figure(last, 'Active members')).toHaveText('13');
    await expect(await report.figure(last, 'New members')).toHaveText('3');

    const settlements = await AgentSettlementPage.fromMenu(centre.page, isMobile);
    await expect(settlements.period(month(1))).toContainText('Pending review');
    const period = month(2);
    await expect(settlements.period(period)).toContainText('Settled');
    const detail = await settlements.open(period);
    await expect(detail).toContainText('Settled');
    await expect(detail.getByRole('table', { name: 'Commission by layer' }).getByRole('row')).toHaveCount(3);
    // layer 1 at 40 %, agent_sub's members at the 10 % override; a jackpot month's negative base carried in
    await expect(detail).toContainText('RMB 296.00');
    await expect(detail).toContainText('RMB 172.40');
    await expect(detail).toContainText('RMB -12.70');
    await expect(detail).toContainText('Share of promotion bonuses: RMB -120.00');
    await expect(detail).toContainText('RMB 335.70');
  });
});
