import type { BrowserStorage, RootStore } from '@casino/mf-shared';

/**
 * Where the browser refuses local storage, browserStorage keeps the session in the page's memory:
 * the site works, but a reload or a closed tab logs the member out. Said once, after start-up, so
 * that nobody is surprised by it (docs/security.md, "failures without a way out"). Demo mode
 * stores no session, so there is nothing to say.
 */
export function tellIfStorageInMemory(
  store: Pick<RootStore, 'notifier' | 'session'>,
  storage: Pick<BrowserStorage, 'inMemory'>,
  t: (key: string) => string,
): void {
  if (!storage.inMemory || store.session.isDemo) return;
  store.notifier.info(t('storage.inMemory'));
}
