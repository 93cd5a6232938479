import { AUTH_CALLBACK_PATH, storageKeys, type RootStore } from '@casino/mf-shared';
import { stripLocale } from '@casino/contracts';
import { takeHandOver } from '../session/hand-over';

/**
 * A message another window of the site leaves in local storage under window-msg
 * (shell-and-public.md §3, §4). `state` is the one-time value of the login popup that sent it.
 * A `resMessage` may still arrive from older pages: it is never shown (docs/security.md).
 */
export interface WindowMessage {
  msg: 'authLogin' | 'authLoginClose' | 'quickGame';
  state?: string | null;
  data?: unknown;
  resCode?: string | number | null;
}

const KINDS = new Set(['authLogin', 'authLoginClose', 'quickGame']);

/**
 * Pages that run in the site's own popups and frames: they send messages, never take them. /close
 * runs in the game window (which has no opener) or inside the site's own game iframe, and sends
 * quickGame itself: taking messages there would swallow what the main window is waiting for.
 */
const POPUP_PATHS = new Set([AUTH_CALLBACK_PATH, '/loading', '/close']);

/** Reads a window-msg value; anything that is not a known message gives null. */
export function parseWindowMessage(raw: string | null): WindowMessage | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<WindowMessage>;
    return value && typeof value === 'object' && typeof value.msg === 'string' && KINDS.has(value.msg) ? (value as WindowMessage) : null;
  } catch {
    return null;
  }
}

/**
 * The known results of a third-party login and their texts; any other code gets the generic
 * failure. The provider's or the query's own text is never shown: anyone can open /authCallback.
 */
const LOGIN_RESULT_TEXTS: Record<string, string> = {
  access_denied: 'crossTab.loginCancelled',
  cancelled: 'crossTab.loginCancelled',
  '401': 'crossTab.loginDenied',
  '403': 'crossTab.loginDenied',
  '404': 'crossTab.loginNotLinked',
  not_linked: 'crossTab.loginNotLinked',
};

/** The translation key for a third-party login's result code. */
export function loginResultKey(resCode: string | number): string {
  return LOGIN_RESULT_TEXTS[String(resCode).trim().toLowerCase()] ?? 'crossTab.loginFailed';
}

interface LoginData {
  tk?: unknown;
  token?: unknown;
  member_id?: unknown;
  member_account?: unknown;
  member_currency?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

interface HandlerContext {
  store: RootStore;
  t: (key: string, values?: Record<string, string>) => string;
}

/**
 * What a message does in the main window: authLogin completes a third-party login this window
 * started (its one-time state) once the backend confirmed the session; authLoginClose shows the
 * known text of its result code; quickGame closes the waiting popup and, for a game window, runs
 * the before-quit-game step (served by the games remote). Login messages without this window's
 * state are ignored: another site or a link opened that callback page.
 */
export async function handleWindowMessage(message: WindowMessage, context: HandlerContext): Promise<void> {
  const { store, t } = context;
  switch (message.msg) {
    case 'authLogin': {
      if (!store.loginPopups.take(message.state)) return;
      const data = (message.data ?? {}) as LoginData;
      const token = text(data.tk) ?? text(data.token);
      const memberId = typeof data.member_id === 'number' ? String(data.member_id) : text(data.member_id);
      const memberAccount = text(data.member_account);
      const currency = text(data.member_currency);
      if (token && memberId && memberAccount && currency) {
        await takeHandOver({ token, memberId, memberAccount, currency }, 'popup', context);
      } else {
        store.notifier.error(t('crossTab.loginIncomplete'));
      }
      return;
    }
    case 'authLoginClose':
      if (!store.loginPopups.take(message.state)) return;
      if (message.resCode !== undefined && message.resCode !== null && message.resCode !== '') {
        store.notifier.error(t(loginResultKey(message.resCode)));
      }
      return;
    case 'quickGame': {
      const kind = store.windows.closeWaiting();
      if (kind === 'gameWindow') store.bus.emit('game:before-quit', {});
      return;
    }
  }
}

interface Environment {
  win: Pick<Window, 'addEventListener' | 'removeEventListener' | 'opener'> & { location: Pick<Location, 'pathname'> };
  storage: Pick<Storage, 'getItem' | 'removeItem'>;
}

/**
 * Handles window messages in the main window only: a window with an opener (the member centre)
 * or one of the site's popup pages (/loading, /authCallback, which have no opener either) only
 * sends. The key is removed after handling. Returns the function that stops listening.
 */
export function listenForWindowMessages(context: HandlerContext, { win, storage }: Environment): () => void {
  // Under a locale prefix strategy the game's lobby_url is /<locale>/close.
  if (win.opener || POPUP_PATHS.has(stripLocale(win.location.pathname, context.store.site.config))) return () => undefined;
  const take = (raw: string | null) => {
    const message = parseWindowMessage(raw);
    if (raw !== null) storage.removeItem(storageKeys.windowMsg);
    if (message) void handleWindowMessage(message, context);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.windowMsg && event.newValue) take(event.newValue);
  };
  // A message left while this window was loading.
  take(storage.getItem(storageKeys.windowMsg));
  win.addEventListener('storage', onStorage as EventListener);
  return () => win.removeEventListener('storage', onStorage as EventListener);
}
