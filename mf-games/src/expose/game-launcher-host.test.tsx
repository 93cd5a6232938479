import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_FLAGS, MAINTAIN_INTERVAL_KEY } from '@casino/contracts';
import { createFakeSandbox } from '@casino/mf-shared/testing';
import { gameUrl, launcherHandlers, MAINTENANCE } from '../testing/launcher-sandbox';
import { fakeWindow, renderLauncher } from '../testing/render-launcher';

const MOBILE = 390;
const LOBBY_URL = new URL('/close', window.location.href).href;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('launching a game (member-and-account.md §4)', () => {
  it('window mode: opens the waiting window inside the click, calls play1 and loads the game into it', async () => {
    const { store, sandbox, popup, launch } = await renderLauncher();
    const { outcome, openedInClick } = launch({
      gpId: 'GPWIN',
      gameName: 'Lucky 8',
      house: 'h1',
      extra: { table: '3' },
      openMode: 'window',
    });
    // Before any await: a popup opened later would be blocked.
    expect(openedInClick).toBe(1);
    expect(window.open).toHaveBeenCalledWith('/loading', 'gameWindow', 'width=1500,height=800');
    expect(store.game.starting).toBe(true);
    await act(async () => expect(await outcome).toEqual({ status: 'started' }));
    expect(sandbox.callsTo('/member/game/play1')[0]?.body).toEqual({
      gp_id: 'GPWIN',
      game_type: 2,
      game_code: 'GPWIN-001',
      house: 'h1',
      lobby_url: LOBBY_URL,
      device: 0,
      extra: { table: '3' },
    });
    expect(popup?.location.replace).toHaveBeenCalledWith(gameUrl('GPWIN', 'GPWIN-001'));
    expect(popup?.opener).toBeNull();
    expect(store.game.starting).toBe(false);
    expect(store.game.launched).toMatchObject({ gpId: 'GPWIN', mode: 'window', url: gameUrl('GPWIN', 'GPWIN-001') });
  });

  it('looks the open mode up in /v3/game_list when the caller does not say it', async () => {
    const { launch, modesKnown, sandbox } = await renderLauncher();
    await modesKnown();
    expect(sandbox.callsTo('/v3/game_list')[0]?.body).toEqual({ currency: 'RMB', site_id: 1, support_device: 0, template: 'site02' });
    const { outcome, openedInClick } = launch({ gpId: 'GPMOD', gameName: 'Baccarat' });
    expect(openedInClick).toBe(0);
    await act(async () => expect(await outcome).toEqual({ status: 'started' }));
    expect(await screen.findByRole('dialog', { name: 'Baccarat' })).toBeInTheDocument();
  });

  it('a launch before the modes are known opens the window anyway, and closes it when the mode needs none', async () => {
    const sandbox = createFakeSandbox(launcherHandlers());
    let answerList: () => void = () => undefined;
    const list = launcherHandlers()['/v3/game_list'];
    sandbox.on('/v3/game_list', (body, call) => new Promise((resolve) => (answerList = () => resolve(list?.(body, call)))));
    const { launch, popup, store } = await renderLauncher({ sandbox });
    const { outcome, openedInClick } = launch({ gpId: 'GPPAGE' });
    expect(openedInClick).toBe(1);
    await act(async () => answerList());
    await act(async () => expect(await outcome).toEqual({ status: 'started' }));
    expect(popup?.close).toHaveBeenCalled();
    expect(store.game.launched?.mode).toBe('page');
  });

  it('modal mode: the game in an iframe over the page; closing it quits the game', async () => {
    const user = userEvent.setup();
    const { store, sandbox, launch } = await renderLauncher();
    const { outcome, openedInClick } = launch({ gpId: 'GPMOD', gameName: 'Baccarat', openMode: 'modal' });
    expect(openedInClick).toBe(0);
    await act(async () => expect(await outcome).toEqual({ status: 'started' }));
    const dialog = await screen.findByRole('dialog', { name: 'Baccarat' });
    expect(within(dialog).getByTitle('Game: Baccarat')).toHaveAttribute('src', gameUrl('GPMOD', 'GPMOD-001'));
    expect(store.game.modalVisible).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(sandbox.hits('/member/game/leave1')).toBe(1));
    expect(store.game.modalVisible).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('page mode: /play with the address kept for the tab', async () => {
    const { store, launch } = await renderLauncher();
    const { outcome, openedInClick } = launch({ gpId: 'GPPAGE', openMode: 'page' });
    expect(openedInClick).toBe(0);
    await act(async () => expect(await outcome).toEqual({ status: 'started' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/play');
    expect(store.game.launched).toMatchObject({ mode: 'page', url: gameUrl('GPPAGE', 'GPPAGE-001') });
    expect(JSON.parse(window.sessionStorage.getItem('launchedGame') ?? '{}')).toMatchObject({ mode: 'page' });
  });

  it('mobile: a window whatever the provider says, with the mobile device code', async () => {
    const { sandbox, popup, launch } = await renderLauncher({ width: MOBILE });
    const { outcome, openedInClick } = launch({ gpId: 'GPPAGE', openMode: 'page' });
    expect(openedInClick).toBe(1);
    await act(async () => expect(await outcome).toEqual({ status: 'started' }));
    expect(sandbox.callsTo('/member/game/play1')[0]?.body).toMatchObject({ device: 1 });
    expect(popup?.location.replace).toHaveBeenCalledWith(gameUrl('GPPAGE', 'GPPAGE-001'));
  });

  it('the forced-modal list beats the provider and the device', async () => {
    const { launch } = await renderLauncher({ width: MOBILE, config: { flags: { ...DEFAULT_SITE_FLAGS, forcedModalGames: ['GPWIN'] } } });
    const { outcome, openedInClick } = launch({ gpId: 'GPWIN', gameName: 'Forced', openMode: 'window' });
    expect(openedInClick).toBe(0);
    await act(async () => expect(await outcome).toEqual({ status: 'started' }));
    expect(await screen.findByRole('dialog', { name: 'Forced' })).toBeInTheDocument();
  });
});

describe('refused and failed starts (§5, §8)', () => {
  it('203: the window closes, the maintenance dialog shows its title, window and customer service, the interval is stored', async () => {
    const user = userEvent.setup();
    const { store, popup, launch } = await renderLauncher();
    const support = jest.fn();
    // The link the backend named (site detail, kept in the site store by the shell), not the configured one.
    act(() => store.site.setCustomerServiceLink('https://chat.example.com/room-2'));
    const { outcome } = launch({ gpId: 'GPMAINT', openMode: 'window' });
    await act(async () => expect(await outcome).toEqual({ status: 'failed', code: 203, message: 'Game under maintenance' }));
    expect(popup?.close).toHaveBeenCalled();
    expect(store.game.starting).toBe(false);
    expect(JSON.parse(window.localStorage.getItem(MAINTAIN_INTERVAL_KEY) ?? 'null')).toEqual(MAINTENANCE.maintain_interval);
    const dialog = await screen.findByRole('dialog', { name: 'GPMAINT upgrade' });
    // 03:00 and 05:30 UTC on the site's clock (Caracas, UTC−4), whatever the machine's zone
    expect(dialog).toHaveTextContent(
      'This game is under maintenance from Jan 1, 2030, 11:00 PM to Jan 2, 2030, 1:30 AM. Please come back later.',
    );
    (window.open as jest.Mock).mockImplementation(support);
    await user.click(within(dialog).getByRole('button', { name: 'Customer service' }));
    expect(support).toHaveBeenCalledWith('https://chat.example.com/room-2', '_blank', 'noopener,noreferrer');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('203 in Burmese: the window is written in Burmese even where the browser has no Burmese dates (Chromium)', async () => {
    const RealDateTimeFormat = Intl.DateTimeFormat;
    // Intl as Chromium ships it: no Burmese data, so `my` resolves to en-US.
    const noBurmese = (locales?: Intl.LocalesArgument) =>
      ([] as unknown[]).concat(locales ?? []).filter((tag): tag is string => typeof tag === 'string' && !/^my\b/.test(tag));
    const Chromium = function (locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
      const kept = noBurmese(locales);
      return new RealDateTimeFormat(kept.length > 0 ? kept : 'en-US', options);
    } as unknown as typeof Intl.DateTimeFormat;
    Chromium.supportedLocalesOf = (locales, options) => RealDateTimeFormat.supportedLocalesOf(noBurmese(locales), options);
    Intl.DateTimeFormat = Chromium;
    try {
      const { launch } = await renderLauncher({ locale: 'my_MM' });
      const { outcome } = launch({ gpId: 'GPMAINT', openMode: 'window' });
      await act(async () => void (await outcome));
      const dialog = await screen.findByRole('dialog', { name: 'GPMAINT upgrade' });
      // 03:00 and 05:30 UTC on the Caracas clock, with CLDR's Burmese months and digits
      expect(dialog).toHaveTextContent('ဤဂိမ်းကို ၂၀၃၀ ဇန် ၁ ၂၃:၀၀ မှ ၂၀၃၀ ဇန် ၂ ၀၁:၃၀ အထိ ပြုပြင်ထိန်းသိမ်းနေပါသည်။');
    } finally {
      Intl.DateTimeFormat = RealDateTimeFormat;
    }
  });

  it('another failure resets the flags and shows the server message, or pg.start_failed without one', async () => {
    const { store, notifier, popup, launch } = await renderLauncher();
    const first = launch({ gpId: 'GPFAIL', openMode: 'window' });
    await act(async () => expect(await first.outcome).toEqual({ status: 'failed', message: 'Provider wallet offline', code: 501 }));
    expect(notifier.error).toHaveBeenLastCalledWith('Provider wallet offline');
    expect(popup?.close).toHaveBeenCalled();
    expect(store.game.starting).toBe(false);
    const second = launch({ gpId: 'GPSILENT', openMode: 'window' });
    await act(async () =>
      expect(await second.outcome).toMatchObject({ status: 'failed', message: 'The game could not be started. Please try again.' }),
    );
    expect(notifier.error).toHaveBeenLastCalledWith('The game could not be started. Please try again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('957 from play1 disables transfers as the real-time status does', async () => {
    const { store, notifier, launch } = await renderLauncher();
    const { outcome } = launch({ gpId: 'GPXFER', openMode: 'window' });
    await act(async () => expect(await outcome).toEqual({ status: 'failed', message: 'Transfers disabled', code: 957 }));
    expect(store.game.transferDisabled).toBe(true);
    expect(notifier.error).toHaveBeenCalledWith('Transfers disabled');
  });

  it('a second launch while the first is starting is refused before any window opens (pg.alert_starting)', async () => {
    const sandbox = createFakeSandbox(launcherHandlers());
    let answer: () => void = () => undefined;
    sandbox.on('/member/game/play1', (body) => new Promise((resolve) => (answer = () => resolve({ url: gameUrl(String(body.gp_id)) }))));
    const { notifier, launch } = await renderLauncher({ sandbox });
    const first = launch({ gpId: 'GPWIN', openMode: 'window' });
    const second = launch({ gpId: 'GPR8', openMode: 'window' });
    expect(second.openedInClick).toBe(1);
    await act(async () => expect(await second.outcome).toEqual({ status: 'refused', reason: 'starting' }));
    expect(notifier.info).toHaveBeenCalledWith('A game is starting, please wait.');
    await act(async () => answer());
    await act(async () => expect(await first.outcome).toEqual({ status: 'started' }));
  });

  it('the same game again while its window is open is refused (pg.alert_duplicate) and the window comes forward', async () => {
    const { notifier, popup, launch } = await renderLauncher();
    const first = launch({ gpId: 'GPWIN', openMode: 'window' });
    await act(async () => void (await first.outcome));
    const again = launch({ gpId: 'GPWIN', openMode: 'window' });
    await act(async () => expect(await again.outcome).toEqual({ status: 'refused', reason: 'duplicate' }));
    expect(again.openedInClick).toBe(1);
    expect(notifier.info).toHaveBeenCalledWith('This game is already open in its window.');
    expect(popup?.focus).toHaveBeenCalled();
    expect(popup?.close).not.toHaveBeenCalled();
  });

  it.each([
    ['a quit in progress', 'quitting', 'A game is closing, please wait.'],
    ['a transfer back', 'transfer-back', 'Your balance is being transferred back, please wait.'],
  ] as const)('refuses during %s', async (_case, reason, text) => {
    const { store, notifier, launch } = await renderLauncher();
    if (reason === 'quitting') store.game.setQuitting(true);
    else store.game.setTransferringBack(true);
    const { outcome, openedInClick } = launch({ gpId: 'GPWIN', openMode: 'window' });
    expect(openedInClick).toBe(0);
    await act(async () => expect(await outcome).toEqual({ status: 'refused', reason }));
    expect(notifier.info).toHaveBeenCalledWith(text);
  });

  it('refuses on the closed site (r88close_msg)', async () => {
    const { notifier, launch } = await renderLauncher({ config: { flags: { ...DEFAULT_SITE_FLAGS, siteClosed: true } } });
    await act(async () => expect(await launch({ gpId: 'GPWIN' }).outcome).toEqual({ status: 'refused', reason: 'site-closed' }));
    expect(notifier.info).toHaveBeenCalledWith('This site is closed: games cannot be started.');
  });

  it('asks a visitor to log in first, with the game as the post-login target', async () => {
    const { store, launch } = await renderLauncher({ loggedIn: false });
    const openLogin = jest.fn();
    store.bus.on('auth:open', openLogin);
    const { outcome, openedInClick } = launch({ gpId: 'GPWIN', gameName: 'Lucky 8' });
    expect(openedInClick).toBe(0);
    await act(async () => expect(await outcome).toEqual({ status: 'refused', reason: 'login-required' }));
    expect(openLogin).toHaveBeenCalledWith({
      tab: 'login',
      confirmFirst: true,
      target: { kind: 'game', request: { gpId: 'GPWIN', gtId: 2, gameCode: 'GPWIN-001', gameName: 'Lucky 8', source: 'test' } },
    });
  });

  it('blocks launching on a demo site', async () => {
    const { store, notifier, launch } = await renderLauncher({ demoMode: true });
    const openLogin = jest.fn();
    store.bus.on('auth:open', openLogin);
    await act(async () => expect(await launch({ gpId: 'GPWIN' }).outcome).toEqual({ status: 'refused', reason: 'demo-site' }));
    expect(notifier.info).toHaveBeenCalledWith('Games cannot be launched on this demo site.');
    expect(openLogin).not.toHaveBeenCalled();
  });

  it('a blocked popup in a click is said', async () => {
    const { notifier, sandbox, launch } = await renderLauncher({ popup: null });
    const { outcome } = launch({ gpId: 'GPWIN', openMode: 'window' });
    await act(async () => expect(await outcome).toMatchObject({ status: 'failed' }));
    expect(notifier.error).toHaveBeenCalledWith('Your browser blocked the game window. Allow pop-ups for this site and try again.');
    expect(sandbox.hits('/member/game/play1')).toBe(0);
  });
});

describe('a launch without a click (after the login, from the sport view)', () => {
  it('asks for a click when the game needs a window; Play opens it inside that click', async () => {
    const user = userEvent.setup();
    const { popup, sandbox, launch } = await renderLauncher();
    const { outcome, openedInClick } = launch({ gpId: 'GPWIN', gameName: 'Lucky 8', openMode: 'window' }, { inClick: false });
    expect(openedInClick).toBe(0);
    const dialog = await screen.findByRole('dialog', { name: 'Your game is ready' });
    expect(dialog).toHaveTextContent('Open Lucky 8 in a new window?');
    expect(sandbox.hits('/member/game/play1')).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Play' }));
    expect(window.open).toHaveBeenCalledWith('/loading', 'gameWindow', 'width=1500,height=800');
    await act(async () => expect(await outcome).toEqual({ status: 'started' }));
    expect(popup?.location.replace).toHaveBeenCalledWith(gameUrl('GPWIN', 'GPWIN-001'));
  });

  it('Cancel starts nothing', async () => {
    const user = userEvent.setup();
    const { sandbox, launch } = await renderLauncher();
    const { outcome } = launch({ gpId: 'GPWIN', openMode: 'window' }, { inClick: false });
    await user.click(within(await screen.findByRole('dialog', { name: 'Your game is ready' })).getByRole('button', { name: 'Cancel' }));
    await act(async () => expect(await outcome).toEqual({ status: 'refused', reason: 'cancelled' }));
    expect(window.open).not.toHaveBeenCalled();
    expect(sandbox.hits('/member/game/play1')).toBe(0);
  });

  it('a mode without a window starts at once', async () => {
    const { launch } = await renderLauncher();
    const { outcome } = launch({ gpId: 'GPPAGE', openMode: 'page' }, { inClick: false });
    await act(async () => expect(await outcome).toEqual({ status: 'started' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/play');
  });
});

describe('quitting (§4 "Quit")', () => {
  it('forced quit: the game window is polled until it is closed, then leave1 and the wallet', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const { store, sandbox, popup, launch } = await renderLauncher();
      const { outcome } = launch({ gpId: 'GPWIN', openMode: 'window' });
      await act(async () => void (await outcome));
      const walletCalls = sandbox.hits('/member/profile/my_cash');
      act(() => store.bus.emit('game:before-quit', {}));
      await act(async () => void jest.advanceTimersByTime(2000));
      expect(sandbox.hits('/member/game/leave1')).toBe(0);
      if (popup) popup.closed = true;
      await act(async () => void jest.advanceTimersByTime(500));
      await waitFor(() => expect(sandbox.hits('/member/game/leave1')).toBe(1));
      await waitFor(() => expect(sandbox.hits('/member/profile/my_cash')).toBe(walletCalls + 1));
      await waitFor(() => expect(store.wallet.balance).toBe(321));
      expect(store.game.quitting).toBe(false);
      expect(store.game.launched).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('the member closing the game window quits too', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const { sandbox, popup, launch } = await renderLauncher();
      await act(async () => void (await launch({ gpId: 'GPWIN', openMode: 'window' }).outcome));
      if (popup) popup.closed = true;
      await act(async () => void jest.advanceTimersByTime(500));
      await waitFor(() => expect(sandbox.hits('/member/game/leave1')).toBe(1));
    } finally {
      jest.useRealTimers();
    }
  });

  it('the quitting flag clears after 30 s when leave1 does not answer', async () => {
    const sandbox = createFakeSandbox(launcherHandlers());
    sandbox.on('/member/game/leave1', () => new Promise(() => undefined));
    const { store } = await renderLauncher({ sandbox });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      act(() => store.bus.emit('game:before-quit', {}));
      expect(store.game.quitting).toBe(true);
      act(() => void jest.advanceTimersByTime(29_999));
      expect(store.game.quitting).toBe(true);
      // Synchronously at 30 s: the limit's own timer, not the request's failure a few ticks later.
      act(() => void jest.advanceTimersByTime(1));
      expect(store.game.quitting).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('the quitting flag clears as leave1 answers', async () => {
    const { store, sandbox } = await renderLauncher();
    act(() => store.bus.emit('game:before-quit', {}));
    expect(store.game.quitting).toBe(true);
    await waitFor(() => expect(store.game.quitting).toBe(false));
    expect(sandbox.hits('/member/game/leave1')).toBe(1);
  });
});

describe('real-time game addresses (game.url)', () => {
  it('go into the open game window', async () => {
    const { store, popup, launch } = await renderLauncher();
    await act(async () => void (await launch({ gpId: 'GPWIN', openMode: 'window' }).outcome));
    act(() => store.bus.emit('realtime:game-url', { url: 'https://games.example/resume?t=9' }));
    expect(popup?.location.replace).toHaveBeenLastCalledWith('https://games.example/resume?t=9');
  });

  it('go to /play when no game window is open, and never to a script address', async () => {
    const { store } = await renderLauncher();
    act(() => store.bus.emit('realtime:game-url', { url: 'javascript:alert(1)' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    act(() => store.bus.emit('realtime:game-url', { url: 'https://games.example/started-elsewhere' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/play');
    expect(store.game.launched).toMatchObject({ mode: 'page', url: 'https://games.example/started-elsewhere' });
  });
});

describe('the launcher before it listens', () => {
  it('launchGame opens the waiting window itself, and the launcher closes it when it refuses', async () => {
    const { store } = await renderLauncher({ loggedIn: true });
    const waiting = fakeWindow();
    (window.open as jest.Mock).mockImplementation(() => waiting);
    store.game.setLauncherReady(false);
    store.game.setStarting(true);
    const { launchGame } = await import('@casino/mf-shared');
    let outcome!: ReturnType<typeof launchGame>;
    act(() => void (outcome = launchGame(store, { gpId: 'GPWIN', gtId: 2, source: 'test' })));
    expect(window.open).toHaveBeenCalledTimes(1);
    await act(async () => expect(await outcome).toEqual({ status: 'refused', reason: 'starting' }));
    expect(waiting.close).toHaveBeenCalled();
  });
});
