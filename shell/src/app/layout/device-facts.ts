import { storageKeys, type DeviceFacts, type KeyValueStorage, type LayoutStore } from '@casino/mf-shared';

const STANDALONE = '(display-mode: standalone)';

/**
 * What the browser tells about where the page runs (shell-and-public.md §9 device modes): the
 * `pwa` value the native apps' wrapper stored at start-up (`?pwa=ios|android`), whether the site
 * runs installed (display-mode standalone), and the user agent (WeChat's browser). Browser only:
 * start-up code, never a render.
 */
export function readDeviceFacts(storage: KeyValueStorage, win: Window = window): DeviceFacts {
  let pwaFlag: string | null = null;
  try {
    pwaFlag = storage.getItem(storageKeys.pwa);
  } catch {
    // A storage that refuses to be read says nothing about the device.
  }
  const standalone = typeof win.matchMedia === 'function' && win.matchMedia(STANDALONE).matches;
  return { pwaFlag, standalone, userAgent: win.navigator.userAgent };
}

/**
 * Gives the layout store the page's device facts and keeps them current when the page is
 * installed or leaves standalone; returns the stop function.
 */
export function watchDeviceFacts(layout: LayoutStore, storage: KeyValueStorage, win: Window = window): () => void {
  layout.setDeviceFacts(readDeviceFacts(storage, win));
  if (typeof win.matchMedia !== 'function') return () => undefined;
  const query = win.matchMedia(STANDALONE);
  const onChange = () => layout.setDeviceFacts(readDeviceFacts(storage, win));
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}
