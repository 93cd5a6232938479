import { act, screen } from '@testing-library/react';
import { renderRemote } from '@casino/mf-shared/testing';
import { DEFAULT_SITE_FLAGS, launchGame, type GameLaunchOutcome } from '@casino/mf-shared';
import ClosePage from './close-page';
import GameHallPage from './game-hall-page';
import GameLauncherHost from './game-launcher-host';
import GameRoomPage from './game-room-page';
import PlayPage from './play-page';
import SlotGamePage from './slot-game-page';

const DESKTOP = 1280;
const MOBILE = 390;

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('game hall on %s', (_device, width) => {
  it.each([
    ['/gameHall/2', 'Slots'],
    ['/gameHall/4', 'Sports'],
    ['/main/9', 'E-sports'],
  ])('%s is titled by its game type, with the provider tabs frame and an honest note', async (url, title) => {
    await renderRemote(<GameHallPage />, { url, paths: ['/gameHall/:id', '/main/:id'], width });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All providers' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('arrive with the games issue');
  });

  it('says so for an unknown game type and offers the way home', async () => {
    await renderRemote(<GameHallPage />, { url: '/gameHall/42', paths: ['/gameHall/:id'], width });
    expect(await screen.findByRole('heading', { name: 'Game hall not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no game hall with the id "42".')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});

describe('game hall translations', () => {
  it('loads the games namespace of the current language', async () => {
    await renderRemote(<GameHallPage />, { url: '/gameHall/2', paths: ['/gameHall/:id'], locale: 'zh_CN' });
    expect(await screen.findByRole('heading', { name: '老虎机' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '全部平台' })).toBeInTheDocument();
  });
});

describe('slot game list, game room and play view frames', () => {
  it('names the provider of /slotgame and leads back to the lobby', async () => {
    await renderRemote(<SlotGamePage />, { url: '/slotgame?gt_id=2&gp_id=GPJL&house=0', paths: ['/slotgame'], width: MOBILE });
    expect(await screen.findByRole('heading', { name: 'Slot games' })).toBeInTheDocument();
    expect(screen.getByText('Provider: GPJL')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to lobby' })).toHaveAttribute('href', '/');
  });

  it('shows the game room frame', async () => {
    await renderRemote(<GameRoomPage />, { url: '/gameRoom?gt_id=2', paths: ['/gameRoom'] });
    expect(await screen.findByRole('heading', { name: 'Game room' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('games issue');
  });

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
