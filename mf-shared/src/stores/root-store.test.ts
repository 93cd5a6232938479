import { RootStore } from './root-store';
import { createMemoryStorage } from './storage';
import { RequestError } from '../request/errors';
import type { SiteConfig } from '../contracts/boot';
import { testSiteConfig } from '../testing/root';

const config: SiteConfig = testSiteConfig({ siteName: 'Test', locales: ['en_US'], manifestPollMs: 0 });

function build(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  const notifier = { error: jest.fn(), success: jest.fn(), info: jest.fn() };
  const store = new RootStore({ config, storage, width: 1280, locale: 'en_US', notifier });
  return { store, storage, notifier };
}

describe('RootStore', () => {
  it('restores a session from local storage and persists a new one under the spec keys', () => {
    const { store, storage } = build({ token: 't0', member_id: '7', member_account: 'amy', currency: 'USD' });
    expect(store.session.isLoggedIn).toBe(true);
    store.session.setSession({ token: 't1', memberId: '8', memberAccount: 'bob', currency: 'RMB' });
    expect([
      storage.getItem('token'),
      storage.getItem('member_id'),
      storage.getItem('member_account'),
      storage.getItem('currency'),
    ]).toEqual(['t1', '8', 'bob', 'RMB']);
  });

  it('logout clears the session and tells every part through the bus', () => {
    const { store, storage } = build({ token: 't0', member_id: '7' });
    const seen: string[] = [];
    store.bus.on('session:logged-out', ({ reason }) => seen.push(reason));
    store.logout('unauthorized');
    expect(store.session.isLoggedIn).toBe(false);
    expect(storage.getItem('token')).toBeNull();
    expect(seen).toEqual(['unauthorized']);
  });

  it('fakes a login in demo mode, without a token, that logout does not end', () => {
    const storage = createMemoryStorage();
    const notifier = { error: jest.fn(), success: jest.fn(), info: jest.fn() };
    const store = new RootStore({ config: { ...config, demoMode: true }, storage, width: 1280, locale: 'en_US', notifier });
    expect(store.session.isLoggedIn).toBe(true);
    expect(store.session.isDemo).toBe(true);
    expect(store.session.token).toBeNull();
    expect(storage.getItem('token')).toBeNull();
    store.logout('unauthorized');
    expect(store.session.isLoggedIn).toBe(true);
  });

  it('picks the layout from the window width (992 px and wider is desktop)', () => {
    const { store } = build();
    expect(store.layout.device).toBe('desktop');
    store.layout.setWidth(991);
    expect(store.layout.isDesktop).toBe(false);
    store.layout.setWidth(992);
    expect(store.layout.isDesktop).toBe(true);
  });

  it('describes a failure by the server message, else by its kind', () => {
    const { store } = build();
    expect(store.describeError(new RequestError({ kind: 'business', path: '/x', serverMessage: 'Nope' }))).toBe('Nope');
    expect(store.describeError(new RequestError({ kind: 'timeout', path: '/x' }))).toBe('timeout');
  });
});
