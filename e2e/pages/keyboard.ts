import { expect, type JSHandle, type Locator, type Page } from '@playwright/test';

/** Keyboard-only use of the page: Tab to an element, check where focus is. */
export class Keyboard {
  /** The shell's skip link, the first Tab stop of every page (shell/src/app/layout). */
  readonly skipLink: Locator;

  constructor(readonly page: Page) {
    this.skipLink = page.getByRole('link', { name: /^skip to (the )?(main )?content$/i });
  }

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

/** The styles that can show focus, read off an element and its parent (antd draws an input's focus on its wrapper). */
interface FocusLook {
  own: string;
  parent: string;
}

/** One stop of a Tab walk: what had focus, and whether it looked different focused. */
export interface TabStop {
  /** Role-ish description for a failure message: tag, name, classes. */
  label: string;
  /** Inside the home banner region, and which kind of target (a slide's link or button, a dot). */
  inBanners: boolean;
  /** The element carries `aria-hidden` or is inside an aria-hidden or inert subtree. */
  hidden: boolean;
  /** The focused look differs from the unfocused one (outline, box-shadow, border, background). */
  visibleFocus: boolean;
}

/**
 * A keyboard walk: Tab from the top of the page `stops` times and, at each stop, compare the
 * focused element's look with its look once focus has moved on. An element whose outline,
 * box-shadow, border and background (its own and its parent's) stay the same shows no focus.
 */
export async function walkTabStops(page: Page, stops: number): Promise<TabStop[]> {
  const look = (element: Element | null): FocusLook => {
    const read = (node: Element | null) => {
      if (!node) return '';
      const s = getComputedStyle(node);
      const outline =
        s.outlineStyle === 'none' || s.outlineWidth === '0px' ? 'none' : `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`;
      return [outline, s.boxShadow, s.borderColor, s.borderWidth, s.backgroundColor, s.textDecorationLine, s.opacity].join('|');
    };
    return { own: read(element), parent: read(element?.parentElement ?? null) };
  };
  const result: TabStop[] = [];
  let previous: { handle: JSHandle<Element | null>; focused: FocusLook; stop: Omit<TabStop, 'visibleFocus'> } | null = null;
  for (let step = 0; step <= stops; step += 1) {
    await page.keyboard.press('Tab');
    const handle = await page.evaluateHandle(() => document.activeElement);
    if (previous) {
      const unfocused = await previous.handle.evaluate(look);
      result.push({
        ...previous.stop,
        visibleFocus: unfocused.own !== previous.focused.own || unfocused.parent !== previous.focused.parent,
      });
    }
    if (step === stops) break;
    const focused = await handle.evaluate(look);
    const stop = await handle.evaluate((element) => {
      const el = (element ?? document.body) as HTMLElement;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return {
        label: `${el.tagName.toLowerCase()} "${name}" .${String(el.className).split(' ').slice(0, 2).join('.')}`,
        inBanners: el.closest('[data-testid="home-banners"]') !== null,
        hidden: el.closest('[aria-hidden="true"], [inert]') !== null,
      };
    });
    previous = { handle, focused, stop };
  }
  return result;
}
