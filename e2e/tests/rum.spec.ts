import { expect, test, type Page } from '../pages/test';
import { HomePage } from '../pages/home-page';
import { METRICS_TOKEN } from '../playwright.config';
import { bootVersion } from '../pages/release';
import { sandbox } from '../pages/sandbox';

/**
 * Real-user monitoring end to end (docs/operations.md, "Is a remote hurting players?"): a page in
 * the sample (the sandbox's site reports every page) sends its views and vitals to the shell server,
 * which answers them on /metrics by remote, version, route and layout, to the token only.
 */

test.beforeEach(async () => {
  await sandbox.reset();
});

/** The worker's shell server's metrics, as Prometheus reads them. */
async function metrics(page: Page): Promise<string> {
  const response = await page.request.get('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status()).toBe(200);
  return response.text();
}

test("a page's views and vitals reach /metrics, counted for the remote and the version it ran", async ({ page }, testInfo) => {
  const device = testInfo.project.name === 'mobile' ? 'mobile' : 'desktop';
  const home = new HomePage(page);
  await home.open();
  const version = (await bootVersion(page, 'mf_home')) ?? 'none';
  await home.settlePopup();
  // The reporter loads after the first view (when the page is idle); from then on every route shown is a view.
  await expect(page.locator('html[data-rum="sampled"]')).toBeAttached({ timeout: 20_000 });
  await home.navigateTo('Promotions');
  await expect(page).toHaveURL(/\/discount$/);
  const discount = `casino_rum_views_total{remote="mf_home",version="${version}",route="/discount",device="${device}"}`;
  // Leaving the page sends what is pending (pagehide).
  await page.goto('about:blank');
  await expect.poll(async () => (await metrics(page)).includes(discount), { timeout: 15_000 }).toBe(true);
  const text = await metrics(page);
  expect(text).toMatch(
    new RegExp(
      `casino_rum_ttfb_seconds_count\\{remote="mf_home",version="${version.replace(/\./g, '\\.')}",route="/",device="${device}"\\} [1-9]`,
    ),
  );
  // Without the token, nothing.
  expect((await page.request.get('/metrics')).status()).toBe(401);
});
