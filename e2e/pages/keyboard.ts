import { expect, type Locator, type Page } from '@playwright/test';

/** Keyboard-only use of the page: Tab to an element, check where focus is. */
export class Keyboard {
  constructor(readonly page: Page) {}

  /** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user would. */
  async tabTo(target: Locator, limit = 80): Promise<void> {
    for (let step = 0; step < limit; step += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await this.page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
  }

  /** Focus is on an element inside `container`. */
  async expectFocusInside(container: Locator): Promise<void> {
    await expect.poll(() => container.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }

  /** Tab and Shift+Tab, `times` each, never take focus out of `container` (the dialog traps it). */
  async expectTabTrappedIn(container: Locator, times = 8): Promise<void> {
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let step = 0; step < times; step += 1) {
        await this.page.keyboard.press(key);
        await this.expectFocusInside(container);
      }
    }
  }
}
