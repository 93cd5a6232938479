import { expect, test } from '../pages/test';
import { HomePage } from '../pages/home-page';
import { bootVersion, deployCli, livePollSees, OLDER_MARKER, release } from '../pages/release';
import { sandbox } from '../pages/sandbox';

/**
 * A canary of one remote (docs/deploy.md, "Canary"): `deploy canary` serves a published version to
 * a sticky share of browsers, by the bucket cookie the shell server gives each browser; the rest
 * keep the live version; an abort brings the canary's browsers back at their next navigation.
 * The canary here is the live mf-home build with one English message changed (release.publishOlder),
 * so the page shows which build it runs. Each worker has its own release (e2e/.release-w<i>).
 */

const HOME_MESSAGE = 'Try demo games';
const CANARY = '0.0.9-canary';
const BUCKET = 'casino_bucket';

test.describe.configure({ mode: 'serial' });
// Publishing a copy compresses it, and the canary's gates load it in a browser: seconds on two cores.
test.slow();

test.beforeEach(async () => {
  await sandbox.reset();
  await release.publishOlder('mf-home', CANARY, HOME_MESSAGE);
});

test.afterEach(async () => {
  // The test's own abort may have ended it already; then this one says so and changes nothing.
  await deployCli('canary', 'abort', 'mf-home', '--env', 'e2e');
});

test('a canary reaches only the browsers in its share, and its abort brings them back at their next navigation', async ({
  page,
  browser,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const live = await release.liveVersion('mf-home');
  const started = await deployCli('canary', 'mf-home', '--env', 'e2e', '--version', CANARY, '--percent', '50');
  expect(started.stderr).toBe('');
  expect(started.stdout).toContain(`started a canary of mf-home ${CANARY} for 50 % of browsers in e2e (the rest stay on ${live})`);
  // The promotion gates judged it before any browser got it, the browser smoke included.
  expect(started.stdout).toMatch(/gates: contract passed, shared passed, integrity passed, server passed, smoke passed/);

  // A browser in the canary's share (bucket 10 of 0–99, under 50) runs the canary, drawn by the server too.
  await page.context().addCookies([{ name: BUCKET, value: '10', url: baseURL }]);
  const home = new HomePage(page);
  await home.open();
  expect(await bootVersion(page, 'mf_home')).toBe(CANARY);
  await home.settlePopup();
  await expect(page.getByRole('button', { name: `${HOME_MESSAGE} ${OLDER_MARKER}`, exact: true })).toBeVisible();
  expect(await (await page.request.get('/', { headers: { cookie: `${BUCKET}=10` } })).text()).toContain(OLDER_MARKER);

  // A browser outside it (bucket 90) keeps the live version; a new browser is given a bucket that lasts.
  for (const bucket of ['90', null]) {
    const other = await browser.newContext({ baseURL });
    try {
      if (bucket) await other.addCookies([{ name: BUCKET, value: bucket, url: baseURL }]);
      const otherPage = await other.newPage();
      await otherPage.goto('/');
      const given = (await other.cookies()).find((cookie) => cookie.name === BUCKET)?.value;
      expect(given).toMatch(/^\d{1,2}$/);
      expect(await bootVersion(otherPage, 'mf_home')).toBe(Number(given) < 50 ? CANARY : live);
    } finally {
      await other.close();
    }
  }

  // The abort: the canary's browser is told by its next look at the live manifest, and changes at its next navigation.
  const seen = livePollSees(page, 'mf_home', live);
  const aborted = await deployCli('canary', 'abort', 'mf-home', '--env', 'e2e', '--reason', 'e2e: back to the live version');
  expect(aborted.stdout).toBe(`aborted the canary of mf-home ${CANARY} in e2e: everyone is on ${live} again\n`);
  await seen;
  await home.navigateTo('Promotions');
  await expect(page).toHaveURL(/\/discount$/);
  await expect.poll(() => bootVersion(page, 'mf_home')).toBe(live);
  await home.navigateTo('Home');
  await expect(page.getByRole('button', { name: HOME_MESSAGE, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `${HOME_MESSAGE} ${OLDER_MARKER}`, exact: true })).toHaveCount(0);
  const history = await deployCli('history', '--env', 'e2e', '--app', 'mf-home', '--json');
  expect((JSON.parse(history.stdout) as Array<{ action: string }>).slice(-2).map((entry) => entry.action)).toEqual([
    'canary',
    'canary-abort',
  ]);
});
