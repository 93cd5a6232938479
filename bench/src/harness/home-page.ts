/**
 * When home is interactive, as a visitor sees it: the first banner picture is on screen and
 * loaded, the header's Log in button takes a click (visible, enabled, stable, not covered by the
 * loading overlay, and the app hydrated or rendered behind it), and then the main thread and the code downloads stay quiet for a window.
 * Locators follow the e2e page objects (e2e/pages/home-page.ts): by role and accessible name.
 */
import type { Locator, Page } from '@playwright/test';
import type { BenchPage } from './browser';
import { CODE_TYPES } from './network-log';
import type { PageMarks } from './page-marks';

export const firstBannerImage = (page: Page): Locator =>
  page
    .getByRole('region', { name: /banners/i })
    .first()
    .getByRole('img')
    .first();

const loginButton = (page: Page): Locator => page.getByRole('button', { name: 'Log in', exact: true }).first();

/**
 * The quiet window after home looks ready: no long task and no script or stylesheet download for
 * this long. It is the one wait in the bench that is a duration and not a condition, because
 * "idle" only exists over a span of time; 1 s is short enough to keep runs quick and longer than
 * the gaps between chunk loads of one boot.
 */
export const QUIET_WINDOW_MS = 1000;

export interface Interactive {
  /** Page clock (performance.now) when the banner and the Log in button were ready. */
  readyAt: number;
  /** readyAt, or the end of the last long task before the quiet window when later: the TTI of the bench. */
  interactiveAt: number;
  /** The first banner picture's URL as the browser resolved it. */
  bannerSrc: string;
  marks: PageMarks;
}

export async function readMarks(page: Page): Promise<PageMarks> {
  const marks = await page.evaluate(() => window.__benchMarks ?? null);
  if (!marks) throw new Error('the page marks are missing: the init script did not run');
  return marks;
}

const lastLongTaskEnd = (marks: PageMarks) => Math.max(0, ...marks.longTasks.map((task) => task.start + task.duration));

/**
 * Waits until neither a long task nor a request of `types` (scripts and stylesheets by default;
 * null for every request) happened for `quietMs`.
 */
export async function waitForQuiet(
  bench: BenchPage,
  timeoutMs: number,
  quietMs = QUIET_WINDOW_MS,
  types: readonly string[] | null = CODE_TYPES,
): Promise<PageMarks> {
  const deadline = Date.now() + timeoutMs;
  const kinds = types ?? undefined;
  for (;;) {
    const [now, marks] = await Promise.all([bench.page.evaluate(() => performance.now()), readMarks(bench.page)]);
    if (now - lastLongTaskEnd(marks) >= quietMs && bench.network.quietFor(kinds) >= quietMs) return marks;
    if (Date.now() > deadline) {
      throw new Error(
        `the page did not go quiet for ${quietMs} ms within ${timeoutMs} ms (requests in flight: ${bench.network.inFlight(kinds).length})`,
      );
    }
    await bench.page.waitForTimeout(100); // polling interval of the condition above, not a measured wait
  }
}

/** Waits until the first banner picture is visible and has loaded; returns its URL. */
export async function waitForFirstBanner(page: Page, timeoutMs: number): Promise<string> {
  const banner = firstBannerImage(page);
  await banner.waitFor({ state: 'visible', timeout: timeoutMs });
  return banner.evaluate(
    (img: HTMLImageElement) =>
      new Promise<string>((resolve, reject) => {
        if (img.complete && img.naturalWidth > 0) return resolve(img.currentSrc);
        img.addEventListener('load', () => resolve(img.currentSrc), { once: true });
        img.addEventListener('error', () => reject(new Error(`the banner picture ${img.currentSrc} failed to load`)), { once: true });
      }),
    undefined,
    { timeout: timeoutMs },
  );
}

/**
 * Opens home and waits until it is interactive (see the file comment). With `quiet` false it
 * returns as soon as the banner and the Log in button are ready: a visitor who clicks at once.
 */
export async function openHomeInteractive(
  bench: BenchPage,
  baseUrl: string,
  timeoutMs: number,
  { quiet = true } = {},
): Promise<Interactive> {
  await bench.page.goto(`${baseUrl}/`, { waitUntil: 'commit', timeout: timeoutMs });
  const bannerSrc = await waitForFirstBanner(bench.page, timeoutMs);
  await loginButton(bench.page).click({ trial: true, timeout: timeoutMs });
  // A server-rendered button is on screen before its handler: the app must be on the page too
  // (the shell marks <html data-app> once it hydrated or rendered).
  await bench.page.locator('html[data-app]').waitFor({ state: 'attached', timeout: timeoutMs });
  const readyAt = await bench.page.evaluate(() => performance.now());
  const marks = quiet ? await waitForQuiet(bench, timeoutMs) : await readMarks(bench.page);
  return { readyAt, interactiveAt: quiet ? Math.max(readyAt, lastLongTaskEnd(marks)) : readyAt, bannerSrc, marks };
}
