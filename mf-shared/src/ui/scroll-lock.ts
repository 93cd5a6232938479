import { useEffect } from 'react';

/** The class on <html> while a dialog holds the page still (ui.css). */
export const SCROLL_LOCK_CLASS = 'site-scroll-locked';

let holders = 0;

/**
 * Holds the page still while `active` (an open dialog), with a class from a stylesheet rather
 * than antd's scroll locker, which injects a <style> without the CSP nonce (docs/security.md).
 * Counted: the page scrolls again when the last dialog closes.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    holders += 1;
    document.documentElement.classList.add(SCROLL_LOCK_CLASS);
    return () => {
      holders -= 1;
      if (holders === 0) document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
    };
  }, [active]);
}
