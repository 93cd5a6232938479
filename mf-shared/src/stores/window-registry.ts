import type { MemberWindowKind } from '@casino/contracts';
import { detachOpener } from '../security/detached-window';
import { storageKeys, type KeyValueStorage } from './storage';

/** Windows the site opens by name: the member centre, games, deposits, fast payment. */
export const USER_WINDOW = 'userWindow';
export const PROXY_WINDOW = 'proxyWindow';
export const FAST_PAYMENT_WINDOW = 'fpWindow';
export type WaitingWindowKind = 'gameWindow' | 'depositWindow' | 'fpWindow';

/** Popup size of game, deposit and fast-payment windows (member-and-account.md §9). */
export const POPUP_FEATURES = 'width=1500,height=800';

/** Each member window: its name and the page it opens when no other path is given. */
export const MEMBER_WINDOWS: Readonly<Record<MemberWindowKind, { name: string; path: string }>> = {
  user: { name: USER_WINDOW, path: '/user' },
  proxy: { name: PROXY_WINDOW, path: '/proxy' },
  fastPayment: { name: FAST_PAYMENT_WINDOW, path: '/fastPayment' },
};

export type OpenWindow = (url: string, target: string, features?: string) => Window | null;

/** An app path under the current locale's prefix (`/loading` → `/th_TH/loading` under a prefix strategy). */
export type LocalizePath = (path: string) => string;

/**
 * Windows the page opened with window.open, by name. A window the page did not open cannot be
 * asked whether it is closed, so only windows opened (or registered) here count.
 */
export class WindowRegistry {
  private readonly windows = new Map<string, Pick<Window, 'closed'> & Partial<Pick<Window, 'close' | 'location'>>>();

  constructor(
    private readonly openWindow: OpenWindow = (url, target, features) => window.open(url, target, features),
    private readonly storage?: KeyValueStorage,
    private readonly localize: LocalizePath = (path) => path,
  ) {}

  /** Opens (or reuses) the window `name` and remembers it; null when the browser blocked it. */
  open(name: string, url: string, features?: string): Window | null {
    const opened = this.openWindow(url, name, features);
    if (opened) this.windows.set(name, opened);
    return opened;
  }

  /**
   * Opens a member window (member centre, agent centre, fast payment) as a 1500×800 popup;
   * null when the browser blocked it, so the caller can show the page in the tab instead.
   */
  openMember(kind: MemberWindowKind, path: string = MEMBER_WINDOWS[kind].path): Window | null {
    return this.open(MEMBER_WINDOWS[kind].name, this.localize(path), POPUP_FEATURES);
  }

  /** Closes the member centre, agent centre and fast-payment windows, and a waiting window (logout, member-and-account.md §4). */
  closeMemberWindows(): void {
    this.closeWaiting();
    for (const { name } of Object.values(MEMBER_WINDOWS)) this.close(name);
  }

  /** Closes the window `name` if this page opened it, and forgets it. */
  close(name: string): void {
    const known = this.windows.get(name);
    this.windows.delete(name);
    if (known && !known.closed) known.close?.();
  }

  /** Remembers a window opened elsewhere. */
  register(name: string, opened: Pick<Window, 'closed'>): void {
    this.windows.set(name, opened);
  }

  /** Whether the window `name` was opened here and is still open. */
  isOpen(name: string): boolean {
    const known = this.windows.get(name);
    if (!known) return false;
    if (known.closed) {
      this.windows.delete(name);
      return false;
    }
    return true;
  }

  /**
   * Opens the /loading placeholder window at once (inside the click, so no popup blocker stops
   * it) while a game, deposit or fast payment is prepared; remembered as waitingWindow. The
   * window has no opener: the third-party page it will show cannot reach this tab. Send it on
   * with sendWindowTo. The page is the current locale's `/loading`: under a prefix strategy a bare
   * `/loading` would be redirected to another language or be a 404.
   */
  openWaiting(kind: WaitingWindowKind): Window | null {
    this.storage?.setItem(storageKeys.waitingWindow, kind);
    const opened = this.open(kind, this.localize('/loading'), POPUP_FEATURES);
    detachOpener(opened);
    return opened;
  }

  /** Which waiting window is open, if any. */
  waitingKind(): WaitingWindowKind | null {
    const kind = this.storage?.getItem(storageKeys.waitingWindow);
    return kind === 'gameWindow' || kind === 'depositWindow' || kind === 'fpWindow' ? kind : null;
  }

  /** Closes the waiting window and forgets it. Returns which kind it was. */
  closeWaiting(): WaitingWindowKind | null {
    const kind = this.waitingKind();
    this.storage?.removeItem(storageKeys.waitingWindow);
    if (kind) this.close(kind);
    return kind;
  }
}
