import { createFakeSandbox, createTestRoot, httpError, type Handler } from '@casino/mf-shared/testing';
import { listenForWindowMessages, loginResultKey, parseWindowMessage } from './window-messages';

const t = (key: string, values?: Record<string, string>) => (values ? `t:${key} ${JSON.stringify(values)}` : `t:${key}`);

/** The backend knows token T as member 3, kim, USD. */
const layoutByToken: Handler = (_body, call) =>
  call.headers.authorization === 'Bearer T'
    ? { member_common_layout: { id: 3, member_account: 'kim', member_currency: 'USD', member_cash: 0, member_type: 1 } }
    : httpError(401, 'Unauthenticated');

const KIM = { tk: 'T', member_id: 3, member_account: 'kim', member_currency: 'USD' };

function storageEvent(value: string): StorageEvent {
  return new StorageEvent('storage', { key: 'window-msg', newValue: value });
}

async function setup({ opener = null as unknown, pathname = '/' } = {}) {
  const popup = { closed: false, close: jest.fn(), location: { replace: jest.fn() }, opener: {} };
  const sandbox = createFakeSandbox({ '/member/profile/common/layout': layoutByToken });
  const root = await createTestRoot({ fetch: sandbox.fetch, openWindow: () => popup as unknown as Window });
  const target = new EventTarget();
  const win = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    opener,
    location: { pathname },
  } as unknown as Window;
  const stop = listenForWindowMessages({ store: root.store, t }, { win, storage: window.localStorage });
  const send = (message: unknown) => {
    const raw = JSON.stringify(message);
    window.localStorage.setItem('window-msg', raw);
    target.dispatchEvent(storageEvent(raw));
  };
  /** Starts a third-party login the way the login modal does; returns its one-time state. */
  const startLogin = () => {
    root.store.loginPopups.open('https://id.example/authorize', 'https://casino.example');
    return new URL(popup.location.replace.mock.calls.at(-1)?.[0] as string).searchParams.get('state');
  };
  const settled = () => new Promise((resolve) => setTimeout(resolve, 20));
  return { ...root, popup, sandbox, send, stop, startLogin, settled };
}

beforeEach(() => window.localStorage.clear());

describe('window messages', () => {
  it('parses only known messages', () => {
    expect(parseWindowMessage('{"msg":"quickGame"}')).toEqual({ msg: 'quickGame' });
    expect(parseWindowMessage('{"msg":"formatDisk"}')).toBeNull();
    expect(parseWindowMessage('not json')).toBeNull();
  });

  it('authLogin with the state of a login this window started completes it once the backend confirmed it', async () => {
    const { store, send, stop, startLogin, settled } = await setup();
    const logins: string[] = [];
    store.bus.on('session:logged-in', ({ memberAccount }) => logins.push(memberAccount));
    send({ msg: 'authLogin', state: startLogin(), data: KIM });
    await settled();
    expect(store.session).toMatchObject({ token: 'T', memberId: '3', memberAccount: 'kim', currency: 'USD' });
    expect(logins).toEqual(['kim']);
    expect(window.localStorage.getItem('window-msg')).toBeNull();
    stop();
  });

  it('ignores a login this window did not start: no state, a made-up state, or a state used before', async () => {
    const { store, send, stop, startLogin, settled, sandbox, notifier } = await setup();
    send({ msg: 'authLogin', data: KIM });
    send({ msg: 'authLogin', state: 'a'.repeat(32), data: KIM });
    await settled();
    expect(store.session.isLoggedIn).toBe(false);
    expect(sandbox.hits('/member/profile/common/layout')).toBe(0);

    const state = startLogin();
    send({ msg: 'authLogin', state, data: { ...KIM, tk: 'someone-else' } });
    await settled();
    expect(store.session.isLoggedIn).toBe(false);
    expect(notifier.error).toHaveBeenCalledWith('t:handOver.popupRefused');
    send({ msg: 'authLogin', state, data: KIM });
    await settled();
    expect(store.session.isLoggedIn).toBe(false);
    stop();
  });

  it('never replaces a member who is logged in with another one', async () => {
    const { store, send, stop, startLogin, settled, notifier } = await setup();
    store.session.setSession({ token: 'MINE', memberId: '7', memberAccount: 'carol', currency: 'USD' });
    send({ msg: 'authLogin', state: startLogin(), data: KIM });
    await settled();
    expect(store.session).toMatchObject({ token: 'MINE', memberAccount: 'carol' });
    expect(notifier.error).toHaveBeenCalledWith('t:handOver.otherMember {"current":"carol","other":"kim"}');
    stop();
  });

  it('authLoginClose shows the known text of its result code, never the text it carries', async () => {
    const { notifier, send, stop, startLogin } = await setup();
    send({ msg: 'authLoginClose', state: startLogin(), resCode: null });
    expect(notifier.error).not.toHaveBeenCalled();
    send({ msg: 'authLoginClose', state: startLogin(), resCode: '500', resMessage: 'Call +1-555 to claim your bonus' });
    expect(notifier.error).toHaveBeenCalledWith('t:crossTab.loginFailed');
    send({ msg: 'authLoginClose', state: startLogin(), resCode: 'access_denied' });
    expect(notifier.error).toHaveBeenLastCalledWith('t:crossTab.loginCancelled');
    send({ msg: 'authLoginClose', resCode: 403 });
    expect(notifier.error).toHaveBeenCalledTimes(2);
    stop();
  });

  it('maps result codes to known texts', () => {
    expect(loginResultKey('ACCESS_DENIED')).toBe('crossTab.loginCancelled');
    expect(loginResultKey(403)).toBe('crossTab.loginDenied');
    expect(loginResultKey('404')).toBe('crossTab.loginNotLinked');
    expect(loginResultKey('<img src=x>')).toBe('crossTab.loginFailed');
  });

  it('quickGame closes the waiting game window and runs the before-quit step', async () => {
    const { store, popup, send, stop } = await setup();
    const quits = jest.fn();
    store.bus.on('game:before-quit', quits);
    store.windows.openWaiting('gameWindow');
    expect(store.windows.waitingKind()).toBe('gameWindow');
    send({ msg: 'quickGame' });
    expect(popup.close).toHaveBeenCalled();
    expect(quits).toHaveBeenCalledTimes(1);
    expect(store.windows.waitingKind()).toBeNull();

    store.windows.openWaiting('depositWindow');
    send({ msg: 'quickGame' });
    expect(quits).toHaveBeenCalledTimes(1);
    stop();
  });

  it.each([
    ['a window with an opener', { opener: {} }],
    ['the /loading popup (no opener)', { pathname: '/loading' }],
    ['the /authCallback popup (no opener)', { pathname: '/authCallback' }],
    ['/close in the game window (no opener), which sends quickGame itself', { pathname: '/close' }],
  ])('%s leaves messages alone', async (_name, where) => {
    const { store, send, stop } = await setup(where);
    send({ msg: 'quickGame' });
    store.windows.openWaiting('gameWindow');
    send({ msg: 'quickGame' });
    expect(store.windows.waitingKind()).toBe('gameWindow');
    expect(window.localStorage.getItem('window-msg')).not.toBeNull();
    stop();
  });

  it('takes a message left while the window was loading', async () => {
    window.localStorage.setItem('window-msg', JSON.stringify({ msg: 'quickGame' }));
    const { stop } = await setup();
    expect(window.localStorage.getItem('window-msg')).toBeNull();
    stop();
  });
});
