import { expect, test } from '../pages/test';
import { SHELL_PORT } from '../playwright.config';
import { appLive, collectConsoleErrors, hydrationProblems, PUBLIC_ROUTES, rootOf, serverHtml, ssrOf } from '../pages/server-render';

/**
 * Pages rendered on the server (docs/ssr.md, issue 24): the HTML of every public route carries its
 * content, drawn for the device; without scripts the page shows it; with scripts the browser
 * hydrates it without a single mismatch, in several languages.
 */
test.describe('server rendering', () => {
  test('every public route arrives as HTML with its content, for the device that asked', async ({ request }, testInfo) => {
    const userAgent = String(testInfo.project.use.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131');
    const device = testInfo.project.name === 'mobile' ? 'mobile' : 'desktop';
    for (const path of PUBLIC_ROUTES) {
      const html = await serverHtml(request, path, userAgent);
      const root = rootOf(html);
      expect(ssrOf(html), path).toEqual(expect.objectContaining({ device }));
      // The shell's chrome and the route's module, not their loading states.
      expect(root, path).toContain('id="main-content"');
      expect(root, path).toMatch(/<h1[\s>]/);
      expect(root, path).not.toMatch(/class="remote-loading"[^>]*data-remote=/);
      expect(html, path).toContain('<div id="casino-loading" class="is-drawn"');
    }
    // Member-only pages are the browser's to render.
    expect(await serverHtml(request, '/user', userAgent)).toContain('<div id="root"></div>');
  });

  test('without scripts the home page shows its header and content', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await context.close();
  });

  for (const locale of ['en_US', 'zh_CN', 'th_TH']) {
    test(`the public routes hydrate without a mismatch in ${locale}`, async ({ page, context }) => {
      await context.addCookies([{ name: 'i18n_redirected', value: locale, url: `http://127.0.0.1:${SHELL_PORT}/` }]);
      const errors = collectConsoleErrors(page);
      for (const path of PUBLIC_ROUTES) {
        await page.goto(path);
        expect(await appLive(page), path).toBe('hydrated');
        expect(await hydrationProblems(page, errors), `${path} in ${locale}`).toEqual([]);
      }
    });
  }

  test('a stored session is rendered afresh by the browser, without a mismatch', async ({ page }) => {
    await page.goto('/');
    await appLive(page);
    await page.evaluate(() => {
      localStorage.setItem('token', 'a-token');
      localStorage.setItem('member_id', '1');
    });
    const errors = collectConsoleErrors(page);
    await page.reload();
    expect(await appLive(page)).toBe('rendered');
    expect(await hydrationProblems(page, errors)).toEqual([]);
  });
});
