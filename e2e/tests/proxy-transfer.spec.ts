import { expect, test, type Page } from '../pages/test';
import { AgentCentre } from '../pages/agent-centre';
import { AgentTransferPage } from '../pages/agent-transfer-page';
import { sandbox, sandboxGames } from '../pages/sandbox';
import { loginThroughApi, secondBrowserPage, startAsMember, type Member } from '../pages/session';

// Issue 13 (transfer): an agent moves cash to a member of its downline from the agent centre, at
// 1280 px and 390 px. Seed (sandbox/src/db/seed-agent-transfer.ts): one pair per project, so the
// two never share a balance; agents hold RMB 5,000.00, members RMB 100.00, password Test1234,
// withdraw password 1234. The agent opens the centre from the header's "Agent centre" entry: its
// own window on desktop (where the main window's header must follow too), the tab on mobile.

const PAIRS = {
  desktop: { agent: 'agent_pay_desk', member: 'pay_member_desk', memberName: '冯下线' },
  mobile: { agent: 'agent_pay_phone', member: 'pay_member_phone', memberName: '许下线' },
};

const headerBalance = (page: Page) => page.locator('.account-actions').getByRole('status', { name: 'Balance' });

/** The page is listening on the member's private channel, where member.cash arrives. */
const listening = (member: Member) => expect.poll(() => sandbox.subscribers(`private-member.${member.member_id}`)).toBeGreaterThan(0);

/**
 * Home as the agent, then the agent centre from the header (the popup on desktop, `page` itself on
 * mobile) and its Transfer page from the agent menu.
 */
async function openTransfer(page: Page, agent: Member, isMobile: boolean): Promise<AgentTransferPage> {
  await startAsMember(page, agent);
  await page.goto('/');
  await expect(headerBalance(page)).toHaveText('RMB 5,000.00');
  await listening(agent);
  const centre = await AgentCentre.openFromHeader(page, isMobile);
  await expect(centre.centreHeading).toBeVisible();
  return AgentTransferPage.fromMenu(centre.page, isMobile);
}

test.describe('agent transfer', () => {
  test.beforeEach(async () => {
    await sandbox.reset();
    await sandbox.disableBulletins();
  });

  test('the agent transfers to its downline member: both balances change without a reload', async ({ page, browser, isMobile }, info) => {
    const pair = isMobile ? PAIRS.mobile : PAIRS.desktop;

    // the downline member, logged in in its own browser, watching its header
    const memberPage = await secondBrowserPage(browser, info);
    const member = await loginThroughApi(pair.member);
    await startAsMember(memberPage, member);
    await memberPage.goto('/');
    await expect(headerBalance(memberPage)).toHaveText('RMB 100.00');
    await listening(member);

    const agent = await loginThroughApi(pair.agent);
    const transfer = await openTransfer(page, agent, isMobile);
    await expect(headerBalance(transfer.page)).toHaveText('RMB 5,000.00');
    await expect(transfer.balance).toHaveText('Your balance: RMB 5,000.00');
    await expect(transfer.page.getByText('You have not made a transfer yet.')).toBeVisible();

    await transfer.pick(pair.member, pair.memberName).click();
    await expect(transfer.account).toHaveValue(pair.member);
    await transfer.send('1200.50', '1234');
    await expect(transfer.page.getByRole('dialog')).toContainText(`Transfer RMB 1,200.50 from your balance to ${pair.member}?`);
    await transfer.confirm();

    await expect(transfer.receipt.getByRole('status')).toHaveText(`RMB 1,200.50 transferred to ${pair.member}`);
    await expect(transfer.receipt.getByTestId('transfer-number')).toHaveText(/^T\d{14}$/);
    // the agent: its page and the centre's header, and on desktop the main window's header too (member.cash);
    // the member: its header in the other browser, through member.cash
    await expect(transfer.balance).toHaveText('Your balance: RMB 3,799.50');
    await expect(headerBalance(transfer.page)).toHaveText('RMB 3,799.50');
    await expect(headerBalance(page)).toHaveText('RMB 3,799.50');
    await expect(headerBalance(memberPage)).toHaveText('RMB 1,300.50');
    await expect(transfer.recent).toContainText(pair.member);
    await expect(transfer.recent).toContainText('RMB 1,200.50');
    expect((await sandboxGames.member(pair.member)).cash).toBe(1300.5);

    await memberPage.context().close();
  });

  test('refuses a member outside the downline and a wrong withdraw password; nothing moves', async ({ page, isMobile }) => {
    const pair = isMobile ? PAIRS.mobile : PAIRS.desktop;
    const agent = await loginThroughApi(pair.agent);
    const transfer = await openTransfer(page, agent, isMobile);

    // player_rmb is in AG1001's downline, not this agent's
    await transfer.account.fill('player_rmb');
    await transfer.send('100', '1234');
    await transfer.confirm();
    await expect(transfer.form.getByText('No member with this account in your downline.')).toBeVisible();

    await transfer.account.fill(pair.member);
    await transfer.send('100', '9999');
    await transfer.confirm();
    await expect(transfer.form.getByText('The withdrawal password is wrong.')).toBeVisible();

    await transfer.send('6000', '1234');
    await expect(transfer.form.getByText('The amount is more than your balance of RMB 5,000.00.')).toBeVisible();

    await expect(transfer.balance).toHaveText('Your balance: RMB 5,000.00');
    await expect(headerBalance(transfer.page)).toHaveText('RMB 5,000.00');
    expect((await sandboxGames.member(pair.member)).cash).toBe(100);
  });
});
