import { expect, test, type Page } from '../pages/test';
import { AuthModal } from '../pages/auth-modal';
import { DemoModal } from '../pages/demo-modal';
import { GameLauncher } from '../pages/game-launcher';
import { HomePage } from '../pages/home-page';
import { agentPages, memberSections, PageStates, publicRoutes } from '../pages/page-states';
import { sandbox, sandboxGames } from '../pages/sandbox';
import { loginThroughApi, startAsMember } from '../pages/session';
import { WalletPage } from '../pages/wallet-page';

// Issue 22, "Accessibility and visual regression in npm test": every route × device (the two
// projects) × visitor / member / agent × each dialog open gets an axe scan (0 critical, 0 serious)
// and a screenshot comparison of the same rendering (docs/testing.md "Page states"). A test walks
// several states after one login, so the matrix costs a few minutes, not one page load per check.

const SEED_PASSWORD = 'Test1234';

test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  test.slow();
  await sandbox.reset();
  // Dates the page computes itself (default search ranges, "today") stay the same on every run.
  await page.clock.setFixedTime(new Date('2026-06-15T10:00:00+08:00'));
});

async function asMember(page: Page, account: string): Promise<void> {
  await startAsMember(page, await loginThroughApi(account, SEED_PASSWORD));
}

test('home as a visitor: the announcement pop-up, the page, history, login and register', async ({ page }, testInfo) => {
  const states = new PageStates(page, testInfo);
  const home = new HomePage(page);
  await home.open();
  await expect(home.popup).toBeVisible();
  await states.check('home-visitor-announcement');
  await home.closePopup();
  await expect(home.banners.getByRole('img').first()).toBeVisible();
  await states.check('home-visitor');

  await home.historyButton.click();
  const history = states.dialog('Announcement history');
  await expect(history).toBeVisible();
  await states.check('home-visitor-history');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  const demo = new DemoModal(page);
  await home.demoButton.click();
  await expect(demo.dialog).toBeVisible();
  await expect(demo.types.first()).toBeVisible();
  await states.check('home-visitor-demo');
  await page.keyboard.press('Escape');
  await expect(demo.dialog).toBeHidden();

  const auth = new AuthModal(page);
  await auth.openLogin();
  await expect(auth.loginForm.getByRole('img', { name: 'Verification code image' })).toBeVisible();
  await states.check('dialog-login');
  await page.keyboard.press('Escape');
  await expect(auth.dialog).toBeHidden();
  await auth.openRegister();
  await expect(auth.registerForm.getByRole('img', { name: 'Verification code image' })).toBeVisible();
  await states.check('dialog-register');
});

test('public pages as a visitor, and the launcher asking a visitor to log in', async ({ page }, testInfo) => {
  await sandbox.disableBulletins();
  const states = new PageStates(page, testInfo);
  for (const route of publicRoutes) await states.visit(route, 'visitor');

  // A visitor's game tile: the launcher's "Please log in first".
  await page.goto('/gameHall/2?gp_id=GPJL');
  const launcher = new GameLauncher(page);
  await page.getByRole('list', { name: 'All games' }).getByRole('button').first().click();
  await expect(launcher.loginConfirm).toBeVisible();
  await states.check('dialog-launcher-login');
});

test('the security dialogs a login can lead to', async ({ page, isMobile }, testInfo) => {
  await sandbox.disableBulletins();
  const states = new PageStates(page, testInfo);
  const auth = new AuthModal(page);
  const cases: { account: string; dialog: string; name: string }[] = [
    { account: 'player_device', dialog: 'Verify this device', name: 'dialog-device-verify' },
    { account: 'player_move', dialog: 'Account verification', name: 'dialog-account-verification' },
    { account: 'player_dv', dialog: 'Security question', name: 'dialog-security-question' },
  ];
  // member-and-account.md §2: the first-login password change is a desktop dialog.
  if (!isMobile) cases.push({ account: 'player_newpw', dialog: 'Change your password', name: 'dialog-first-login-password' });
  for (const { account, dialog, name } of cases) {
    await page.goto('/');
    await auth.openLogin();
    await auth.login(account, SEED_PASSWORD);
    await expect(states.dialog(dialog)).toBeVisible();
    await states.check(name);
    if (account === 'player_newpw') break;
    await page.keyboard.press('Escape');
    await expect(states.dialog(dialog)).toBeHidden();
  }
});

test('home and the public pages as a member, with the launcher dialogs', async ({ page }, testInfo) => {
  await sandbox.disableBulletins();
  await asMember(page, 'player_rmb');
  const states = new PageStates(page, testInfo);
  const home = new HomePage(page);
  await home.open();
  await expect(home.banners.getByRole('img').first()).toBeVisible();
  await states.check('home-member');
  for (const route of publicRoutes.filter((r) => r.name.startsWith('hall-') || r.name === 'discount')) {
    await states.visit(route, 'member');
  }

  // The launcher's maintenance dialog (play1 answers 203), fixed times so its text stays the same.
  await sandboxGames.maintenance({
    gp_id: 'GPJL',
    maintenance: true,
    start_at: '2020-01-01T12:00:00.000Z',
    end_at: '2035-06-30T12:00:00.000Z',
    title: { en_US: 'JILI upgrade' },
  });
  await page.goto('/gameHall/2?gp_id=GPJL');
  const launcher = new GameLauncher(page);
  const opened = launcher.nextWindow();
  await page.getByRole('list', { name: 'All games' }).getByRole('button').first().click();
  const blank = await opened;
  await expect(launcher.maintenanceDialog('JILI upgrade')).toBeVisible();
  await expect.poll(() => blank.isClosed()).toBe(true);
  await states.check('dialog-launcher-maintenance');
});

test('the member centre, page by page', async ({ page }, testInfo) => {
  await sandbox.disableBulletins();
  await asMember(page, 'player_rmb');
  const states = new PageStates(page, testInfo);
  for (const { section, title } of memberSections) {
    await page.goto(`/user/${section}`);
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    await expect(page.locator('.remote-loading')).toHaveCount(0);
    // The check-in campaign's days follow the calendar (its dates are <time>, masked); so does its period.
    await states.check(`user-${section}`, section === 'Signin' ? [page.locator('.signin__period')] : []);
    if (section === 'MyWallet') {
      // The one-key transfer back (player_rmb holds cash at two providers): its answer on the page.
      const wallet = new WalletPage(page);
      await wallet.transferBack();
      await expect(wallet.success).toContainText('came back to your main wallet');
      await states.check('user-MyWallet-transferred-back');
    }
  }
  await page.goto('/Deposit');
  await expect(page.getByRole('main').first()).toBeVisible();
  await states.check('deposit-page');
});

test('the agent centre, page by page', async ({ page }, testInfo) => {
  await sandbox.disableBulletins();
  await asMember(page, 'agent_rmb');
  const states = new PageStates(page, testInfo);
  for (const name of agentPages) {
    await page.goto(`/proxy?page=${name}`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.locator('.remote-loading')).toHaveCount(0);
    await states.check(`agent-${name}`);
  }
});
