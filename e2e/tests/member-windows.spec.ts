import { expect, test, type Page } from '../pages/test';
import { AccountInfoPage } from '../pages/account-info-page';
import { MemberCentre } from '../pages/member-centre';
import { RedEnvelope } from '../pages/red-envelope';
import { sandbox, sandboxWallet } from '../pages/sandbox';
import { loginThroughApi, startAsMember } from '../pages/session';

// Issue 22: the site's windows follow each other. On desktop the member centre has its own window
// (the header's account link); on a phone the member uses a second tab. A change made in one
// window (a red envelope opened, a withdraw password set) reaches the other without a reload
// (shell/src/app/cross-tab/window-relay.ts). acct_desk / acct_phone (sandbox/src/db/seed-profile.ts):
// RMB, password Test1234, no withdraw password yet.

const accountOf = (isMobile: boolean) => (isMobile ? 'acct_phone' : 'acct_desk');

async function homeAs(page: Page, account: string): Promise<void> {
  await startAsMember(page, await loginThroughApi(account));
  await page.goto('/');
  await expect(page.locator('.account-actions').getByRole('link', { name: account, exact: true })).toBeVisible();
}

/** The member's second window: the member centre's own window on desktop, a second tab on a phone. */
async function secondWindow(page: Page, account: string, isMobile: boolean): Promise<Page> {
  if (!isMobile) return (await MemberCentre.openFromHeader(page, account, false)).page;
  const tab = await page.context().newPage();
  await tab.goto('/user');
  await expect(new MemberCentre(tab, true).heading).toBeVisible();
  return tab;
}

test.describe('the site windows follow each other', () => {
  test.beforeEach(async () => {
    await sandbox.reset();
    await sandbox.disableBulletins();
  });

  test('a red envelope opened in one window is no longer offered in the other', async ({ page, isMobile }) => {
    const account = accountOf(isMobile);
    await homeAs(page, account);
    const other = await secondWindow(page, account, isMobile);
    // both windows listen on the currency channel
    await expect.poll(() => sandbox.subscribers('private-member.RMB')).toBeGreaterThan(1);

    await sandboxWallet.redEnvelope({ currency: 'RMB', cash: 6.66, seconds: 300, title: 'Two windows' });
    const here = new RedEnvelope(page);
    const there = new RedEnvelope(other);
    await expect(here.box).toContainText('Two windows');
    await expect(there.box).toContainText('Two windows');

    await there.open();
    await expect(there.cashDialog).toContainText('RMB 6.66');
    await expect(here.box).toHaveCount(0);
  });

  test('a withdraw password set in one window is known in the other without a reload', async ({ page, isMobile }) => {
    const account = accountOf(isMobile);
    await homeAs(page, account);
    await page.goto('/user/Info');
    const here = new AccountInfoPage(page);
    await here.expectProfile({ 'Withdraw password': 'Not set' });
    await expect(here.withdrawPasswordHeading('Set a withdraw password')).toBeVisible();

    const tab = await page.context().newPage();
    await tab.goto('/user/Info');
    await new AccountInfoPage(tab).setWithdrawPassword('Test1234', '2468');

    await expect(here.withdrawPasswordHeading('Change withdraw password')).toBeVisible();
    await here.expectProfile({ 'Withdraw password': 'Set' });
  });
});
