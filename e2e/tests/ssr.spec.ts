import { expect, test } from '../pages/test';
import { sandbox } from '../pages/sandbox';
import { SHELL_PORT } from '../playwright.config';
import {
  ACCOUNT_PLACEHOLDER,
  appLive,
  collectConsoleErrors,
  DrawnPage,
  hydrationProblems,
  layoutShift,
  LOADING_IN_HTML,
  MEMBER_ROUTES,
  PAGE_SKELETON,
  PUBLIC_ROUTES,
  recordLayoutShifts,
  rootOf,
  serverHtml,
  ssrOf,
  UNKNOWN_PATH,
} from '../pages/server-render';
import { loginThroughApi, startAsMember } from '../pages/session';

/**
 * Pages rendered on the server (docs/ssr.md, issue 24): the HTML of every public route carries its
 * content, drawn for the device; without scripts the page shows it; with scripts the browser
 * hydrates it without a single mismatch, in several languages, for visitors and members alike,
 * without moving the page (CLS); an unknown path is the error page with its 404; a member-only
 * page arrives as the shell and a skeleton.
 */
test.describe('server rendering', () => {
  // Seeded content: an earlier test of this worker may have emptied the bulletins or the banners.
  test.beforeEach(() => sandbox.reset());

  test('every public route arrives as HTML with its content, for the device that asked', async ({ request }, testInfo) => {
    const userAgent = String(testInfo.project.use.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131');
    const device = testInfo.project.name === 'mobile' ? 'mobile' : 'desktop';
    for (const path of PUBLIC_ROUTES) {
      const html = await serverHtml(request, path, userAgent);
      const root = rootOf(html);
      expect(ssrOf(html), path).toEqual(expect.objectContaining({ device }));
      // The shell's chrome and the route's module, not their loading states.
      expect(root, path).toContain('id="main-content"');
      // Content loaded in an effect: the module's own loading state inside the page's main landmark.
      if (LOADING_IN_HTML.has(path)) expect(root, path).toMatch(/<main[^>]*>(?:(?!<\/main>)[\s\S])*role="status"/);
      else expect(root, path).toMatch(/<h1[\s>]/);
      expect(root, path).not.toMatch(/class="remote-loading"[^>]*data-remote=/);
      expect(html, path).toContain('<div id="casino-loading" class="is-drawn"');
      // The account area is the same placeholder for everyone: the server does not know the session.
      if (!path.startsWith('/slotgame')) expect(root, path).toContain(ACCOUNT_PLACEHOLDER);
    }
  });

  test('the home page comes without the UI kit; another public page names its layout kit', async ({ request }, testInfo) => {
    const userAgent = String(testInfo.project.use.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131');
    const kit = testInfo.project.name === 'mobile' ? 'kit-mobile' : 'kit-desktop';
    // Home renders without the kit (docs/remotes.md, "A page without the UI kit"): no kit file is
    // hinted or written into its page, and its boot is told not to wait for one.
    const home = await serverHtml(request, '/', userAgent);
    expect(ssrOf(home)).toEqual(expect.objectContaining({ uiKit: 'none' }));
    expect(home).not.toMatch(/kit-(desktop|mobile)[.\w-]*\.(js|css)/);
    const discount = await serverHtml(request, '/discount', userAgent);
    expect(ssrOf(discount)?.uiKit).toBeUndefined();
    expect(discount).toMatch(new RegExp(`href="[^"]*/${kit}\\.[\\w.]+\\.js"`));
  });

  test('an unknown path is answered 404 with the error page drawn', async ({ request }, testInfo) => {
    const userAgent = String(testInfo.project.use.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131');
    const html = await serverHtml(request, UNKNOWN_PATH, userAgent, undefined, 404);
    const root = rootOf(html);
    expect(ssrOf(html)).toBeDefined();
    expect(root).toMatch(/<main class="error-page" data-status="404"/);
    expect(root).toMatch(/<h1 id="error-page-title">Page Not Found<\/h1>/);
    expect(root).toContain(`Page not found: ${UNKNOWN_PATH}`);
    // In another language too.
    expect(rootOf(await serverHtml(request, UNKNOWN_PATH, userAgent, 'zh_CN', 404))).not.toContain('Page not found');
  });

  test('a member-only page arrives as the shell and a skeleton, then the browser checks the session', async ({
    request,
    page,
  }, testInfo) => {
    const userAgent = String(testInfo.project.use.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131');
    for (const path of MEMBER_ROUTES) {
      const root = rootOf(await serverHtml(request, path, userAgent));
      expect(root, path).toContain('id="main-content"');
      expect(root, path).toContain(ACCOUNT_PLACEHOLDER);
      expect(root, path).toContain(PAGE_SKELETON);
    }
    // A member gets the member centre, rendered afresh by the browser without a mismatch.
    const member = await loginThroughApi();
    await startAsMember(page, member);
    const errors = collectConsoleErrors(page);
    await page.goto('/user');
    const drawn = new DrawnPage(page);
    expect(await appLive(page)).toBe('rendered');
    await expect(drawn.skeleton).toHaveCount(0);
    await expect(drawn.memberLink(member.member_account)).toBeVisible();
    expect(await hydrationProblems(page, errors)).toEqual([]);
  });

  test('without scripts the home page shows its header and content', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
    const page = await context.newPage();
    const drawn = new DrawnPage(page);
    await page.goto('/');
    await expect(drawn.main).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(drawn.header).toBeVisible();
    await expect(drawn.leadBannerImage).toBeVisible();
    // The account area keeps its place, empty: the session is the browser's to know.
    await expect(drawn.accountPlaceholder).toBeAttached();
    await expect(drawn.accountPlaceholder).toBeHidden();
    await context.close();
  });

  for (const locale of ['en_US', 'zh_CN', 'th_TH']) {
    test(`the public routes and the error page hydrate without a mismatch in ${locale}`, async ({ page, context }) => {
      await context.addCookies([{ name: 'i18n_redirected', value: locale, url: `http://127.0.0.1:${SHELL_PORT}/` }]);
      const errors = collectConsoleErrors(page);
      for (const path of [...PUBLIC_ROUTES, UNKNOWN_PATH]) {
        await page.goto(path);
        expect(await appLive(page), path).toBe('hydrated');
        expect(await hydrationProblems(page, errors), `${path} in ${locale}`).toEqual([]);
      }
    });
  }

  test("a member's public page is drawn as a visitor's, then rendered with the account, without a mismatch", async ({ page }) => {
    const member = await loginThroughApi();
    await startAsMember(page, member);
    const errors = collectConsoleErrors(page);
    const drawn = new DrawnPage(page);
    for (const path of ['/', '/discount', '/gameHall/2']) {
      await page.goto(path);
      // Rendered afresh (docs/ssr.md, "The account area and the session"): no mismatch to recover from.
      expect(await appLive(page), path).toBe('rendered');
      await expect(drawn.memberLink(member.member_account), path).toBeVisible();
      await expect(drawn.loginButton, path).toHaveCount(0);
      expect(await hydrationProblems(page, errors), path).toEqual([]);
    }
    // The token stayed where it was.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(member.token);
  });

  test("a desktop page narrowed to a phone's width takes the phone layout, its banners one slide high", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'a desktop page, drawn for a desktop browser');
    const drawn = new DrawnPage(page);
    const html = await (await page.goto('/'))!.text();
    // Drawn for the desktop: the phone kit's stylesheet is neither in the page nor linked.
    expect(ssrOf(html)?.device).toBe('desktop');
    expect(html).not.toMatch(/<link rel="stylesheet"[^>]*kit-mobile/);
    await drawn.settlePopup();
    await page.setViewportSize({ width: 390, height: 844 });
    await drawn.expectBannerLayout('mobile');
    await expect(drawn.slideButtons.first()).toBeVisible();
    // The carousel is home's own markup and stylesheet (no phone kit to wait for): one slide on
    // show at a time, the track one slide high and wide, not the slides stacked.
    const track = (await drawn.bannerTrack.boundingBox())!;
    const picture = (await drawn.bannerImages.first().boundingBox())!;
    expect(track.height).toBeLessThan(picture.height * 1.5);
    expect(Math.abs(track.width - picture.width)).toBeLessThan(2);
  });

  test('the home page does not move while it comes alive, for a visitor', async ({ page }) => {
    const drawn = new DrawnPage(page);
    await recordLayoutShifts(page);
    await page.goto('/');
    await expect(drawn.loginButton).toBeVisible();
    await expect(drawn.leadBannerImage).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  });

  test('the home page does not move while it comes alive, for a member', async ({ page }) => {
    const member = await loginThroughApi();
    await startAsMember(page, member);
    const drawn = new DrawnPage(page);
    await recordLayoutShifts(page);
    await page.goto('/');
    await expect(drawn.memberLink(member.member_account)).toBeVisible();
    await expect(drawn.balance).toBeVisible();
    await expect(drawn.leadBannerImage).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  });
});
