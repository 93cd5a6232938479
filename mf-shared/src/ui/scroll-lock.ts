import { useEffect, useLayoutEffect } from 'react';

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

/** The element the page's app is mounted in (the shell's index.html): what a modal dialog sets inert. */
export const PAGE_ROOT_ID = 'root';

let inertHolders = 0;

/**
 * Makes the page behind an open modal dialog inert (no focus, no pointer, hidden from assistive
 * technology): the dialogs render in a portal beside the page's root, so only they stay live.
 * Counted like the scroll lock. A layout effect in the dialog above its focus trap: when the dialog
 * unmounts, the page is live again before the trap gives focus back to the element that opened it.
 */
export function usePageInert(active: boolean): void {
  useLayoutEffect(() => {
    const root = active ? document.getElementById(PAGE_ROOT_ID) : null;
    if (!root) return undefined;
    inertHolders += 1;
    root.setAttribute('inert', '');
    return () => {
      inertHolders -= 1;
      if (inertHolders === 0) root.removeAttribute('inert');
    };
  }, [active]);
}
