import { RootStore, browserStorage, createI18n, loadNamespace } from '@casino/mf-shared';
import type { SiteConfig } from '@casino/contracts';
import { createFakeSandbox, httpError, testSiteConfig, type Handler } from '@casino/mf-shared/testing';
import en from '../../locales/en_US.json';
import { listenForWindowMessages } from '../cross-tab/window-messages';
import { installChunkReloadGuard } from '../updates/chunk-reload-guard';
import { applyStartupQuery } from './startup-session';
import { tellIfStorageInMemory } from './storage-notice';

const NOTICE = en.storage.inMemory;

const layoutOfAmy: Handler = (_body, call) =>
  call.headers.authorization === 'Bearer T1'
    ? { member_common_layout: { id: 42, member_account: 'amy', member_currency: 'USD', member_cash: 0, member_type: 1 } }
    : httpError(401, 'Unauthenticated');

/** The shell's start-up, in the order bootstrap.tsx runs it, on whatever storage the browser gives. */
async function startShell(query: string, config: Partial<SiteConfig> = {}) {
  const sandbox = createFakeSandbox({ '/member/profile/common/layout': layoutOfAmy });
  const notifier = { error: jest.fn(), success: jest.fn(), info: jest.fn() };
  const storage = browserStorage('local');
  const store = new RootStore({ config: testSiteConfig(config), storage, width: 1280, locale: 'en_US', notifier, fetch: sandbox.fetch });
  const i18n = await createI18n('en_US');
  store.attachI18n(i18n);
  await loadNamespace(i18n, 'shell', async () => ({ default: en }));
  const t = (key: string, values?: Record<string, string>) => i18n.t(key, { ns: 'shell', ...values });
  await applyStartupQuery({ store, url: new URL(`https://casino.example/${query}`), storage, replaceUrl: () => undefined, t });
  const stopMessages = listenForWindowMessages({ store, t }, { win: window, storage: browserStorage('local') });
  const stopChunkGuard = installChunkReloadGuard(window);
  tellIfStorageInMemory(store, storage, t);
  stopMessages();
  stopChunkGuard();
  return { store, notifier, storage };
}

/** Local storage as a browser that blocks site data has it: reading window.localStorage throws. */
function blockLocalStorage(): () => void {
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
  return () => {
    if (own) Object.defineProperty(window, 'localStorage', own);
    else delete (window as unknown as Record<string, unknown>).localStorage;
  };
}

// Ordered: once a page's storage fell back to memory it stays there, as in a browser.
describe('the notice that the session lives in this page only', () => {
  it('says nothing where the browser keeps local storage', async () => {
    const { notifier } = await startShell('');
    expect(notifier.info).not.toHaveBeenCalled();
  });

  it('says nothing in demo mode, which stores no session', async () => {
    const restore = blockLocalStorage();
    try {
      const { notifier } = await startShell('', { demoMode: true });
      expect(notifier.info).not.toHaveBeenCalled();
    } finally {
      restore();
    }
  });

  it('with local storage blocked the shell starts, keeps a handed-over session in memory and tells the user once', async () => {
    const restore = blockLocalStorage();
    try {
      const { store, notifier, storage } = await startShell('?tk=T1&member_id=42&member_account=amy&member_currency=USD&pwa=1');
      expect(store.session.isLoggedIn).toBe(true);
      expect(storage.getItem('token')).toBe('T1');
      expect(storage.getItem('pwa')).toBe('1');
      expect(notifier.info).toHaveBeenCalledTimes(1);
      expect(notifier.info).toHaveBeenCalledWith(NOTICE);
      expect(notifier.error).not.toHaveBeenCalled();
    } finally {
      restore();
    }
  });
});
