import { createTestRoot } from '@casino/mf-shared/testing';
import { listenForWindowMessages, parseWindowMessage } from './window-messages';

const t = (key: string) => `t:${key}`;

function storageEvent(value: string): StorageEvent {
  return new StorageEvent('storage', { key: 'window-msg', newValue: value });
}

async function setup(opener: unknown = null) {
  const popup = { closed: false, close: jest.fn() };
  const root = await createTestRoot({ openWindow: () => popup as unknown as Window });
  const target = new EventTarget();
  const win = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    opener,
  } as unknown as Window;
  const stop = listenForWindowMessages({ store: root.store, t }, { win, storage: window.localStorage });
  const send = (message: unknown) => {
    const raw = JSON.stringify(message);
    window.localStorage.setItem('window-msg', raw);
    target.dispatchEvent(storageEvent(raw));
  };
  return { ...root, popup, send, stop };
}

beforeEach(() => window.localStorage.clear());

describe('window messages', () => {
  it('parses only known messages', () => {
    expect(parseWindowMessage('{"msg":"quickGame"}')).toEqual({ msg: 'quickGame' });
    expect(parseWindowMessage('{"msg":"formatDisk"}')).toBeNull();
    expect(parseWindowMessage('not json')).toBeNull();
  });

  it('authLogin completes the login and the key is removed', async () => {
    const { store, send, stop } = await setup();
    const logins: string[] = [];
    store.bus.on('session:logged-in', ({ memberAccount }) => logins.push(memberAccount));
    send({ msg: 'authLogin', data: { tk: 'T', member_id: 3, member_account: 'kim', member_currency: 'USD' } });
    expect(store.session).toMatchObject({ token: 'T', memberId: '3', memberAccount: 'kim', currency: 'USD' });
    expect(logins).toEqual(['kim']);
    expect(window.localStorage.getItem('window-msg')).toBeNull();
    stop();
  });

  it('authLoginClose shows the error only when a result code is present', async () => {
    const { notifier, send, stop } = await setup();
    send({ msg: 'authLoginClose', resCode: null });
    expect(notifier.error).not.toHaveBeenCalled();
    send({ msg: 'authLoginClose', resCode: '500', resMessage: 'Google said no' });
    expect(notifier.error).toHaveBeenCalledWith('Google said no');
    send({ msg: 'authLoginClose', resCode: 401 });
    expect(notifier.error).toHaveBeenLastCalledWith('t:crossTab.loginFailed');
    stop();
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

  it('a window with an opener leaves messages alone', async () => {
    const { store, send, stop } = await setup({});
    send({ msg: 'authLogin', data: { tk: 'T', member_id: 3, member_account: 'kim', member_currency: 'USD' } });
    expect(store.session.isLoggedIn).toBe(false);
    expect(window.localStorage.getItem('window-msg')).not.toBeNull();
    stop();
  });

  it('takes a message left while the window was loading', async () => {
    window.localStorage.setItem('window-msg', JSON.stringify({ msg: 'authLoginClose', resCode: '9', resMessage: 'Expired' }));
    const { notifier, stop } = await setup();
    expect(notifier.error).toHaveBeenCalledWith('Expired');
    stop();
  });
});
