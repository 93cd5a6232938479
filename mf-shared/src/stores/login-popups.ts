import type { OpenWindow } from './window-registry';

/** The query parameter that carries the one-time state to the provider and back to /authCallback. */
export const LOGIN_STATE_PARAM = 'state';
/** The page a third-party login returns to in its popup (shell-and-public.md §2). */
export const AUTH_CALLBACK_PATH = '/authCallback';
/** The popup's window name and size. */
export const LOGIN_POPUP_NAME = 'authWindow';
const LOGIN_POPUP_FEATURES = 'width=500,height=600';
/** How long a started login may take before its state is no longer accepted. */
export const LOGIN_STATE_TTL_MS = 10 * 60_000;

interface LoginPopupsOptions {
  openWindow?: OpenWindow;
  now?: () => number;
  /** 16 random bytes (tests replace it). */
  randomBytes?: () => Uint8Array;
}

const defaultRandomBytes = () => globalThis.crypto.getRandomValues(new Uint8Array(16));

/**
 * Third-party logins this window started. A login popup completes a login in this window only
 * when it brings back a state created here, once, within ten minutes: a callback page opened by
 * anyone else (another site, a link) carries no such state and is ignored. The states live in this
 * window's memory only, so no other window or site can read them.
 */
export class LoginPopups {
  private readonly pending = new Map<string, number>();
  private readonly openWindow: OpenWindow;
  private readonly now: () => number;
  private readonly randomBytes: () => Uint8Array;

  constructor(options: LoginPopupsOptions = {}) {
    this.openWindow = options.openWindow ?? ((url, target, features) => window.open(url, target, features));
    this.now = options.now ?? Date.now;
    this.randomBytes = options.randomBytes ?? defaultRandomBytes;
  }

  /** Creates a one-time state for a login about to start. */
  begin(): string {
    const state = Array.from(this.randomBytes(), (byte) => byte.toString(16).padStart(2, '0')).join('');
    this.pending.set(state, this.now() + LOGIN_STATE_TTL_MS);
    return state;
  }

  /**
   * Opens the provider's sign-in page in a popup, with the state and the /authCallback address of
   * `siteOrigin` added to its query. The popup gets no opener: the provider's page cannot reach
   * this window. Returns the popup, or null when the browser blocked it or the URL is not http(s).
   */
  open(providerUrl: string, siteOrigin: string): Window | null {
    let url: URL;
    try {
      url = new URL(providerUrl, siteOrigin);
    } catch {
      return null;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const state = this.begin();
    url.searchParams.set(LOGIN_STATE_PARAM, state);
    url.searchParams.set('redirect_uri', new URL(AUTH_CALLBACK_PATH, siteOrigin).href);
    const popup = this.openWindow('about:blank', LOGIN_POPUP_NAME, LOGIN_POPUP_FEATURES);
    if (!popup) {
      this.pending.delete(state);
      return null;
    }
    popup.opener = null;
    popup.location.replace(url.href);
    return popup;
  }

  /** Whether `state` was created here and is still pending; a state is accepted once. */
  take(state: unknown): boolean {
    if (typeof state !== 'string' || !state) return false;
    const expires = this.pending.get(state);
    this.pending.delete(state);
    for (const [other, otherExpires] of this.pending) if (otherExpires <= this.now()) this.pending.delete(other);
    return expires !== undefined && expires > this.now();
  }
}
