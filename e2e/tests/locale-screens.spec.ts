import { expect, test } from '../pages/test';
import { LOCALES, LONGEST_LOCALE, LocaleScreens, SCRIPT_FONT } from '../pages/locale-screens';
import { PageStates, publicRoutes } from '../pages/page-states';
import { sandbox } from '../pages/sandbox';
import { loginThroughApi, startAsMember } from '../pages/session';

// Issue 25, "Every language for real" (docs/locale.md "Visual checks"): home, a game hall, the
// register form and the member centre in each of the eleven languages, compared with their
// baselines at 1280 px (and at 390 px in the longest language), drawn in the script's own Noto
// face; and the public routes of the page-state matrix once in the longest language, on both
// devices, with their axe scans.

test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  test.slow();
  await sandbox.reset();
  await sandbox.disableBulletins();
  // Dates the page computes itself stay the same on every run.
  await page.clock.setFixedTime(new Date('2026-06-15T10:00:00+08:00'));
});

for (const locale of LOCALES) {
  test(`${locale}: home, a game hall, the register form and the member centre`, async ({ page, isMobile }, testInfo) => {
    test.skip(isMobile && locale !== LONGEST_LOCALE, 'one device is enough for every language but the longest');
    const screens = new LocaleScreens(page, locale);
    const states = new PageStates(page, testInfo);
    await screens.use();

    await screens.goto('/');
    await expect(page.getByTestId('home-banners').locator('img').first()).toBeVisible();
    // The header speaks the language (its own text, not the English fallback)…
    await expect(screens.headerRegister).toBeVisible();
    expect(await screens.outsideViewport(screens.accountActions)).toEqual([]);
    // …in the face of its script, not a fallback's empty boxes.
    const script = SCRIPT_FONT[locale];
    if (script) expect(await screens.renderedFonts(screens.headerRegister)).toContainEqual(expect.stringMatching(script));
    await states.look(`${locale}-home`);

    await screens.goto('/gameHall/2?gp_id=GPJL');
    await expect(
      page
        .getByRole('list', { name: screens.text('games', 'hall.allGames'), exact: true })
        .getByRole('button')
        .first(),
    ).toBeVisible();
    await states.look(`${locale}-hall`);

    await screens.openRegister();
    await states.look(`${locale}-register`);

    await startAsMember(page, await loginThroughApi('player_rmb', 'Test1234'));
    await screens.goto('/user/Info');
    await expect(page.getByRole('heading', { level: 2, name: screens.text('member', 'menu.account_info'), exact: true })).toBeVisible();
    // The member's row of the header (name, balance, messages, log out) stays on the screen.
    expect(await screens.outsideViewport(screens.accountActions)).toEqual([]);
    await states.look(`${locale}-member-centre`);
  });
}

test(`the public routes in the longest language, ${LONGEST_LOCALE}`, async ({ page }, testInfo) => {
  const screens = new LocaleScreens(page, LONGEST_LOCALE);
  const states = new PageStates(page, testInfo);
  await screens.use();
  // The 404 page is left out until it starts in the cookie's language, as the other pages do.
  for (const route of publicRoutes.filter(({ name }) => name !== 'not-found')) {
    await screens.goto(route.path);
    await states.check(`${LONGEST_LOCALE}-${route.name}-visitor`);
  }
});
