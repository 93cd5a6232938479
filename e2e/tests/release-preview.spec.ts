import { expect, test, type Page } from '../pages/test';
import { HomePage } from '../pages/home-page';
import { PreviewBadge, preview } from '../pages/preview';
import { bootVersion } from '../pages/release';
import { sandbox } from '../pages/sandbox';

test.beforeEach(async () => {
  await sandbox.reset();
});

let cleanUp: (() => void) | null = null;
test.afterEach(() => {
  cleanUp?.();
  cleanUp = null;
});

/** Resolves with the first answer for a file of that version folder (the page really runs it). */
const filesOf = (page: Page, app: string, version: string) =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname.startsWith(`/remotes/${app}/${version}/remoteEntry`) && response.ok(),
  );

test('a published version is previewed by one browser only, with a badge and a way out', async ({ page, browser }, testInfo) => {
  const version = `0.1.1-preview.${testInfo.project.name}.${Date.now()}`;
  cleanUp = await preview.publishWithoutPromoting('mf-home', version);

  // Before: the live version, no badge.
  const home = new HomePage(page);
  await home.open();
  const live = await bootVersion(page, 'mf_home');
  expect(live).toBeDefined();
  expect(live).not.toBe(version);
  const badge = new PreviewBadge(page);
  await expect(badge.badge).toBeHidden();

  // The signed link sets the cookie and lands on home, which now runs the unreleased version.
  const loaded = filesOf(page, 'mf-home', version);
  await page.goto(preview.link('mf-home', version));
  await expect(page).toHaveURL(/\/$/);
  await loaded;
  expect(await bootVersion(page, 'mf_home')).toBe(version);
  await expect(badge.badge).toHaveText(new RegExp(`Preview: mf-home ${version.replace(/\./g, '\\.')}`));
  await home.closePopup();
  await home.expectBannersAndMarquee();
  const liveJson = (await (await page.request.get('/manifests/live.json')).json()) as { remotes: Record<string, { version: string }> };
  expect(liveJson.remotes.mf_home?.version).toBe(version);

  // Another browser (no cookie) keeps the live version and sees no badge.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const otherPage = await other.newPage();
    const otherHome = new HomePage(otherPage);
    await otherHome.open();
    expect(await bootVersion(otherPage, 'mf_home')).toBe(live);
    await expect(new PreviewBadge(otherPage).badge).toBeHidden();
    await otherHome.expectBannersAndMarquee();
  } finally {
    await other.close();
  }

  // Leaving the preview: back to the live version, badge gone, cookie cleared.
  await badge.leave.click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => bootVersion(page, 'mf_home')).toBe(live);
  await expect(badge.badge).toBeHidden();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('casino_preview');
});

test('a link to a version that is not published, or a forged one, previews nothing', async ({ page }, testInfo) => {
  const unpublished = await page.goto(preview.link('mf-home', `9.9.9-never-published.${testInfo.project.name}`));
  expect(unpublished?.status()).toBe(404);
  await expect(page.getByText('is not published in this release')).toBeVisible();

  const forged = preview.link('mf-home', 'x').replace('version=x', 'version=0.1.0');
  expect((await page.goto(forged))?.status()).toBe(403);
  expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'casino_preview' }));

  // A hand-made cookie naming a URL is ignored: the page runs the live release, without a badge.
  await page.context().addCookies([
    {
      name: 'casino_preview',
      value: encodeURIComponent('mf-home@https://evil.example/mf-manifest.json'),
      url: testInfo.project.use.baseURL!,
    },
  ]);
  const home = new HomePage(page);
  await home.open();
  await expect(new PreviewBadge(page).badge).toBeHidden();
  expect(await page.content()).not.toContain('evil.example');

  // So is a hand-made cookie naming a published version: only the server's signed cookie pins a
  // browser to a version (QA makes one with npm run preview-link -- <app> <version> --cookie).
  const published = await bootVersion(page, 'mf_home');
  await page
    .context()
    .addCookies([{ name: 'casino_preview', value: encodeURIComponent(`mf-home@${published}`), url: testInfo.project.use.baseURL! }]);
  await home.open();
  await expect(new PreviewBadge(page).badge).toBeHidden();
});
