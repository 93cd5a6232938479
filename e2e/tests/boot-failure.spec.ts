import { expect, test } from '../pages/test';
import { BootFailurePage, blockLocalStorage, storageNotice } from '../pages/boot-failure';
import { HomePage } from '../pages/home-page';
import { sandbox } from '../pages/sandbox';

/**
 * Every failure leaves a way out (issue 8): a shell that cannot start says so, in the page's
 * language, with a Reload button; a browser that blocks storage still gets the site. The guard's
 * timeout (20 s without the app starting) is covered by shell/src/app/boot-guard.test.ts.
 */
test.beforeEach(async () => {
  await sandbox.reset();
});

test('a shell chunk that fails to load leaves a message and a Reload button that brings the site back', async ({ page }) => {
  const failure = new BootFailurePage(page);
  await failure.breakShellChunks();
  await failure.goto('/');
  await failure.expectFailure();

  await failure.restoreShellChunks();
  await failure.reloadButton.click();
  await failure.expectChrome();
  await expect(failure.message).toHaveCount(0);
});

test("the boot failure speaks the language of the visitor's locale cookie", async ({ page }) => {
  const failure = new BootFailurePage(page, 'zh_CN');
  await failure.useLocaleCookie();
  await failure.breakShellChunks();
  await failure.goto('/');
  await failure.expectFailure();
});

test('with local storage blocked the home page works and says once that the session lasts this page only', async ({ page }) => {
  await blockLocalStorage(page);
  const home = new HomePage(page);
  await home.open();
  // The notice is a toast of a few seconds: checked before anything slower.
  await expect(storageNotice(home)).toHaveCount(1);
  await expect(home.banners).toBeVisible();
  await home.expectChrome();
});
