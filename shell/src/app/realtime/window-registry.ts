/**
 * Windows the shell opened with window.open, by name. The ad deposit rule (shell-and-public.md
 * §5) needs to know whether the member centre "user window" is open; a window we did not open
 * cannot be asked, so only windows opened through this registry count.
 */
export const USER_WINDOW = 'userWindow';

type OpenFn = (url: string, target: string, features?: string) => Window | null;

export class WindowRegistry {
  private readonly windows = new Map<string, Pick<Window, 'closed'>>();

  constructor(private readonly openWindow: OpenFn = (url, target, features) => window.open(url, target, features)) {}

  /** Opens (or reuses) the window `name` and remembers it; null when the browser blocked it. */
  open(name: string, url: string, features?: string): Window | null {
    const opened = this.openWindow(url, name, features);
    if (opened) this.windows.set(name, opened);
    return opened;
  }

  /** Remembers a window opened elsewhere (for instance a waiting window filled in later). */
  register(name: string, opened: Pick<Window, 'closed'>): void {
    this.windows.set(name, opened);
  }

  /** Whether the window `name` was opened through the registry and is still open. */
  isOpen(name: string): boolean {
    const known = this.windows.get(name);
    if (!known) return false;
    if (known.closed) {
      this.windows.delete(name);
      return false;
    }
    return true;
  }
}

/** The page's registry: one per page, like `window` itself. */
export const shellWindows = new WindowRegistry();
