import { storageKeys, type RootStore } from '@casino/mf-shared';

/** A message another window of the site leaves in local storage under window-msg (shell-and-public.md §3, §4). */
export interface WindowMessage {
  msg: 'authLogin' | 'authLoginClose' | 'quickGame';
  data?: unknown;
  resCode?: string | number | null;
  resMessage?: string | null;
}

const KINDS = new Set(['authLogin', 'authLoginClose', 'quickGame']);

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

interface LoginData {
  tk?: string;
  token?: string;
  member_id?: string | number;
  member_account?: string;
  member_currency?: string;
}

interface HandlerContext {
  store: RootStore;
  t: (key: string) => string;
}

/**
 * What a message does in the main window: authLogin completes a third-party login, authLoginClose
 * shows its error when a result code came back, quickGame closes the waiting popup and, for a game
 * window, runs the before-quit-game step (served by the games remote).
 */
export function handleWindowMessage(message: WindowMessage, { store, t }: HandlerContext): void {
  switch (message.msg) {
    case 'authLogin': {
      const data = (message.data ?? {}) as LoginData;
      const token = data.tk ?? data.token;
      if (token && data.member_id !== undefined && data.member_account && data.member_currency) {
        store.session.setSession({
          token,
          memberId: String(data.member_id),
          memberAccount: data.member_account,
          currency: data.member_currency,
        });
        store.bus.emit('session:logged-in', {
          memberId: String(data.member_id),
          memberAccount: data.member_account,
          currency: data.member_currency,
        });
      } else {
        store.notifier.error(t('crossTab.loginIncomplete'));
      }
      return;
    }
    case 'authLoginClose':
      if (message.resCode !== undefined && message.resCode !== null && message.resCode !== '') {
        store.notifier.error(message.resMessage || t('crossTab.loginFailed'));
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
  win: Pick<Window, 'addEventListener' | 'removeEventListener' | 'opener'>;
  storage: Pick<Storage, 'getItem' | 'removeItem'>;
}

/**
 * Handles window messages in a window that has no opener (the main window; popups only send).
 * The key is removed after handling. Returns the function that stops listening.
 */
export function listenForWindowMessages(context: HandlerContext, { win, storage }: Environment): () => void {
  if (win.opener) return () => undefined;
  const take = (raw: string | null) => {
    const message = parseWindowMessage(raw);
    if (raw !== null) storage.removeItem(storageKeys.windowMsg);
    if (message) handleWindowMessage(message, context);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.windowMsg && event.newValue) take(event.newValue);
  };
  // A message left while this window was loading.
  take(storage.getItem(storageKeys.windowMsg));
  win.addEventListener('storage', onStorage as EventListener);
  return () => win.removeEventListener('storage', onStorage as EventListener);
}
