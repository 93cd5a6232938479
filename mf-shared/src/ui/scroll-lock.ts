import { useEffect } from 'react';

/** The class on <html> while a dialog holds the page still (ui.css). */
export const SCROLL_LOCK_CLASS = 'site-scroll-locked';
/** Beside it when the page showed a scrollbar that takes room: its gutter stays (ui.css). */
export const SCROLL_GUTTER_CLASS = 'site-scroll-locked--gutter';

let holders = 0;

/**
 * Holds the page still while `active` (an open dialog), with a class from a stylesheet rather
 * than antd's scroll locker, which injects a <style> without the CSP nonce (docs/security.md).
 * Counted: the page scrolls again when the last dialog closes. Where the page's scrollbar takes
 * room (a classic scrollbar beside a long page), its gutter is kept so nothing moves when it goes;
 * where it takes none (overlay scrollbars, a page shorter than the window), no gutter is added,
 * which would narrow the page by a scrollbar's width under the dialog.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const root = document.documentElement;
    if (holders === 0 && window.innerWidth - root.clientWidth > 0) root.classList.add(SCROLL_GUTTER_CLASS);
    holders += 1;
    root.classList.add(SCROLL_LOCK_CLASS);
    return () => {
      holders -= 1;
      if (holders === 0) root.classList.remove(SCROLL_LOCK_CLASS, SCROLL_GUTTER_CLASS);
    };
  }, [active]);
}
