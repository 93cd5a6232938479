import { expect, test } from '../pages/test';

/**
 * The suite's own browser (@casino/server-kit/browser, server-kit/src/browser.ts): what it turns off stays off after a Chromium
 * upgrade renames a feature, or the suite silently pays for it again in every test's context.
 */
test('the browser starts no address-bar pop-up for a new context', async ({ browser, page }) => {
  await page.goto('about:blank');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] };
  expect(targetInfos.filter((target) => target.url.startsWith('chrome://omnibox-popup'))).toEqual([]);
  // The page itself is listed: the call sees this browser's targets.
  expect(targetInfos.some((target) => target.type === 'page')).toBe(true);
  await cdp.detach();
});
