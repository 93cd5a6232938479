import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Resolves once a page the shell server drew (docs/ssr.md) is live in the browser: hydrated or
 * rendered afresh (`html[data-app]`), or its boot failed (the guard's message). A drawn page shows
 * its controls before the app runs; a click then would reach nothing, where a user waits for the
 * page to answer. Pages the browser draws itself need no wait: their controls appear with the app.
 */
export async function untilLive(page: Page): Promise<void> {
  const drawn = await page
    .evaluate(() => {
      const boot = document.getElementById('casino-boot');
      try {
        return Boolean(boot && (JSON.parse(boot.textContent ?? '{}') as { ssr?: unknown }).ssr);
      } catch {
        return false;
      }
    })
    .catch(() => false);
  if (drawn) await page.locator('html[data-app], #casino-loading.is-failed').first().waitFor({ state: 'attached', timeout: 30_000 });
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';

/** Playwright's test, whose page waits after each navigation until a drawn page is live (untilLive). */
export const test = base.extend({
  page: async ({ page }, provide) => {
    for (const method of ['goto', 'reload', 'goBack', 'goForward'] as Navigation[]) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          await untilLive(page);
          return response;
        },
      });
    }
    await provide(page);
  },
});
