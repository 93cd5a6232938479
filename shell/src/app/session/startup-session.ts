import {
  type ConfirmTexts,
  storageKeys,
  stripLocale,
  writeAdCookie,
  writeCurrencyCookie,
  type KeyValueStorage,
  type RootStore,
  type SessionValues,
} from '@casino/mf-shared';
import { takeHandOver } from './hand-over';

const POPUP_HELPER_PATHS = new Set(['/authCallback', '/loading']);

interface StartupInput {
  store: RootStore;
  url: URL;
  storage: KeyValueStorage;
  /** Replaces the address bar without a reload (history.replaceState). */
  replaceUrl: (path: string) => void;
  /** The shell's translations (messages about a refused hand-over). */
  t: (key: string, values?: Record<string, string>) => string;
  /**
   * The boot data's `handOver: 'ask'`: the page was opened from another website (or from outside
   * any site) with a session in its address; the visitor is asked before being signed in.
   */
  askFirst?: boolean;
  /** Asks a yes-or-no question in the page's kit (confirmDialog). */
  confirm?: (texts: ConfirmTexts) => Promise<boolean>;
  /**
   * Gets the outcome of a hand-over that waits for the visitor's answer: the page renders
   * meanwhile (the boot guard would give up on a page waiting for a click), so it ends later.
   */
  later?: (taken: Promise<boolean>) => void;
}

interface InfoData {
  tk?: string;
  member_id?: string | number;
  member_account?: string;
  member_currency?: string;
}

/**
 * Session start-up (shell-and-public.md §5): a session handed over in the query (tk, member_account,
 * member_currency, member_id) or as an `enc` value exchanged through /get_info_data is taken once
 * the backend confirmed it (takeHandOver: never stored on refusal, never replacing another member),
 * then the address is reset to /. Returns whether a session was taken over.
 */
export async function applyStartupQuery({ store, url, storage, replaceUrl, t, askFirst, confirm, later }: StartupInput): Promise<boolean> {
  // Popup helpers hand their query to the main window (cross-tab messages); they take no session.
  if (POPUP_HELPER_PATHS.has(stripLocale(url.pathname, store.site.config))) return false;
  const query = url.searchParams;
  for (const key of [storageKeys.pwa, storageKeys.memberType] as const) {
    const value = query.get(key);
    if (value !== null) storage.setItem(key, value);
  }
  const fbclid = query.get('fbclid');
  if (fbclid) writeAdCookie('_fbc', `fb.1.${Date.now()}.${fbclid}`);

  let candidate: SessionValues | null = null;
  let handedOver = false;
  const tk = query.get('tk');
  const memberAccount = query.get('member_account');
  const memberCurrency = query.get('member_currency');
  const memberId = query.get('member_id');
  const enc = query.get('enc');

  if (tk && memberAccount && memberCurrency && memberId) {
    handedOver = true;
    if (!storage.getItem(storageKeys.skipReloadGetInfo)) {
      candidate = { token: tk, memberId, memberAccount, currency: memberCurrency };
    }
  } else if (enc) {
    handedOver = true;
    try {
      const text = await store.api.post<string | InfoData>('/get_info_data', { enc }, { silent: true });
      const info = (typeof text === 'string' ? JSON.parse(text) : text) as InfoData;
      if (info.tk && info.member_id !== undefined && info.member_account && info.member_currency) {
        candidate = {
          token: info.tk,
          memberId: String(info.member_id),
          memberAccount: info.member_account,
          currency: info.member_currency,
        };
      }
    } catch {
      // A failed exchange stores nothing (shell-and-public.md §8); the user is told below.
    }
    if (!candidate) store.notifier.error(t('handOver.linkRefused'));
  }
  // The hand-over leaves the address (and the browser history) before anything else happens.
  if (handedOver) replaceUrl('/');
  // From another site, a visitor who is signed out is asked first: a link must not sign anyone
  // into an account they do not know (login CSRF). A member who is signed in is never replaced
  // anyway (takeHandOver), so there is nothing to ask.
  if (candidate && askFirst && !store.session.isLoggedIn) {
    const account = candidate.memberAccount;
    const question = (confirm ?? (() => Promise.resolve(false)))({
      title: t('handOver.askTitle', { account }),
      content: t('handOver.askText', { account, site: store.site.config.siteName }),
      ok: t('handOver.askContinue', { account }),
      cancel: t('handOver.askStay'),
    });
    const handed = candidate;
    const outcome = question.then(async (yes) => {
      const taken = yes && (await takeHandOver(handed, 'link', { store, t })) === 'taken';
      writeCurrencyCookie(store.session.currency ?? store.site.currency);
      return taken;
    });
    later?.(outcome);
    writeCurrencyCookie(store.session.currency ?? store.site.currency);
    return false;
  }
  const taken = candidate ? (await takeHandOver(candidate, 'link', { store, t })) === 'taken' : false;

  writeCurrencyCookie(store.session.currency ?? store.site.currency);
  return taken;
}
