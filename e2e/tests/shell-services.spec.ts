import { expect, test, type Page } from '../pages/test';
import { handOverQuery, openFromTheSite } from '../pages/hand-over';
import { HomePage } from '../pages/home-page';
import { sandbox } from '../pages/sandbox';
import { loginThroughApi, startAsMember } from '../pages/session';
import { sandboxSession } from '../pages/shell-services';

test.beforeEach(async () => {
  await sandbox.reset();
});

async function cookie(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === name)?.value;
}

const accountLink = (page: Page, account: string) => page.getByRole('link', { name: account, exact: true });
/** A member's page, once it listens on the member's private real-time channel; returns the channel. */
async function memberOnItsChannel(page: Page): Promise<string> {
  const member = await loginThroughApi();
  await startAsMember(page, member);
  await page.goto('/');
  await expect(accountLink(page, member.member_account)).toBeVisible();
  const channel = `private-member.${member.member_id}`;
  await expect.poll(() => sandboxSession.subscribers(channel), { timeout: 15_000 }).toBeGreaterThan(0);
  return channel;
}

const loginButton = (page: Page) => page.getByRole('button', { name: 'Log in', exact: true }).first();

test('switching the language translates the page, sets the cookie and the lang header', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.closePopup();
  const langs: string[] = [];
  page.on('request', (request) => {
    // API calls (POST), not the images the API host serves.
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/')) langs.push(request.headers().lang ?? '');
  });
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh_CN');
  await expect(page.getByRole('combobox', { name: '语言' })).toHaveValue('zh_CN');
  await expect(page).toHaveTitle(/金莲/);
  expect(await cookie(page, 'i18n_redirected')).toBe('zh_CN');
  await expect.poll(() => langs.at(-1)).toBe('zh_CN');
  // A new visit starts in the chosen language (the server reads the cookie for the title).
  await page.reload();
  await expect(page).toHaveTitle(/金莲/);
  await expect(page.getByRole('combobox', { name: '语言' })).toBeVisible();
});

test('/fastDeposit sets its cookie and goes home; exact /gameHall goes home', async ({ page }) => {
  await page.goto('/fastDeposit');
  await expect(page).toHaveURL(/\/$/);
  expect(await cookie(page, 'isFastDeposit')).toBe('true');
  await page.goto('/gameHall');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/main');
  await expect(page).toHaveURL(/\/$/);
});

test('without any script the server sends /fastDeposit home with its cookie and an agent link’s introducer', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto('/fastDeposit?id=A2002&currency=VND');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect(response?.request().redirectedFrom()?.url()).toContain('/fastDeposit');
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
    expect(cookies.isFastDeposit?.value).toBe('true');
    expect(cookies.member_agent?.value).toBe('A2002');
    expect(cookies.register_type?.value).toBe('agent');
    expect(cookies.ccy?.value).toBe('VND');
    // The site's LINK_EXPIRE_TIME (30 minutes by default) for the introducer; the flag lasts the session.
    expect((cookies.member_agent?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(29 * 60);
    expect((cookies.member_agent?.expires ?? 0) - Date.now() / 1000).toBeLessThanOrEqual(30 * 60);
    expect(cookies.isFastDeposit?.expires).toBe(-1);
  } finally {
    await context.close();
  }
});

test('an agent link keeps its introducer for registration', async ({ page }) => {
  await page.goto('/?id=A1001&currency=VND');
  await expect(page).toHaveURL(/id=A1001/);
  await expect.poll(() => cookie(page, 'member_agent')).toBe('A1001');
  expect(await cookie(page, 'register_type')).toBe('agent');
});

test('a session handed over in the query is taken and the address reset', async ({ page }) => {
  const member = await loginThroughApi();
  await openFromTheSite(page, handOverQuery(member));
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(accountLink(page, member.member_account)).toBeVisible();
});

test('an enc value is exchanged for a session; a bad one only resets the address', async ({ page }) => {
  const enc = await sandboxSession.enc('player_usd');
  await openFromTheSite(page, `/?enc=${encodeURIComponent(enc)}`);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(accountLink(page, 'player_usd')).toBeVisible();

  await page.evaluate(() => window.localStorage.clear());
  await openFromTheSite(page, '/?enc=not-a-real-value');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(loginButton(page)).toBeVisible();
});

test('a member page sends a stale token home logged out (401)', async ({ page }) => {
  await startAsMember(page, { token: 'expired-token', member_id: 1, member_account: 'player_rmb', member_currency: 'RMB' });
  await page.goto('/');
  // Told once, though the layout and the wallet calls were both refused.
  const sessionEnded = new HomePage(page).toast.filter({ hasText: 'Your session has ended. Please log in again.' });
  await expect(sessionEnded).toHaveCount(1);
  await expect(loginButton(page)).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

test('a login elsewhere (real-time) warns and logs this window out', async ({ page }) => {
  const channel = await memberOnItsChannel(page);
  await sandboxSession.emit(channel, 'login', { token: 'a-token-from-another-device' });
  await expect(loginButton(page)).toBeVisible();
  // The warning says why (realtime.alreadyLogin), not just any toast.
  await expect(new HomePage(page).toast.filter({ hasText: 'Your account has signed in somewhere else' })).toBeVisible();
});

test('the wallet balance follows the real-time cash event', async ({ page }) => {
  const channel = await memberOnItsChannel(page);
  await sandboxSession.emit(channel, 'member.cash', { cash: 8888.8 });
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('RMB 8,888.80');
});

test('the member centre opens in its own window on desktop and in the page on mobile', async ({ page }, testInfo) => {
  const member = await loginThroughApi();
  await startAsMember(page, member);
  const home = new HomePage(page);
  await home.open();
  await home.closePopup();
  if (testInfo.project.name === 'mobile') {
    await accountLink(page, member.member_account).click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByRole('heading', { name: 'Member centre', exact: true }).first()).toBeVisible();
    return;
  }
  const [centre] = await Promise.all([page.waitForEvent('popup'), accountLink(page, member.member_account).click()]);
  await expect(centre).toHaveURL(/\/user$/);
  await expect(centre.getByRole('heading', { name: 'Member centre', exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});
