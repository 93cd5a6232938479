import { decideUrl } from './url-policy';

/** The part of a window the helpers below use (a browser Window fits; tests pass a stand-in). */
export interface NavigableWindow {
  opener: unknown;
  readonly closed: boolean;
  close(): void;
  location: { href: string; replace(url: string): void };
}

/**
 * Cuts a window this page just opened off from it: whatever page it shows later (a game, a
 * payment provider) finds `window.opener === null` and cannot send this tab elsewhere (reverse
 * tab-nabbing). Call it at once after window.open, while the new window is still same-origin.
 */
export function detachOpener(opened: Pick<NavigableWindow, 'opener'> | null): void {
  if (!opened) return;
  try {
    opened.opener = null;
  } catch {
    // Already cross-origin or closed: nothing can be done, and nothing is reachable either.
  }
}

/**
 * The address a window may be sent to for a game, a demo or a payment, by the URL policy: an
 * http(s) URL (another site allowed) or a path of this site; null for anything else.
 */
export function windowAddress(raw: string | null | undefined, pageHref: string): string | null {
  const decision = decideUrl(raw, { external: true }, pageHref);
  if (decision.kind === 'external') return decision.href;
  if (decision.kind === 'internal') return decision.path;
  return null;
}

/**
 * Sends a window opened earlier (the /loading placeholder opened inside the click) to `raw`,
 * replacing the placeholder in its history. A refused address closes it instead. Returns whether
 * the window went there.
 */
export function sendWindowTo(target: NavigableWindow, raw: string | null | undefined, pageHref: string): boolean {
  const address = windowAddress(raw, pageHref);
  if (!address || target.closed) {
    if (!target.closed) target.close();
    return false;
  }
  detachOpener(target);
  target.location.replace(address);
  return true;
}
