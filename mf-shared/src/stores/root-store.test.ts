import { RootStore } from './root-store';
import { createMemoryStorage } from './storage';
import { RequestError } from '../request/errors';
import type { SiteConfig } from '@casino/contracts';
import { testSiteConfig } from '../testing/root';
import { createI18n, loadNamespace } from '../i18n/create-i18n';
import commonEnglish from '../../locales/en_US.json';

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

describe('a refusal that carries a lock (docs/security.md "Sandbox limits")', () => {
  it('names the lock and the minutes left in the member language, whatever the server wrote', async () => {
    const store = new RootStore({
      config,
      storage: createMemoryStorage(),
      width: 1280,
      locale: 'en_US',
      notifier: { error: jest.fn(), success: jest.fn(), info: jest.fn() },
    });
    const i18n = await createI18n('en_US');
    store.attachI18n(i18n);
    await loadNamespace(i18n, 'common', async () => ({ default: commonEnglish }));
    const refusal = (data: unknown) => new RequestError({ kind: 'business', path: '/login', code: 103, serverMessage: 'Frozen', data });
    expect(store.describeError(refusal({ lock: 'login', retry_after: 840, locked_until: '' }))).toBe(
      'Too many wrong passwords: this account is locked. Try again in 14 minutes.',
    );
    expect(store.describeError(refusal({ lock: 'withdraw_password', retry_after: 20, locked_until: '' }))).toBe(
      'Too many wrong withdrawal passwords: it is locked. Try again in 1 minute.',
    );
    expect(store.describeError(refusal({ lock: 'sms_send', retry_after: 300, locked_until: '' }))).toContain('in 5 minutes');
    expect(store.describeError(refusal({ lock: 'sms_code', retry_after: 0, locked_until: '' }))).toContain('Ask for a new one');
    // data of another shape is not a lock
    expect(store.describeError(refusal({ lock: 'other', retry_after: 5 }))).toBe('Frozen');
  });
});

describe('a 401 answer (the server ended the session)', () => {
  const refused = () =>
    new Response(JSON.stringify({ status: false, code: 401, message: 'Unauthenticated', apiResponseData: null }), {
      status: 401,
      headers: { 'Content-Type': 'application/json' },
    });

  async function storeWithI18n(initial: Record<string, string>, overrides: Partial<SiteConfig> = {}) {
    const storage = createMemoryStorage(initial);
    const notifier = { error: jest.fn(), success: jest.fn(), info: jest.fn() };
    const fetch = jest.fn(async () => refused());
    const store = new RootStore({ config: { ...config, ...overrides }, storage, width: 1280, locale: 'en_US', notifier, fetch });
    const i18n = await createI18n('en_US');
    store.attachI18n(i18n);
    await loadNamespace(i18n, 'common', async () => ({ default: commonEnglish }));
    return { store, notifier, fetch };
  }

  it('logs the member out and says so once, however many calls were refused together', async () => {
    const { store, notifier } = await storeWithI18n({ token: 'stale', member_id: '7', member_account: 'amy', currency: 'RMB' });
    const reasons: string[] = [];
    store.bus.on('session:logged-out', ({ reason }) => reasons.push(reason));
    await Promise.allSettled([
      store.api.post('/member/profile/common/layout'),
      store.api.post('/member/profile/my_cash'),
      store.api.post('/x'),
    ]);
    expect(store.session.isLoggedIn).toBe(false);
    expect(reasons[0]).toBe('unauthorized');
    expect(notifier.info).toHaveBeenCalledTimes(1);
    expect(notifier.info).toHaveBeenCalledWith('Your session has ended. Please log in again.');
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('tells a member again after the next login ends the same way', async () => {
    const { store, notifier } = await storeWithI18n({ token: 'stale', member_id: '7' });
    await store.api.post('/x').catch(() => undefined);
    store.session.setSession({ token: 'fresh', memberId: '7', memberAccount: 'amy', currency: 'RMB' });
    await store.api.post('/x').catch(() => undefined);
    expect(notifier.info).toHaveBeenCalledTimes(2);
  });

  it('says nothing to a visitor, whose calls the server refuses for want of a session', async () => {
    const { store, notifier } = await storeWithI18n({});
    await Promise.allSettled([store.api.post('/member/profile/my_cash'), store.api.post('/x')]);
    expect(notifier.info).not.toHaveBeenCalled();
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('says nothing in demo mode, whose fake login does not end', async () => {
    const { store, notifier } = await storeWithI18n({}, { demoMode: true });
    await store.api.post('/x').catch(() => undefined);
    expect(store.session.isLoggedIn).toBe(true);
    expect(notifier.info).not.toHaveBeenCalled();
  });
});

describe('RootStore windows', () => {
  function opened(strategy: SiteConfig['localeStrategy'], locale: 'en_US' | 'th_TH') {
    const urls: string[] = [];
    const notifier = { error: jest.fn(), success: jest.fn(), info: jest.fn() };
    const store = new RootStore({
      config: testSiteConfig({ locales: ['en_US', 'th_TH'], defaultLocale: 'en_US', localeStrategy: strategy, manifestPollMs: 0 }),
      storage: createMemoryStorage(),
      width: 1280,
      locale,
      notifier,
      openWindow: (url) => {
        urls.push(url);
        return { closed: false, close: jest.fn(), opener: null } as unknown as Window;
      },
    });
    store.windows.openWaiting('gameWindow');
    store.windows.openMember('user');
    return urls;
  }

  it("opens the waiting window and a member window on the current locale's path under a prefix strategy", () => {
    expect(opened('prefix', 'th_TH')).toEqual(['/th_TH/loading', '/th_TH/user']);
    expect(opened('prefix', 'en_US')).toEqual(['/en_US/loading', '/en_US/user']);
    expect(opened('prefix_except_default', 'th_TH')).toEqual(['/th_TH/loading', '/th_TH/user']);
    expect(opened('prefix_except_default', 'en_US')).toEqual(['/loading', '/user']);
    expect(opened('no_prefix', 'th_TH')).toEqual(['/loading', '/user']);
  });
});
