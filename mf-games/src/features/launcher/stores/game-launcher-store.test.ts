import { act } from '@testing-library/react';
import { createMemoryStorage, launchGame } from '@casino/mf-shared';
import { createFakeSandbox, createTestRoot } from '@casino/mf-shared/testing';
import { gameUrl, launcherHandlers } from '../../../testing/launcher-sandbox';
import type { LaunchEnvironment } from '../lib/launch-environment';
import { GameLauncherStore, type LauncherEnvironment } from './game-launcher-store';

const PAGE = 'https://casino.test/gameHall/2';

async function setUp(device: LaunchEnvironment, width = 1280) {
  const sandbox = createFakeSandbox(launcherHandlers());
  const popups: string[] = [];
  const root = await createTestRoot({
    fetch: sandbox.fetch,
    width,
    storage: { token: 't', member_id: '1', member_account: 'player_rmb', currency: 'RMB' },
    openWindow: (url, name) => {
      popups.push(`${name} ${url}`);
      return null;
    },
  });
  const navigate = jest.fn();
  const env: LauncherEnvironment = {
    t: (key) => `t:${key}`,
    navigate,
    pageHref: () => PAGE,
    lobbyUrl: () => 'https://casino.test/close',
    device: () => device,
    localStorage: createMemoryStorage(),
  };
  const launcher = new GameLauncherStore(root.store, env);
  const stop = launcher.listen();
  return { ...root, sandbox, launcher, navigate, popups, stop };
}

beforeEach(() => window.sessionStorage.clear());

describe('redirect mode', () => {
  it.each<[string, LaunchEnvironment, number, string]>([
    ['the provider says so (desktop)', { layout: 'desktop', app: false, os: 'other', line: false }, 1280, 'GPRED'],
    ['LINE in-app browser', { layout: 'mobile', app: false, os: 'ios', line: true }, 390, 'GPWIN'],
    ['an iOS-list provider on an iPhone', { layout: 'mobile', app: false, os: 'ios', line: false }, 390, 'GPPT'],
  ])('%s: no popup, the whole tab goes to the game and remembers it for /close', async (_case, device, width, gpId) => {
    const { store, navigate, popups, stop } = await setUp(device, width);
    let outcome!: ReturnType<typeof launchGame>;
    act(
      () =>
        void (outcome = launchGame(store, {
          gpId,
          gtId: 2,
          gameCode: 'G1',
          source: 'test',
          openMode: gpId === 'GPRED' ? 'redirect' : 'window',
        })),
    );
    expect(popups).toEqual([]);
    await act(async () => expect(await outcome).toEqual({ status: 'started' }));
    expect(navigate).toHaveBeenCalledWith(gameUrl(gpId, 'G1'), { external: true });
    expect(store.game.launched).toMatchObject({ mode: 'redirect', url: gameUrl(gpId, 'G1') });
    stop();
  });

  it('a game address the URL policy refuses is never followed', async () => {
    const { store, sandbox, navigate, notifier, stop } = await setUp({ layout: 'desktop', app: false, os: 'other', line: false });
    sandbox.on('/member/game/play1', () => ({ url: 'javascript:alert(document.cookie)' }));
    await act(async () =>
      expect(await launchGame(store, { gpId: 'GPRED', gtId: 2, source: 'test', openMode: 'redirect' })).toMatchObject({ status: 'failed' }),
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(notifier.error).toHaveBeenCalledWith('t:launcher.startFailed');
    expect(store.game.starting).toBe(false);
    stop();
  });
});

describe('the app', () => {
  it('opens games in a window even when the provider asks for the page', async () => {
    const { store, popups, stop } = await setUp({ layout: 'mobile', app: true, os: 'android', line: false }, 390);
    act(() => void launchGame(store, { gpId: 'GPPAGE', gtId: 2, source: 'test', openMode: 'page' }));
    expect(popups).toEqual(['gameWindow /loading']);
    stop();
  });
});

describe('logout', () => {
  it('forgets what the launcher showed', async () => {
    const { store, launcher, stop } = await setUp({ layout: 'desktop', app: false, os: 'other', line: false });
    await act(async () => void (await launchGame(store, { gpId: 'GPMOD', gtId: 2, source: 'test', openMode: 'modal' })));
    expect(launcher.modalGame).not.toBeNull();
    act(() => store.logout('user'));
    expect(launcher.modalGame).toBeNull();
    expect(store.game.modalVisible).toBe(false);
    stop();
  });
});
