import { useEffect, useState } from 'react';

/**
 * After the page's `load`, the first view still waits for its data and first images (the home's
 * banners); this much later the work starts, when the browser is next idle (at most 2 s more).
 */
const AFTER_LOAD_MS = 3000;
const IDLE_TIMEOUT_MS = 2000;

/**
 * False for the first view; true a few seconds after the page has loaded (the route's remote
 * files are hinted in the HTML, so `load` waits for them), once the browser is idle: for work
 * that must not compete with the first view for the network or the main thread (the shell's
 * real-time hosts, the sanitiser of HTML below the first view). False on the server and in the
 * hydrating render, so the server's markup is what the browser hydrates.
 */
export function useAfterFirstView(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelIdle = () => undefined as void;
    const afterLoad = () => {
      const later = setTimeout(idleThenReady, AFTER_LOAD_MS);
      cancelIdle = () => clearTimeout(later);
    };
    const idleThenReady = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(() => setReady(true), { timeout: IDLE_TIMEOUT_MS });
        cancelIdle = () => window.cancelIdleCallback(id);
      } else {
        const timer = setTimeout(() => setReady(true), IDLE_TIMEOUT_MS);
        cancelIdle = () => clearTimeout(timer);
      }
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      cancelIdle();
    };
  }, []);
  return ready;
}
