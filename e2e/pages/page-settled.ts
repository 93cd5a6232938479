import type { Page, Response } from '@playwright/test';

/**
 * Resolves once the page has the whole answer and has rendered two frames since, so whatever it
 * decides on that answer (to open a pop-up or not) is on screen. This is what "nothing opened"
 * waits for: the decision, not a length of time.
 */
export async function renderedAfter(page: Page, response: Response): Promise<void> {
  await response.finished();
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
