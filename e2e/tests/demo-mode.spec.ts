import { expect, test } from '../pages/test';
import { HomePage } from '../pages/home-page';
import { renderedAfter } from '../pages/page-settled';
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

  // ?modal=register opens nothing. The shell mounts the login modal's host (mf_auth) once the page is
  // idle, whatever the address asks; a register command sent on this address waits for that host and
  // is served as soon as it is there. So the decision is on screen once the host is loaded and rendered.
  const authHost = page.waitForResponse((response) => /\/remotes\/mf-auth\/.*__federation_expose_AuthModalHost\b/.test(response.url()));
  await page.goto('/?modal=register');
  await renderedAfter(page, await authHost);
  await expect(page.getByRole('dialog').getByRole('tab')).toHaveCount(0);

  // Banner links are disabled: no banner is a link, each is marked disabled.
  await expect(home.bannerImages.first()).toBeVisible();
  await expect(home.banners.getByRole('link')).toHaveCount(0);
  await expect(home.banners.locator('[data-link]').first()).toHaveAttribute('aria-disabled', 'true');
});
