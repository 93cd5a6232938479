/** The part of the Web Storage API the stores use; a memory version serves server rendering and tests. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage kept in memory (server rendering, tests, browsers that refuse local storage). */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** Local storage keys of shell-and-public.md §3. */
export const storageKeys = {
  token: 'token',
  memberId: 'member_id',
  memberAccount: 'member_account',
  currency: 'currency',
  memberType: 'member_type',
  pwa: 'pwa',
  siteName: 'site_name',
  isV3Ver: 'isV3Ver',
  skipReloadGetInfo: 'skipReloadGetInfo',
  waitingWindow: 'waitingWindow',
  windowMsg: 'window-msg',
} as const;
