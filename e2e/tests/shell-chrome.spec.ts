import { expect, test, type Page, type TestInfo } from '../pages/test';
import { sandbox } from '../pages/sandbox';
import en from '../../shell/src/locales/en_US.json';
import vi from '../../shell/src/locales/vi_VN.json';
import { AuthModal } from '../pages/auth-modal';
import { CspWatch } from '../pages/csp';
import { GameHallPage } from '../pages/game-hall-page';
import { HomePage } from '../pages/home-page';
import { MemberCentre } from '../pages/member-centre';
import { loginThroughApi, startAsMember } from '../pages/session';
import { ShellPage } from '../pages/shell-page';

// The shell's chrome around every page (docs/shell.md): the mobile game types, the desktop
// header's More menu, the skip link and landmarks, and the CSP after a login on desktop.

const isMobile = (info: TestInfo) => info.project.name === 'mobile';
const navKeys = ['home', 'slot', 'live', 'sport', 'lottery', 'chess', 'discount', 'sponsor', 'app'] as const;
const navNames = (messages: typeof en) => navKeys.map((key) => messages.nav[key]);
// Each hall's heading is the game type's name the site's API gives (the sandbox's seed).
const halls = [
  { key: 'slot', path: '/gameHall/2', heading: 'Slots' },
  { key: 'live', path: '/gameHall/3', heading: 'Live Casino' },
  { key: 'sport', path: '/gameHall/4', heading: 'Sports' },
  { key: 'lottery', path: '/gameHall/5', heading: 'Lottery' },
  { key: 'chess', path: '/gameHall/6', heading: 'Card Games' },
] as const;

// Seeded content (the pop-up, a member's balance): an earlier test of this worker may have changed it.
test.beforeEach(() => sandbox.reset());

test('on a phone every game type of the desktop menu is one tap from home', async ({ page }, info) => {
  test.skip(!isMobile(info), 'the game-type bar is the mobile header');
  const home = new HomePage(page);
  const hall = new GameHallPage(page);
  await home.open();
  await home.closePopup();
  for (const { key, path, heading } of halls) {
    const name = en.nav[key];
    await hall.gameType(name).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(hall.title(heading)).toBeVisible();
    await expect(hall.gameType(name)).toHaveAttribute('aria-current', 'page');
    await page.locator('.shell-mobile-footer').getByRole('button', { name: en.nav.home, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  }
});

async function expectEveryEntry(page: Page, shell: ShellPage, names: string[], where: string) {
  await expect.poll(() => shell.headerLayout(), { message: where }).toEqual({ entries: names, cut: [] });
  if (!(await shell.moreButton.count())) return;
  // The folded ones are in the menu, each visible on the page when it is open.
  await shell.openMore();
  const folded = await shell.foldedEntries.allTextContents();
  for (const name of folded) await expect(shell.moreEntry(name), where).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
  await expect(shell.moreMenu).toBeHidden();
}

test('the desktop header keeps every entry from 992 to 1920 px, for visitors and members, in English and Vietnamese', async ({
  page,
}, info) => {
  test.skip(isMobile(info), 'the header menu is desktop');
  test.slow();
  const length = (messages: typeof en) => navNames(messages).join('').length;
  // Vietnamese has the longest labels of the three (the test runs English too).
  expect(length(vi)).toBeGreaterThan(length(en));
  const walk = async (state: string) => {
    for (const [locale, messages] of [
      ['en_US', en],
      ['vi_VN', vi],
    ] as const) {
      const shell = new ShellPage(page, { mainNav: messages.nav.label, more: messages.nav.more });
      await shell.useLocale(locale);
      for (const width of [992, 1280, 1920]) {
        await page.setViewportSize({ width, height: 800 });
        await shell.goto('/discount');
        await expect(shell.barEntry(messages.nav.home)).toBeVisible();
        await expectEveryEntry(page, shell, navNames(messages), `${state} in ${locale} at ${width}px`);
      }
    }
  };
  await walk('visitor');
  await startAsMember(page, await loginThroughApi());
  await walk('member');
});

test('the More menu works with the keyboard', async ({ page }, info) => {
  test.skip(isMobile(info), 'the header menu is desktop');
  await page.setViewportSize({ width: 992, height: 800 });
  await startAsMember(page, await loginThroughApi());
  const shell = new ShellPage(page);
  await shell.goto('/discount');
  await expect(shell.moreButton).toBeVisible();
  await shell.moreButton.focus();
  await page.keyboard.press('Enter');
  await expect(shell.moreButton).toHaveAttribute('aria-expanded', 'true');
  await expect(shell.moreEntry('App')).toBeVisible();
  await page.keyboard.press('End');
  await expect(shell.moreEntry('App')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app$/);
  await expect(shell.moreMenu).toBeHidden();
});

test('a skip link comes first and leads to the main content', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.goto('/discount');
  await shell.expectChrome();
  await page.keyboard.press('Tab');
  await expect(shell.skipLink).toBeFocused();
  await expect(shell.skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(shell.main).toBeFocused();
});

test('every navigation of the home page has a name of its own', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.closePopup();
  await expect(page.getByRole('navigation', { name: 'Site links' })).toBeVisible();
  const names = await page.getByRole('navigation').evaluateAll((navs) => navs.map((nav) => nav.getAttribute('aria-label')));
  expect(names.length).toBeGreaterThan(1);
  expect(new Set(names).size, names.join(' | ')).toBe(names.length);
});

test('after a login on desktop no page breaks the CSP', async ({ page }, info) => {
  test.skip(isMobile(info), 'antd (the desktop kit) injects its styles at run time');
  const csp = await CspWatch.on(page);
  const home = new HomePage(page);
  const auth = new AuthModal(page);
  await home.open();
  await home.closePopup();
  await auth.openLogin();
  await auth.login('player_rmb', 'Test1234');
  await auth.expectLoggedIn('player_rmb');
  // The welcome toast is the first style a login injects.
  await expect(home.toast).toBeVisible();
  expect(await csp.violations(), 'after the login').toEqual([]);
  for (const name of ['Slots', 'Promotions', 'Home']) {
    await home.navigateTo(name);
    await home.expectRemoteLoaded();
    expect(await csp.violations(), name).toEqual([]);
  }
});

test('a second click on Member centre brings its window forward instead of opening another', async ({ page }, info) => {
  test.skip(isMobile(info), 'the member centre has its own window on desktop only');
  await startAsMember(page, await loginThroughApi());
  const shell = new ShellPage(page);
  const auth = new AuthModal(page);
  await shell.goto('/discount');
  const popups: Page[] = [];
  page.on('popup', (popup) => popups.push(popup));
  const [centre] = await Promise.all([page.waitForEvent('popup'), auth.memberLink('player_rmb').click()]);
  await expect(new MemberCentre(centre, false).heading).toBeVisible();
  // Marks the window's document (a reload would lose it) and counts the focus requests it gets.
  await centre.evaluate(() => {
    const marked = window as unknown as { keptDocument: boolean; focusRequests: number };
    marked.keptDocument = true;
    marked.focusRequests = 0;
    const focus = window.focus.bind(window);
    window.focus = () => {
      marked.focusRequests += 1;
      focus();
    };
  });
  await auth.memberLink('player_rmb').click();
  await expect.poll(() => centre.evaluate(() => (window as unknown as { focusRequests: number }).focusRequests)).toBe(1);
  expect(await centre.evaluate(() => (window as unknown as { keptDocument?: boolean }).keptDocument)).toBe(true);
  expect(popups).toHaveLength(1);
});
