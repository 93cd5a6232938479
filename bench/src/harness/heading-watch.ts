/**
 * Times, inside the page, a click and the moment a heading with a given text becomes visible:
 * the click's own event time, and a MutationObserver (checked again each animation frame, for
 * a heading revealed by style alone) for the heading. Both are on the page clock, so the wait is
 * measured without Playwright's polling in it.
 */
import type { Page } from '@playwright/test';

export interface HeadingWatch {
  /** event.timeStamp of the first click after the watch started (page clock, ms), or null. */
  clickAt: number | null;
  /** performance.now() when the heading was first seen visible, or null. */
  visibleAt: number | null;
}

declare global {
  interface Window {
    __benchHeadingWatch?: HeadingWatch;
  }
}

/** Starts the watch; the heading must not be on the page yet. */
export async function watchHeading(page: Page, text: string): Promise<void> {
  await page.evaluate((heading) => {
    const watch: HeadingWatch = { clickAt: null, visibleAt: null };
    window.__benchHeadingWatch = watch;
    window.addEventListener(
      'click',
      (event) => {
        watch.clickAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
    const seen = () =>
      Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')).some(
        (element) => element.textContent?.trim() === heading && element.checkVisibility(),
      );
    if (seen()) throw new Error(`the heading "${heading}" is already on the page`);
    const check = () => {
      if (watch.visibleAt !== null || !seen()) return;
      watch.visibleAt = performance.now();
      observer.disconnect();
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    const everyFrame = () => {
      check();
      if (watch.visibleAt === null) requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  }, text);
}

/** Waits until the watched heading was seen; returns both times. */
export async function headingSeen(page: Page, timeoutMs: number): Promise<{ clickAt: number | null; visibleAt: number }> {
  await page.waitForFunction(() => window.__benchHeadingWatch?.visibleAt != null, undefined, { timeout: timeoutMs });
  const watch = await page.evaluate(() => window.__benchHeadingWatch ?? null);
  if (!watch || watch.visibleAt === null) throw new Error('the heading watch was lost (did the page reload?)');
  return { clickAt: watch.clickAt, visibleAt: watch.visibleAt };
}
