/**
 * The boot guard is a small inline script of public/index.html: when a chunk of the shell fails
 * (404, a throw, a rejected import of bootstrap) or the app has not started after 20 s, it
 * replaces the loading spinner with a translated message and a Reload button. It is plain script
 * in the page because it must work when none of the shell's code could load
 * (docs/security.md, "failures without a way out").
 */

/** Id of the JSON block in which the server writes the guard's texts for the page's locale and the shell's base path. */
export const BOOT_FAILURE_DATA_ID = 'casino-boot-failure';

/** What the server writes into that block. */
export interface BootFailureData {
  failed: string;
  slow: string;
  reload: string;
  /** Where the shell's own scripts live (/shell/<version>/): other scripts failing are not the boot's concern. */
  shellBase: string;
}

/** What the guard offers the app. */
interface BootGuard {
  /** The app rendered: the guard stands down. */
  ready(): void;
  /** The app cannot start: the guard shows the failure and the Reload button. */
  fail(reason?: unknown): void;
}

declare global {
  interface Window {
    casinoBoot?: BootGuard;
  }
}

/** Tells the guard that the app rendered (no failure page after this). */
export function signalBootReady(win: Window = window): void {
  win.casinoBoot?.ready();
}

/** Tells the guard that the app cannot start: the page shows the failure and a way out. */
export function signalBootFailure(reason: unknown, win: Window = window): void {
  win.casinoBoot?.fail(reason);
}
