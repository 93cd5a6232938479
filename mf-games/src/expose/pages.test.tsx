import { act, screen } from '@testing-library/react';
import { renderRemote } from '@casino/mf-shared/testing';
import { DEFAULT_SITE_FLAGS, launchGame, type GameLaunchOutcome } from '@casino/mf-shared';
import ClosePage from './close-page';
import GameLauncherHost from './game-launcher-host';
import PlayPage from './play-page';

// The game hall, /slotgame and /gameRoom are tested beside their feature (features/game-lists).

describe('play view frame', () => {
  it('gives the play view a way back through /close', async () => {
    await renderRemote(<PlayPage />, { url: '/play', paths: ['/play'] });
    expect(await screen.findByRole('heading', { name: 'Game' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to lobby' })).toHaveAttribute('href', '/close');
  });
});

describe('/close', () => {
  it('returns to the home lobby', async () => {
    await renderRemote(<ClosePage />, { url: '/close', paths: ['/close'], routes: { '/': <h1>Home lobby</h1> } });
    expect(await screen.findByRole('heading', { name: 'Home lobby' })).toBeInTheDocument();
  });
});

describe('game launcher host', () => {
  const launch = { gpId: 'GPJL', gtId: 2, gameCode: 'JL-2-001', source: 'test' };

  async function mountHost(options: Parameters<typeof renderRemote>[1]) {
    const rendered = await renderRemote(<GameLauncherHost />, options);
    // The host listens once its messages are loaded; the shell replays the first command then.
    await screen.findByText((_c, element) => element === document.body && rendered.store.bus.listenerCount('game:launch') > 0);
    return rendered;
  }

  function fakeWaitingWindow() {
    const waiting: { closed: boolean; close: jest.Mock } = { closed: false, close: jest.fn(() => (waiting.closed = true)) };
    const open = jest.spyOn(window, 'open').mockReturnValue(waiting as unknown as Window);
    return { waiting, open };
  }
  afterEach(() => jest.restoreAllMocks());

  it('asks a visitor to confirm the login first, and answers "login required"', async () => {
    const { store, notifier } = await mountHost({});
    const { open } = fakeWaitingWindow();
    const openLogin = jest.fn();
    store.bus.on('auth:open', openLogin);
    let outcome: Promise<GameLaunchOutcome> | undefined;
    act(() => void (outcome = launchGame(store, launch)));
    await expect(outcome).resolves.toEqual({ status: 'refused', reason: 'login-required' });
    expect(openLogin).toHaveBeenCalledWith({ tab: 'login', confirmFirst: true });
    expect(open).not.toHaveBeenCalled();
    expect(notifier.info).not.toHaveBeenCalled();
  });

  it('tells a member that launching arrives with the games issue, answers "unavailable" and closes the waiting window', async () => {
    const { store, notifier } = await mountHost({ loggedIn: true });
    const { waiting, open } = fakeWaitingWindow();
    const openLogin = jest.fn();
    store.bus.on('auth:open', openLogin);
    let outcome: Promise<GameLaunchOutcome> | undefined;
    act(() => void (outcome = launchGame(store, { ...launch, gameName: 'Lucky 8', customized: true, extra: { table: '1' } })));
    expect(open).toHaveBeenCalledWith('/loading', 'gameWindow', 'width=1500,height=800');
    await expect(outcome).resolves.toEqual({ status: 'refused', reason: 'unavailable' });
    expect(waiting.close).toHaveBeenCalled();
    expect(notifier.info).toHaveBeenCalledWith('Launching games arrives with the games issue.');
    expect(openLogin).not.toHaveBeenCalled();
  });

  it('refuses while a game is starting, and on the closed site', async () => {
    const { store, notifier } = await mountHost({ loggedIn: true });
    fakeWaitingWindow();
    store.game.setStarting(true);
    await act(async () => expect(await launchGame(store, launch)).toEqual({ status: 'refused', reason: 'starting' }));
    expect(notifier.info).toHaveBeenLastCalledWith('A game is starting, please wait.');
    const closed = await mountHost({ loggedIn: true, config: { flags: { ...DEFAULT_SITE_FLAGS, siteClosed: true } } });
    await act(async () => expect(await launchGame(closed.store, launch)).toEqual({ status: 'refused', reason: 'site-closed' }));
    expect(closed.notifier.info).toHaveBeenCalledWith('This site is closed: games cannot be started.');
  });

  it('blocks launching on a demo site', async () => {
    const { store, notifier } = await mountHost({ demoMode: true });
    const openLogin = jest.fn();
    store.bus.on('auth:open', openLogin);
    await act(async () => expect(await launchGame(store, launch)).toEqual({ status: 'refused', reason: 'demo-site' }));
    expect(notifier.info).toHaveBeenCalledWith('Games cannot be launched on this demo site.');
    expect(openLogin).not.toHaveBeenCalled();
  });
});
