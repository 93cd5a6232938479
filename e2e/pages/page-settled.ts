import type { Locator, Page, Response } from '@playwright/test';

/**
 * Resolves once the page has the whole answer and has rendered two frames since, so whatever it
 * decides on that answer (to open a pop-up or not) is on screen. This is what "nothing opened"
 * waits for: the decision, not a length of time.
 */
export async function renderedAfter(page: Page, response: Response): Promise<void> {
  await response.finished();
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Resolves once the element and everything in it have finished their running animations (a
 * dialog's opening zoom): a visitor clicks a dialog that has settled. A click while it still
 * scales can land beside the button it aimed at, on a busy machine.
 */
export async function animationsSettled(locator: Locator): Promise<void> {
  await locator.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}
