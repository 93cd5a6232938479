import { expect, test, type Page } from '../pages/test';
import { AccountInfoPage } from '../pages/account-info-page';
import { AuthModal } from '../pages/auth-modal';
import { MemberCentre } from '../pages/member-centre';
import { RecommendProjectPage } from '../pages/recommend-project-page';
import { sandbox, sandboxAccount } from '../pages/sandbox';
import { loginThroughApi, startAsMember } from '../pages/session';

// Issue 12 (V1): the member centre's account pages and the recommend condition, against the
// composed site and the sandbox, at 1280 px (desktop: the centre in its own window) and 390 px
// (mobile: the centre in the page).

const SEED_PASSWORD = 'Test1234';

/** Starts on home as a seeded member (session from the API, as after a login). */
async function homeAs(page: Page, account: string): Promise<void> {
  await startAsMember(page, await loginThroughApi(account));
  await page.goto('/');
  await expect(page.locator('.account-actions').getByRole('link', { name: account, exact: true })).toBeVisible();
}

/** The centre at /user, once its recommend condition is decided (the entries' absence then means something). */
async function centreAt(page: Page, isMobile: boolean, recommend: 'shown' | 'hidden'): Promise<MemberCentre> {
  await page.goto('/user');
  const centre = new MemberCentre(page, isMobile);
  await expect(centre.entry('Account information')).toBeVisible();
  await centre.expectRecommend(recommend);
  return centre;
}

test.describe('member account', () => {
  // Each test starts from the seed (the password test changes one); bulletins off, so the home
  // pop-up does not stand over the header.
  test.beforeEach(async () => {
    await sandbox.reset();
    await sandbox.disableBulletins();
  });

  test('a member opens the centre, sees the profile from the sandbox, changes the password and logs in with it', async ({
    page,
    isMobile,
  }) => {
    // one member per project, so the two projects never share a password
    const account = isMobile ? 'acct_phone' : 'acct_desk';
    const profile = isMobile
      ? { Account: 'acct_phone', 'Real name': '许手机', Phone: '13800000202', Email: 'phone@example.com', Currency: 'RMB' }
      : { Account: 'acct_desk', 'Real name': '许桌面', Phone: '13800000201', Email: 'desk@example.com', Currency: 'RMB' };
    await homeAs(page, account);

    const centre = await MemberCentre.openFromHeader(page, account, isMobile);
    if (isMobile) await centre.openSection('Account information');
    const info = new AccountInfoPage(centre.page);
    await info.expectProfile({ ...profile, 'Withdraw password': 'Not set' });

    await info.changePassword('Wrong999', 'Newpass88');
    await info.expectPasswordRefused('The current password is wrong');
    await info.changePassword(SEED_PASSWORD, 'Newpass88');
    await info.expectPasswordChanged();

    const auth = new AuthModal(page);
    if (!isMobile) await page.bringToFront();
    else await page.goto('/');
    await auth.headerLogout.click();
    await expect(auth.headerLogin).toBeVisible();
    if (!isMobile) await expect.poll(() => centre.page.isClosed()).toBe(true);

    await auth.openLogin();
    await auth.login(account, SEED_PASSWORD);
    await expect(auth.loginForm.getByRole('alert')).toBeVisible();
    await auth.field(auth.loginForm, 'Password').fill('Newpass88');
    await auth.fillCaptcha(auth.loginForm, 1);
    await auth.loginForm.getByRole('button', { name: 'Log in', exact: true }).click();
    await auth.expectLoggedIn(account);
  });

  test('recommend entries: hidden for is_friend 0 and for an agent application under review, shown for is_friend 1', async ({
    page,
    isMobile,
  }) => {
    // player_usd: site 1 USD, whose bonus setting says is_friend 0
    await homeAs(page, 'player_usd');
    let centre = await centreAt(page, isMobile, 'hidden');
    await expect(centre.entry('Recommend project')).toHaveCount(0);
    await expect(centre.entry('Award record')).toHaveCount(0);

    // player_rmb: is_friend 1 and the agent check passes
    await homeAs(page, 'player_rmb');
    centre = await centreAt(page, isMobile, 'shown');
    await expect(centre.entry('Recommend project')).toBeVisible();
    await expect(centre.entry('Award record')).toBeVisible();
    await expect(centre.entry('Member search')).toBeVisible();
    await centre.openSection('Recommend project');
    await new RecommendProjectPage(page).expectCode('R1001');

    // the same member once an agent application is under review: the agent check answers 104
    await sandboxAccount.agentApplication('player_rmb', 'pending');
    centre = await centreAt(page, isMobile, 'hidden');
    await expect(centre.entry('Recommend project')).toHaveCount(0);
  });
});
