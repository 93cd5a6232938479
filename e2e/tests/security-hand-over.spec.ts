import { expect, test } from '../pages/test';
import { ForeignSite, HandOverPage, handOverQuery, openFromTheSite } from '../pages/hand-over';
import { HomePage } from '../pages/home-page';
import { sandbox } from '../pages/sandbox';
import { loginThroughApi, type Member, startAsMember } from '../pages/session';

/**
 * Session hand-overs (docs/security.md, "Threat: an account swap through a session hand-over"):
 * a third-party login completes only for a popup this window opened; anything another website
 * opens or links to is ignored or checked with the backend, and never replaces a member.
 */
test.beforeEach(async () => {
  await sandbox.reset();
});

async function homeReady(page: HandOverPage['page']): Promise<HandOverPage> {
  const home = new HomePage(page);
  await home.open();
  await home.closePopup();
  return new HandOverPage(page);
}

test('a third-party login started here completes in this window; its popup has no opener', async ({ page }) => {
  const site = await homeReady(page);
  const popup = await site.startThirdPartyLogin();
  expect(await popup.evaluate(() => window.opener === null)).toBe(true);
  await HandOverPage.chooseOnProvider(popup, 'player_usd (USD)');
  await expect(site.accountLink('player_usd')).toBeVisible();
  await expect(site.loginDialog).toBeHidden();
});

test('a cancelled third-party login says so in a known text', async ({ page }) => {
  const site = await homeReady(page);
  const popup = await site.startThirdPartyLogin();
  await HandOverPage.chooseOnProvider(popup, 'Cancel');
  await expect(site.toastWith('The sign-in was cancelled.')).toBeVisible();
  await expect(site.loginButton).toBeVisible();
});

function attackerQuery(attacker: Member): string {
  return new URLSearchParams({
    tk: attacker.token,
    member_id: String(attacker.member_id),
    member_account: attacker.member_account,
    member_currency: attacker.member_currency,
  }).toString();
}

test("another website opening /authCallback with a real session swaps no member's account and shows no text of its own", async ({
  page,
  context,
}) => {
  const victim = await loginThroughApi('player_rmb');
  const attacker = await loginThroughApi('player_usd');
  await startAsMember(page, victim);
  const site = await homeReady(page);
  await expect(site.accountLink('player_rmb')).toBeVisible();

  const foreign = await ForeignSite.open(await context.newPage());
  await foreign.openSitePopupAndWaitForClose(`/authCallback?${attackerQuery(attacker)}`);
  await site.expectMessageTaken();
  await foreign.openSitePopupAndWaitForClose('/authCallback?resCode=500&resMessage=Call%20%2B1-555-0100%20to%20claim%20your%20bonus');
  await site.expectMessageTaken();

  // Both were ignored at once (no state of this window): nothing is pending.
  await expect(site.accountLink('player_rmb')).toBeVisible();
  expect(await site.storedToken()).toBe(victim.token);
  await expect(site.toastWith('claim your bonus')).toHaveCount(0);
});

test("another website opening /authCallback with a real session does not log a visitor's window in", async ({ page, context }) => {
  const attacker = await loginThroughApi('player_usd');
  const visitor = await homeReady(page);
  await expect(visitor.loginButton).toBeVisible();

  const foreign = await ForeignSite.open(await context.newPage());
  await foreign.openSitePopupAndWaitForClose(`/authCallback?${attackerQuery(attacker)}`);
  await visitor.expectMessageTaken();
  await expect(visitor.loginButton).toBeVisible();
  expect(await visitor.storedToken()).toBeNull();
});

test('a start-up link with a forged token stores nothing and says the link is not valid', async ({ page }) => {
  const real = await loginThroughApi('player_usd');
  const site = new HandOverPage(page);
  await openFromTheSite(page, handOverQuery({ ...real, token: 'forged-token' }));
  await expect(site.toastWith('This sign-in link is not valid or has expired.')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(site.loginButton).toBeVisible();
  expect(await site.storedToken()).toBeNull();
});

test("a start-up link with another member's session never replaces the member logged in", async ({ page }) => {
  const victim = await loginThroughApi('player_rmb');
  const other = await loginThroughApi('player_usd');
  await startAsMember(page, victim);
  const site = new HandOverPage(page);
  await openFromTheSite(page, handOverQuery(other));
  await expect(site.toastWith('You are logged in as player_rmb. Log out first to continue as player_usd.')).toBeVisible();
  await expect(site.accountLink('player_rmb')).toBeVisible();
  expect(await site.storedToken()).toBe(victim.token);
});

test('a start-up link on another website names the account and asks; staying signed out stores nothing', async ({ page }) => {
  const member = await loginThroughApi('player_usd');
  const foreign = await ForeignSite.open(page);
  await foreign.followLinkTo(handOverQuery(member));
  const site = new HandOverPage(page);
  await expect(site.consentDialog('player_usd')).toBeVisible();
  await expect(site.consentDialog('player_usd')).toContainText('A link from another website wants to sign you in');
  await site.staySignedOut('player_usd');
  await expect(site.consentDialog('player_usd')).toBeHidden();
  await expect(site.loginButton).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(await site.storedToken()).toBeNull();
});

test('a start-up link on another website signs in only after "Continue"; the same link from the site is silent', async ({ page }) => {
  const member = await loginThroughApi('player_usd');
  const foreign = await ForeignSite.open(page);
  await foreign.followLinkTo(handOverQuery(member));
  const site = new HandOverPage(page);
  await site.continueAs('player_usd');
  await expect(site.accountLink('player_usd')).toBeVisible();
  expect(await site.storedToken()).toBe(member.token);

  await page.evaluate(() => window.localStorage.clear());
  await openFromTheSite(page, handOverQuery(member));
  await expect(site.accountLink('player_usd')).toBeVisible();
  await expect(site.consentDialog('player_usd')).toHaveCount(0);
});
