import { act, screen } from '@testing-library/react';
import { LocationProbe, renderRemote } from '@casino/mf-shared/testing';
import type { RootStore } from '@casino/mf-shared';
import { PostLogin } from './post-login';

async function mount(width = 1280, opened: string[] = [], url = '/') {
  jest
    .spyOn(window, 'open')
    .mockImplementation(
      (url, name) => (opened.push(`${String(name)} ${String(url)}`), { closed: false, close: jest.fn() } as unknown as Window),
    );
  const rendered = await renderRemote(<PostLogin />, { url, paths: [url], routes: { '*': <LocationProbe /> }, width });
  const closed: boolean[] = [];
  rendered.store.bus.on('auth:closed', ({ loggedIn }) => closed.push(loggedIn));
  return { ...rendered, closed, opened };
}

/** What the login modal does: open, (log in), close, publishing its state site-wide. */
function useModal(store: RootStore, request: Parameters<RootStore['bus']['emit']>[1], logIn: boolean) {
  act(() => {
    store.bus.emit('auth:open', request as never);
    store.modals.setOpen('auth', true);
  });
  act(() => {
    if (logIn) store.session.setSession({ token: 't', memberId: '1', memberAccount: 'amy', currency: 'RMB', memberType: 1 });
    store.modals.setOpen('auth', false);
  });
}

afterEach(() => jest.restoreAllMocks());

describe('after the login modal', () => {
  it('goes to the target path and says the login succeeded', async () => {
    const { store, closed } = await mount();
    useModal(store, { tab: 'login', target: { kind: 'path', path: '/Deposit' } }, true);
    expect(await screen.findByTestId('location')).toHaveTextContent('/Deposit');
    expect(closed).toEqual([true]);
  });

  it('opens the target window on desktop, and the page in the tab on mobile', async () => {
    const desktop = await mount(1280);
    useModal(desktop.store, { tab: 'login', target: { kind: 'window', window: 'fastPayment' } }, true);
    expect(desktop.opened).toEqual(['fpWindow /fastPayment']);
    desktop.unmount();
    const mobile = await mount(390);
    useModal(mobile.store, { tab: 'login', target: { kind: 'window', window: 'proxy', path: '/proxy?page=Register' } }, true);
    expect(mobile.opened).toEqual([]);
    expect(await screen.findByTestId('location')).toHaveTextContent('/proxy?page=Register');
  });

  it('launches the game a visitor clicked, without a popup (the login came between the click and now)', async () => {
    const { store, opened } = await mount();
    const launches: unknown[] = [];
    store.bus.on('game:launch', (command) => void launches.push(command));
    const request = { gpId: 'GPJL', gtId: 2, gameCode: 'JL-2-001', gameName: 'Lucky 8', source: 'hall' };
    useModal(store, { tab: 'login', confirmFirst: true, target: { kind: 'game', request } }, true);
    expect(launches).toEqual([expect.objectContaining({ ...request, inClick: false, waitingWindow: null })]);
    expect(opened).toEqual([]);
  });

  it('goes home after a login that carried no target (the default after login)', async () => {
    const { store, closed } = await mount(1280, [], '/gameHall/2');
    useModal(store, { tab: 'login' }, true);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(closed).toEqual([true]);
  });

  it('goes nowhere when the visitor closed the modal without logging in', async () => {
    const { store, closed, opened } = await mount();
    useModal(store, { tab: 'login', target: { kind: 'window', window: 'user' } }, false);
    expect(closed).toEqual([false]);
    expect(opened).toEqual([]);
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
