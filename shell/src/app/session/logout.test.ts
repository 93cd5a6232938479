import { createMemoryStorage, storageKeys } from '@casino/mf-shared';
import { createFakeSandbox, createTestRoot, httpError } from '@casino/mf-shared/testing';
import { AUTH_TARGET_KEY } from '../middleware/builtin';
import { createLogout, isGamePlaying } from './logout';

const member = { token: 't-9', member_id: '9', member_account: 'amy', currency: 'RMB' };

async function setUp(options: { width?: number; confirm?: boolean } = {}) {
  const sandbox = createFakeSandbox({ '/logout': () => ({}) });
  const closed: string[] = [];
  const root = await createTestRoot({
    storage: member,
    fetch: sandbox.fetch,
    width: options.width ?? 1280,
    openWindow: (_url, name) => ({ closed: false, close: () => closed.push(name) }) as unknown as Window,
  });
  const localStorage = createMemoryStorage({ ...member, [storageKeys.skipReloadGetInfo]: '1', [storageKeys.windowMsg]: '{}', pwa: 'ios' });
  const sessionStorage = createMemoryStorage({ [AUTH_TARGET_KEY]: '/user/Info' });
  const confirm = jest.fn(async () => options.confirm ?? true);
  const navigate = jest.fn();
  const loggedOut = jest.fn();
  root.store.bus.on('session:logged-out', loggedOut);
  const logout = createLogout(root.store, { confirm, navigate, localStorage, sessionStorage });
  return { ...root, sandbox, closed, localStorage, sessionStorage, confirm, navigate, loggedOut, logout };
}

describe('logout (member-and-account.md §4)', () => {
  it('tells the server, ends the session, closes the member windows, clears the history and goes home', async () => {
    const env = await setUp();
    env.store.windows.openMember('user');
    env.store.windows.openMember('fastPayment');
    await expect(env.logout()).resolves.toBe(true);
    expect(env.confirm).not.toHaveBeenCalled();
    expect(env.sandbox.hits('/logout')).toBe(1);
    expect(env.sandbox.callsTo('/logout')[0]?.headers.authorization).toBe('Bearer t-9');
    expect(env.store.session.isLoggedIn).toBe(false);
    expect(env.loggedOut).toHaveBeenCalledWith({ reason: 'user' });
    expect(env.closed).toEqual(['userWindow', 'fpWindow']);
    for (const key of [storageKeys.token, storageKeys.memberId, storageKeys.skipReloadGetInfo, storageKeys.windowMsg]) {
      expect(env.localStorage.getItem(key)).toBeNull();
    }
    // The device's flags are no member history.
    expect(env.localStorage.getItem('pwa')).toBe('ios');
    expect(env.sessionStorage.getItem(AUTH_TARGET_KEY)).toBeNull();
    expect(env.navigate).toHaveBeenCalledWith('/');
  });

  it('still logs out when POST /logout fails', async () => {
    const env = await setUp();
    env.sandbox.fail('/logout', httpError(500));
    await expect(env.logout()).resolves.toBe(true);
    expect(env.store.session.isLoggedIn).toBe(false);
    expect(env.store.notifier.error).not.toHaveBeenCalled();
  });

  it('asks first while a game is playing, and stays when the member says no', async () => {
    const env = await setUp({ confirm: false });
    env.store.game.setStarting(true);
    await expect(env.logout()).resolves.toBe(false);
    expect(env.confirm).toHaveBeenCalledTimes(1);
    expect(env.sandbox.hits('/logout')).toBe(0);
    expect(env.store.session.isLoggedIn).toBe(true);
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it('logs out once the member confirms', async () => {
    const env = await setUp({ confirm: true });
    env.store.windows.openWaiting('gameWindow');
    await expect(env.logout()).resolves.toBe(true);
    expect(env.confirm).toHaveBeenCalledTimes(1);
    expect(env.store.session.isLoggedIn).toBe(false);
  });

  it('ignores a second request while one runs, and does nothing for a visitor', async () => {
    const env = await setUp();
    const [first, second] = await Promise.all([env.logout(), env.logout()]);
    expect([first, second]).toEqual([true, false]);
    expect(env.sandbox.hits('/logout')).toBe(1);
    await expect(env.logout()).resolves.toBe(false);
  });
});

describe('a game is playing when', () => {
  it.each([
    ['nothing happens', () => undefined, false],
    ['a start is under way', (env: Awaited<ReturnType<typeof setUp>>) => env.store.game.setStarting(true), true],
    ['a quit is under way', (env: Awaited<ReturnType<typeof setUp>>) => env.store.game.setQuitting(true), true],
    ['the game window is open', (env: Awaited<ReturnType<typeof setUp>>) => env.store.windows.open('gameWindow', '/play'), true],
  ])('%s', async (_name, arrange, playing) => {
    const env = await setUp();
    arrange(env);
    expect(isGamePlaying(env.store)).toBe(playing);
  });
});
