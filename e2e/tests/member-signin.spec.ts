import { expect, test, type Page } from '../pages/test';
import { MemberCentre } from '../pages/member-centre';
import { sandbox } from '../pages/sandbox';
import { loginThroughApi, startAsMember } from '../pages/session';
import { SigninPage } from '../pages/signin-page';

// Issue 26: the daily sign-in (docs/member.md "Daily sign-in") against the composed site and the
// sandbox, at 1280 px (the member centre in its own window) and 390 px (in the page). The sandbox's
// reset seeds a 14-day campaign starting 3 days before today (sandbox/src/db/seed-signin.ts), so
// today is its fourth day: 2 units, RMB 4.00 for player_rmb (RMB 1,288.50), USD 1.00 for
// player_usd (USD 250.00).

const MEMBERS = {
  desktop: { account: 'player_rmb', id: 1, before: 'RMB 1,288.50', reward: 'RMB 4.00', after: 'RMB 1,292.50' },
  mobile: { account: 'player_usd', id: 2, before: 'USD 250.00', reward: 'USD 1.00', after: 'USD 251.00' },
};

const balance = (page: Page) => page.locator('.account-actions').getByRole('status', { name: 'Balance' });

test.describe('daily sign-in', () => {
  test.beforeEach(async () => {
    await sandbox.reset();
    await sandbox.disableBulletins();
  });

  test('a member checks in today, sees the day marked and the balance grow, and after a reload the button says so', async ({
    page,
    isMobile,
  }) => {
    const member = isMobile ? MEMBERS.mobile : MEMBERS.desktop;
    await startAsMember(page, await loginThroughApi(member.account));
    await page.goto('/');
    await expect(balance(page)).toHaveText(member.before);

    const centre = await MemberCentre.openFromHeader(page, member.account, isMobile);
    await centre.openSection('Daily check-in');
    const signin = new SigninPage(centre.page);
    await signin.expectToday('Today: check in now');
    await expect(signin.today).toContainText(member.reward);

    await signin.checkIn();
    await expect(signin.success).toHaveText(`Checked in! ${member.reward} has been added to your main wallet.`);
    await signin.expectToday('Checked in');
    await expect(signin.button('Checked in today')).toBeDisabled();
    await expect(balance(centre.page)).toHaveText(member.after);

    await centre.page.reload();
    const again = new SigninPage(centre.page);
    await expect(again.button('Checked in today')).toBeDisabled();
    await again.expectToday('Checked in');
    await expect(balance(centre.page)).toHaveText(member.after);
  });
});
