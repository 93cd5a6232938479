import type { KeyValueStorage, RootStore } from '@casino/mf-shared';
import { AUTH_TARGET_KEY } from '../middleware/builtin';
import { SESSION_STORAGE_KEYS } from '../realtime/handlers/member-handlers';

/**
 * What "history" means at logout (member-and-account.md §4 "Logout: clears stored member data and
 * token and history"): what this browser remembered for the member beyond the session itself —
 * the local keys of SESSION_STORAGE_KEYS (token and identity, skipReloadGetInfo, the waiting
 * window, the cross-window message) and, in the tab's session storage, the page the visitor was
 * sent away from before logging in (AUTH_TARGET_KEY), so the next member does not land there.
 * Recently played games are the backend's (/arks/web/member-games/last-playing-game), not kept in
 * the browser, so nothing of them is left here; a part that caches member data later clears it on
 * `session:logged-out`.
 */
export const MEMBER_HISTORY_SESSION_KEYS = [AUTH_TARGET_KEY] as const;

/** Whether a game is under way: starting, quitting, open in its window, or playing by the member layout. */
export function isGamePlaying(store: RootStore): boolean {
  return (
    store.game.starting ||
    store.game.quitting ||
    store.windows.isOpen('gameWindow') ||
    store.windows.waitingKind() === 'gameWindow' ||
    store.member.layout?.isPlaying === true
  );
}

export interface LogoutEnvironment {
  /** Asks "a game is playing: log out anyway?"; resolves true to go on. */
  confirm: () => Promise<boolean>;
  navigate: (path: string) => void;
  localStorage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
}

/**
 * The logout of member-and-account.md §4: confirmation first while a game is playing, POST
 * /logout (its failure does not keep the member in), then rootStore.logout('user') — pending
 * calls aborted, session, wallet, member layout and game state cleared, every member window
 * closed, `session:logged-out` emitted (game lists and the login captcha start afresh on it) —
 * the member's history removed and the page sent to /. Resolves false when the member stayed.
 */
export function createLogout(store: RootStore, env: LogoutEnvironment): () => Promise<boolean> {
  let running = false;
  return async () => {
    if (running || !store.session.isLoggedIn || store.session.isDemo) return false;
    running = true;
    try {
      if (isGamePlaying(store) && !(await env.confirm())) return false;
      await store.api.post('/logout', {}, { silent: true }).catch(() => undefined);
      store.logout('user');
      for (const key of SESSION_STORAGE_KEYS) env.localStorage.removeItem(key);
      for (const key of MEMBER_HISTORY_SESSION_KEYS) env.sessionStorage.removeItem(key);
      env.navigate('/');
      return true;
    } finally {
      running = false;
    }
  };
}
