import { expect, test, type Page } from '../pages/test';
import { AuthModal, clientCaptchaAnswer } from '../pages/auth-modal';
import { sandbox } from '../pages/sandbox';

// Issue 10: a visitor becomes a member and signs in through every path of member-and-account.md,
// against the composed site and the sandbox, at 1280 px (desktop) and 390 px (mobile).

const SEED_PASSWORD = 'Test1234';

/** An account and a phone number no other test (or earlier run on this sandbox) has taken. */
function newMember(tag: string): { account: string; phone: string } {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.slice(-8);
  return { account: `${tag}${stamp}`.slice(0, 12), phone: `139${String(Date.now()).slice(-8)}` };
}

async function home(page: Page): Promise<AuthModal> {
  await page.goto('/');
  const auth = new AuthModal(page);
  await expect(auth.headerLogin).toBeVisible();
  return auth;
}

test.describe('accounts', () => {
  // The seeded members below change state when they pass their dialog (a new password, a verified
  // device): each test starts from the seed. Tests of one worker run one after the other.
  // Without bulletins: the home pop-up would otherwise stand over the header (it has its own tests).
  test.beforeEach(async () => {
    await sandbox.reset();
    await sandbox.disableBulletins();
  });

  test('a visitor registers, lands logged in, logs out and logs in again with the new account', async ({ page, isMobile }) => {
    const auth = await home(page);
    const member = { ...newMember('new'), password: 'Play2024x' };
    await auth.openRegister();
    await auth.register({ ...member, name: '赵新人', withdrawPassword: '2468' });
    await auth.expectLoggedIn(member.account);
    // A new member is greeted as one, not with "Welcome back".
    await expect(auth.toast.filter({ hasText: `Welcome to the club, ${member.account}!` })).toBeVisible();
    await expect(auth.toast.filter({ hasText: 'Welcome back' })).toHaveCount(0);

    if (!isMobile) {
      // The member centre opens in its own window on desktop; logging out closes it.
      const [centre] = await Promise.all([page.waitForEvent('popup'), auth.memberLink(member.account).click()]);
      await expect.poll(() => centre.url()).toContain('/user');
      await auth.headerLogout.click();
      await expect.poll(() => centre.isClosed()).toBe(true);
    } else {
      await auth.headerLogout.click();
    }
    await expect(auth.headerLogin).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await auth.openLogin();
    await auth.login(member.account, member.password);
    await auth.expectLoggedIn(member.account);
    await expect(auth.toast.filter({ hasText: `Welcome back, ${member.account}!` })).toBeVisible();
  });

  test('a visitor on a two-currency site picks USD and lands with a USD wallet', async ({ page }) => {
    // Site 1 offers RMB (its default) and USD (/arks/web/site/detail); USD asks for the email, not the name.
    const auth = await home(page);
    const member = { ...newMember('usd'), password: 'Play2024x' };
    await auth.openRegister();
    await expect(auth.registerForm.getByTestId('register-currency')).toHaveText('Currency: RMB');
    await auth.chooseCurrency('USD');
    await auth.register({ account: member.account, password: member.password, email: `${member.account}@example.com` });
    await auth.expectLoggedIn(member.account);
    await expect(page.locator('.account-actions').getByRole('status', { name: 'Balance' })).toHaveText('USD 0.00');
  });

  test('the register form marks its required fields and keeps what was typed, but no secret, over a reload', async ({ page }) => {
    const auth = await home(page);
    await auth.openRegister();
    const form = auth.registerForm;
    await expect(auth.requiredLegend).toBeVisible();
    // Site 1 in RMB: the name is required, the email is not (docs/sandbox.md register settings).
    for (const label of ['Account', 'Password', 'Real name'])
      await expect(auth.field(form, label)).toHaveAttribute('aria-required', 'true');
    await expect(auth.field(form, 'Email')).not.toHaveAttribute('aria-required', 'true');

    await auth.field(form, 'Account').fill('halfway');
    await auth.field(form, 'Password').fill('Play2024x');
    await auth.field(form, 'Email').fill('halfway@example.com');
    await auth.fillCaptcha(form, 2);
    await page.reload();
    await auth.openRegister();
    await expect(auth.field(auth.registerForm, 'Account')).toHaveValue('halfway');
    await expect(auth.field(auth.registerForm, 'Email')).toHaveValue('halfway@example.com');
    await expect(auth.field(auth.registerForm, 'Password')).toHaveValue('');
    await expect(auth.field(auth.registerForm, 'Verification code')).toHaveValue('');
  });

  test('an account already taken shows the register code on the account field, and keeps what was typed', async ({ page }) => {
    const auth = await home(page);
    await auth.openRegister();
    const account = auth.field(auth.registerForm, 'Account');
    await account.fill('player_rmb');
    await auth.field(auth.registerForm, 'Password').focus();
    await auth.expectFieldError(auth.registerForm, 'Account', /already (taken|registered|in use)/i);
    await expect(account).toHaveValue('player_rmb');
  });

  test('wrong passwords lock the account: the form says for how long, refuses the right password, keeps what was typed', async ({
    page,
  }) => {
    const auth = await home(page);
    await auth.openLogin();
    for (let i = 1; i < 5; i += 1) await auth.loginRefused('player_rmb', `Wrong${i}pass`, 'The account or the password is wrong.');
    const locked = 'Too many wrong passwords: this account is locked. Try again in 15 minutes.';
    await auth.loginRefused('player_rmb', 'Wrong5pass', locked);
    // the right password is refused while the lock lasts, and nothing typed is lost
    await auth.loginRefused('player_rmb', SEED_PASSWORD, locked);
    await expect(auth.field(auth.loginForm, 'Account')).toHaveValue('player_rmb');
    await expect(auth.field(auth.loginForm, 'Password')).toHaveValue(SEED_PASSWORD);
  });

  test('a login from a new device asks for the code sent to the phone, then logs in', async ({ page }) => {
    const auth = await home(page);
    await auth.openLogin();
    await auth.login('player_device', SEED_PASSWORD);
    const verify = auth.dialogNamed('Verify this device');
    await expect(verify).toBeVisible();
    const { code } = await sandbox.latestSms('player_device');
    await verify.getByLabel('Verification code', { exact: true }).fill(code);
    await verify.getByRole('button', { name: 'Verify and log in' }).click();
    await auth.expectLoggedIn('player_device');
  });

  test('a transferred member validates the account, sets a new password and logs in with it', async ({ page }) => {
    const auth = await home(page);
    await auth.openLogin();
    // The dialog draws its captcha on the page's own server as it opens: its token names the answer.
    const captcha = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/clientCaptcha'));
    await auth.login('player_move', SEED_PASSWORD);
    const transfer = auth.dialogNamed('Account verification');
    await expect(transfer).toBeVisible();
    await transfer.getByLabel('Withdrawal password', { exact: true }).fill('1234');
    await auth.tick(transfer, 'radio', 'Email');
    await transfer.getByLabel('Email on your account', { exact: true }).fill('move@example.com');
    const token = ((await (await captcha).json()) as { apiResponseData: { token: string } }).apiResponseData.token;
    await transfer.getByLabel('Verification code', { exact: true }).fill(await clientCaptchaAnswer(token));
    await transfer.getByRole('button', { name: 'Next' }).click();

    await transfer.getByLabel('New password', { exact: true }).fill('Moved2024');
    await transfer.getByLabel('Confirm the new password', { exact: true }).fill('Moved2024');
    await transfer.getByRole('button', { name: 'Save the new password' }).click();
    await expect(transfer).toBeHidden();
    await expect(auth.loginForm.getByText('Log in with your new password')).toBeVisible();

    await auth.login('player_move', 'Moved2024');
    await auth.expectLoggedIn('player_move');
  });

  test('a member with a security question answers it and is logged in', async ({ page }) => {
    const auth = await home(page);
    await auth.openLogin();
    await auth.login('player_dv', SEED_PASSWORD);
    const check = auth.dialogNamed('Security question');
    await expect(check).toBeVisible();
    const { question, answer } = await sandbox.doubleValidation('player_dv');
    await expect(check.getByText(question)).toBeVisible();
    await check.getByLabel('Your answer', { exact: true }).fill(answer);
    await expect(check.getByRole('img', { name: 'Verification code image' })).toBeVisible();
    await check.getByLabel('Verification code', { exact: true }).fill((await sandbox.latestCaptcha(1)).answer);
    await check.getByRole('button', { name: 'Confirm' }).click();
    await auth.expectLoggedIn('player_dv');
  });

  test('a first login on desktop must change the password; the phone layout does not ask', async ({ page, isMobile }) => {
    const auth = await home(page);
    await auth.openLogin();
    // The member layout (first_login_to_change_password) decides whether the dialog opens.
    const layout = page.waitForResponse((response) => response.url().endsWith('/api/member/profile/common/layout'));
    await auth.login('player_newpw', SEED_PASSWORD);
    await expect(auth.memberLink('player_newpw')).toBeVisible();
    const change = auth.dialogNamed('Change your password');
    if (isMobile) {
      // member-and-account.md §2: the first-login password change is a desktop dialog. Its
      // absence is asserted once the layout has answered and the page has settled on it.
      expect((await (await layout).json()).apiResponseData.member_common_layout).toMatchObject({ first_login_to_change_password: 1 });
      await expect(page.locator('.account-actions__balance')).toBeVisible();
      await expect(change).toHaveCount(0);
      return;
    }
    await expect(change).toBeVisible();
    await change.getByLabel('Current password', { exact: true }).fill(SEED_PASSWORD);
    await change.getByLabel('New password', { exact: true }).fill('Fresh2024');
    await change.getByLabel('Confirm the new password', { exact: true }).fill('Fresh2024');
    await change.getByRole('button', { name: /Save|Change/ }).click();
    await expect(change).toBeHidden();
  });

  test('an agent link fixes the introducer and the currency; an invalid one is unlocked and cleared', async ({ page }) => {
    await page.goto('/?id=AG1001&currency=RMB');
    const auth = new AuthModal(page);
    await auth.openRegister();
    const introducer = auth.field(auth.registerForm, 'Agent or referral code');
    await expect(introducer).toHaveValue('AG1001');
    await expect(introducer).not.toBeEditable();
    await expect(auth.registerForm.getByText('Currency: RMB')).toBeVisible();

    await page.goto('/?id=NOPE01');
    await auth.openRegister();
    await expect(auth.registerForm.getByText(/no longer valid/)).toBeVisible();
    await expect(introducer).toHaveValue('');
    await expect(introducer).toBeEditable();
  });
});
