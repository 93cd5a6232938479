import { expect, test } from '../pages/test';
import { HomePage } from '../pages/home-page';
import { bootVersion, livePollSees, release } from '../pages/release';
import { sandbox } from '../pages/sandbox';

test.beforeEach(async () => {
  await sandbox.reset();
});

// Both projects change the shared e2e release: run this file's tests one after the other.
test.describe.configure({ mode: 'serial' });

let restore: (() => Promise<void>) | null = null;
test.afterEach(async () => {
  await restore?.().catch(() => undefined);
  restore = null;
});

test('a published release is picked up at the next navigation, and a rollback the same way', async ({ page }, testInfo) => {
  const version = `0.1.1-e2e.${testInfo.project.name}.${Date.now()}`;
  const home = new HomePage(page);
  await home.open();
  await home.expectBannersAndMarquee();
  await home.closePopup();
  const before = await bootVersion(page, 'mf_home');
  expect(before).toBeDefined();
  // Whatever happens below, leave the release as this test found it.
  test.info().attach('live version before', { body: String(before) });
  restore = () => release.rollback('mf-home', before).then(() => undefined);

  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
  const seen = livePollSees(page, 'mf_home', version);
  await release.publishVariant('mf-home', version);
  // The page learns of the new release by polling, and nothing happens in the middle of what the user is doing…
  await seen;
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');

  // …the next in-app navigation loads the new release with a full page load.
  await home.navigateTo('Promotions');
  await expect(page).toHaveURL(/\/discount$/);
  await expect.poll(() => bootVersion(page, 'mf_home')).toBe(version);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBeUndefined();

  // Roll back at 3 a.m.: one command, no rebuild; the page follows at its next navigation.
  const rolledBack = livePollSees(page, 'mf_home', before!);
  const result = await release.rollback('mf-home', before);
  expect(result.toVersion).toBe(before);
  await rolledBack;
  await home.navigateTo('Home');
  await expect.poll(() => bootVersion(page, 'mf_home')).toBe(before);
  await home.expectBannersAndMarquee();
});
