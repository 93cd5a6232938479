import { storageKeys, writeAdCookie, writeCurrencyCookie, type KeyValueStorage, type RootStore } from '@casino/mf-shared';

const POPUP_HELPER_PATHS = new Set(['/authCallback', '/loading']);

interface StartupInput {
  store: RootStore;
  url: URL;
  storage: KeyValueStorage;
  /** Replaces the address bar without a reload (history.replaceState). */
  replaceUrl: (path: string) => void;
}

interface InfoData {
  tk?: string;
  member_id?: string | number;
  member_account?: string;
  member_currency?: string;
}

/**
 * Session start-up (shell-and-public.md §5): a session handed over in the query (tk, member_account,
 * member_currency, member_id) or as an `enc` value exchanged through /get_info_data is stored, then
 * the address is reset to /. Returns whether a session was taken over.
 */
export async function applyStartupQuery({ store, url, storage, replaceUrl }: StartupInput): Promise<boolean> {
  // Popup helpers hand their query to the main window (cross-tab messages); they take no session.
  if (POPUP_HELPER_PATHS.has(url.pathname)) return false;
  const query = url.searchParams;
  for (const key of [storageKeys.pwa, storageKeys.memberType] as const) {
    const value = query.get(key);
    if (value !== null) storage.setItem(key, value);
  }
  const fbclid = query.get('fbclid');
  if (fbclid) writeAdCookie('_fbc', `fb.1.${Date.now()}.${fbclid}`);

  let taken = false;
  const tk = query.get('tk');
  const memberAccount = query.get('member_account');
  const memberCurrency = query.get('member_currency');
  const memberId = query.get('member_id');
  const enc = query.get('enc');

  if (tk && memberAccount && memberCurrency && memberId) {
    if (!storage.getItem(storageKeys.skipReloadGetInfo)) {
      store.session.setSession({ token: tk, memberId, memberAccount, currency: memberCurrency });
      taken = true;
    }
    replaceUrl('/');
  } else if (enc) {
    try {
      const text = await store.api.post<string | InfoData>('/get_info_data', { enc }, { silent: true });
      const info = (typeof text === 'string' ? JSON.parse(text) : text) as InfoData;
      if (info.tk && info.member_id !== undefined && info.member_account && info.member_currency) {
        store.session.setSession({
          token: info.tk,
          memberId: String(info.member_id),
          memberAccount: info.member_account,
          currency: info.member_currency,
        });
        taken = true;
      }
    } catch {
      // A failed exchange only resets the address (shell-and-public.md §8).
    }
    replaceUrl('/');
  }

  writeCurrencyCookie(store.session.currency ?? store.site.currency);
  if (taken && store.session.memberId && store.session.memberAccount && store.session.currency) {
    store.bus.emit('session:logged-in', {
      memberId: store.session.memberId,
      memberAccount: store.session.memberAccount,
      currency: store.session.currency,
    });
  }
  return taken;
}
