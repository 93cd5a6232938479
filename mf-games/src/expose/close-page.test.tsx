import { screen } from '@testing-library/react';
import { EventBus } from '@casino/mf-shared';
import { renderRemote } from '@casino/mf-shared/testing';
import ClosePage from './close-page';

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { closed?: boolean }).closed;
});

/** Renders /close; `quits` counts the before-quit steps it asked for (emitted while it mounts). */
async function renderClose() {
  const emit = jest.spyOn(EventBus.prototype, 'emit');
  const rendered = await renderRemote(<ClosePage />, {
    url: '/close',
    paths: ['/close'],
    routes: { '/': <h1>Home lobby</h1> },
    loggedIn: true,
  });
  const quits = () => emit.mock.calls.filter(([event]) => event === 'game:before-quit').length;
  return { ...rendered, quits };
}

describe('/close (the lobby_url)', () => {
  it('in the tab a redirect launch sent to the game: quits and returns to the lobby', async () => {
    window.sessionStorage.setItem(
      'launchedGame',
      JSON.stringify({ gpId: 'GPJL', gtId: 2, mode: 'redirect', url: 'https://games.example/' }),
    );
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const { quits } = await renderClose();
    expect(await screen.findByRole('heading', { name: 'Home lobby' })).toBeInTheDocument();
    expect(quits()).toBe(1);
    expect(close).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('window-msg')).toBeNull();
  });

  it('in the game window: closes itself, then tells the main window (quickGame)', async () => {
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    // jsdom has no `closed`: this window is one the browser lets close.
    Object.defineProperty(window, 'closed', { configurable: true, get: () => true });
    const { quits } = await renderClose();
    expect(close).toHaveBeenCalledTimes(1);
    // The main window runs the quit step when it reads the message.
    expect(quits()).toBe(0);
    expect(JSON.parse(window.localStorage.getItem('window-msg') ?? 'null')).toEqual({ msg: 'quickGame' });
    expect(screen.getByRole('status')).toHaveTextContent('Returning to the lobby…');
  });

  it('in a tab the member opened (the browser refuses to close it): the lobby, and no message to other tabs', async () => {
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const { quits } = await renderClose();
    expect(close).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Home lobby' })).toBeInTheDocument();
    expect(quits()).toBe(1);
    expect(window.localStorage.getItem('window-msg')).toBeNull();
  });
});
