import { storageKeys, type KeyValueStorage } from './storage';

/** Windows the site opens by name: the member centre, games, deposits, fast payment. */
export const USER_WINDOW = 'userWindow';
export type WaitingWindowKind = 'gameWindow' | 'depositWindow' | 'fpWindow';

/** Popup size of game, deposit and fast-payment windows (member-and-account.md §9). */
export const POPUP_FEATURES = 'width=1500,height=800';

export type OpenWindow = (url: string, target: string, features?: string) => Window | null;

/**
 * Windows the page opened with window.open, by name. A window the page did not open cannot be
 * asked whether it is closed, so only windows opened (or registered) here count.
 */
export class WindowRegistry {
  private readonly windows = new Map<string, Pick<Window, 'closed'> & Partial<Pick<Window, 'close' | 'location'>>>();

  constructor(
    private readonly openWindow: OpenWindow = (url, target, features) => window.open(url, target, features),
    private readonly storage?: KeyValueStorage,
  ) {}

  /** Opens (or reuses) the window `name` and remembers it; null when the browser blocked it. */
  open(name: string, url: string, features?: string): Window | null {
    const opened = this.openWindow(url, name, features);
    if (opened) this.windows.set(name, opened);
    return opened;
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
   * it) while a game, deposit or fast payment is prepared; remembered as waitingWindow.
   */
  openWaiting(kind: WaitingWindowKind): Window | null {
    this.storage?.setItem(storageKeys.waitingWindow, kind);
    return this.open(kind, '/loading', POPUP_FEATURES);
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
    if (kind) {
      this.windows.get(kind)?.close?.();
      this.windows.delete(kind);
    }
    return kind;
  }
}
