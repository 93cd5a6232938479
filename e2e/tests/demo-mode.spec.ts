import { expect, test } from '@playwright/test';
import { HomePage } from '../pages/home-page';
import { sandbox } from '../pages/sandbox';

test.beforeEach(async () => {
  await sandbox.reset();
});

test('a demo-mode site fakes a login, shows it in the header and opens no login or sign-up', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await expect(page.getByRole('status').filter({ hasText: 'Demo mode · demo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign up', exact: true })).toHaveCount(0);

  // ?modal=register opens nothing. The query is handled before the page renders, and an
  // auth:open would make the shell load mf_auth at once: once home shows its banners, no
  // request for mf_auth's files means no modal was asked for.
  const authFiles: string[] = [];
  page.on('request', (request) => {
    if (/\/mf[-_]auth\//.test(new URL(request.url()).pathname)) authFiles.push(request.url());
  });
  await page.goto('/?modal=register');
  await home.expectBannersAndMarquee();
  expect(authFiles).toEqual([]);
  await expect(page.getByRole('dialog').getByRole('tab')).toHaveCount(0);

  // Banner links are disabled: no banner is a link, each is marked disabled.
  await expect(home.bannerImages.first()).toBeVisible();
  await expect(home.banners.getByRole('link')).toHaveCount(0);
  await expect(home.banners.locator('[data-link]').first()).toHaveAttribute('aria-disabled', 'true');
});
