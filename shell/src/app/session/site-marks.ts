import { storageKeys, type KeyValueStorage } from '@casino/mf-shared';

/** The `isV3Ver` value of this front end (it speaks the v3 APIs: /v3/game_list, …). */
export const V3_MARK = '1';

/** The session values a member's login leaves in storage. */
const SESSION_KEYS = [storageKeys.token, storageKeys.memberId, storageKeys.memberAccount, storageKeys.currency, storageKeys.memberType];

export type SiteMarkVerdict = 'kept' | 'other-site' | 'older-front-end';

/**
 * The `site_name` and `isV3Ver` storage keys (shell-and-public.md §3), read and written once at
 * start-up before the session is read (docs/session.md "Site marks"): a session another site left
 * on this origin (a different `site_name`), or one an older front end wrote (an `isV3Ver` other than
 * ours), is dropped rather than sent; then both marks name this site and this front end. A storage
 * with no marks yet keeps its session. A storage that refuses changes nothing.
 */
export function applySiteMarks(storage: KeyValueStorage, siteName: string): SiteMarkVerdict {
  try {
    const storedSite = storage.getItem(storageKeys.siteName);
    const storedVersion = storage.getItem(storageKeys.isV3Ver);
    const verdict: SiteMarkVerdict =
      storedSite !== null && storedSite !== siteName
        ? 'other-site'
        : storedVersion !== null && storedVersion !== V3_MARK
          ? 'older-front-end'
          : 'kept';
    if (verdict !== 'kept') for (const key of SESSION_KEYS) storage.removeItem(key);
    storage.setItem(storageKeys.siteName, siteName);
    storage.setItem(storageKeys.isV3Ver, V3_MARK);
    return verdict;
  } catch {
    return 'kept';
  }
}
