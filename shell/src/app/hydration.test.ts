import { createMemoryStorage, isRouteErrorResponse, RootStore } from '@casino/mf-shared';
import { createTestRoot, testSiteConfig } from '@casino/mf-shared/testing';
import { holdSessionForHydration, hydrationDataOf, messagesReady, namespaceOf } from './hydration';

const member = { token: 't-1', member_id: '5', member_account: 'amy', currency: 'RMB', member_type: '1' };

describe('holdSessionForHydration', () => {
  it("holds a stored session back for the hydration, leaves the storage alone, and gives it back with the member's data", async () => {
    const root = await createTestRoot({ storage: member });
    const loadMemberData = jest.spyOn(root.store, 'loadMemberData').mockResolvedValue();
    const restore = holdSessionForHydration(root.store);
    expect(root.store.session.isLoggedIn).toBe(false);
    expect(root.store.session.memberAccount).toBeNull();
    expect(root.store.session.currency).toBeNull();
    expect(loadMemberData).not.toHaveBeenCalled();

    restore?.();
    expect(root.store.session).toMatchObject({ token: 't-1', memberId: '5', memberAccount: 'amy', currency: 'RMB', memberType: 1 });
    expect(root.store.session.isLoggedIn).toBe(true);
    expect(loadMemberData).toHaveBeenCalledTimes(1);
  });

  it('keeps the storage as it was while the session is held back: the token stays where it is', () => {
    const storage = createMemoryStorage(member);
    const notifier = { error: jest.fn(), success: jest.fn(), info: jest.fn() };
    const store = new RootStore({ config: testSiteConfig(), storage, width: 1280, locale: 'en_US', notifier });
    holdSessionForHydration(store);
    expect(store.session.token).toBeNull();
    expect(storage.getItem('token')).toBe('t-1');
    expect(storage.getItem('member_account')).toBe('amy');
  });

  it('holds nothing back for a visitor', async () => {
    const root = await createTestRoot();
    expect(holdSessionForHydration(root.store)).toBeNull();
  });

  it('does not overwrite a session decided in the meantime', async () => {
    const root = await createTestRoot({ storage: member });
    jest.spyOn(root.store, 'loadMemberData').mockResolvedValue();
    const restore = holdSessionForHydration(root.store);
    root.store.session.setSession({ token: 't-2', memberId: '6', memberAccount: 'bob', currency: 'USD' });
    restore?.();
    expect(root.store.session.memberAccount).toBe('bob');
  });
});

describe('hydrationDataOf', () => {
  const ssr = { device: 'desktop' as const, loaderData: { root: null } };

  it("is the server's loader data", () => {
    expect(hydrationDataOf(ssr, false)).toEqual({ loaderData: { root: null } });
  });

  it("carries an unknown path's 404 as the root route's error, which the error page reads as such", () => {
    const data = hydrationDataOf(ssr, true);
    expect(data.loaderData).toEqual({ root: null });
    const error = data.errors?.root;
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(error).toMatchObject({ status: 404 });
  });
});

describe('messagesReady', () => {
  it("resolves once the namespace is there in the page's language and the fallback", async () => {
    const { i18n } = await createTestRoot({ locale: 'zh_CN' });
    const ready = messagesReady(i18n, 'home', 5000);
    i18n.addResourceBundle('en-US', 'home', { a: 'A' });
    i18n.addResourceBundle('zh-CN', 'home', { a: '甲' });
    await expect(ready).resolves.toBe(true);
    await expect(messagesReady(i18n, 'home', 0)).resolves.toBe(true);
  });

  it('gives up after its time', async () => {
    jest.useFakeTimers();
    try {
      const { i18n } = await createTestRoot();
      const ready = messagesReady(i18n, 'games', 1000);
      jest.advanceTimersByTime(1000);
      await expect(ready).resolves.toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it("names a remote's namespace after the remote", () => {
    expect(namespaceOf('mf_home/HomePage')).toBe('home');
    expect(namespaceOf('mf_games/GameHallPage')).toBe('games');
  });
});
