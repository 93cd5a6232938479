import { testSiteConfig } from '../testing/root';
import type { GameLaunchCommand } from '@casino/contracts';
import { launchGame } from './launch-game';
import { RootStore } from './root-store';
import { createMemoryStorage } from './storage';

const request = {
  gpId: 'GPR8',
  gtId: 2,
  gameCode: 'R8-2-001',
  house: 'h1',
  gameName: 'Lucky 8',
  customized: true,
  extra: { table: '3' },
  source: 'test',
};

const MEMBER = { token: 't', member_id: '1' };

function build(storage: Record<string, string> = {}, demoMode = false) {
  const opened: string[] = [];
  const waiting = { closed: false, close: jest.fn(), opener: {} };
  const store = new RootStore({
    config: testSiteConfig({ demoMode }),
    storage: createMemoryStorage(storage),
    width: 1280,
    locale: 'en_US',
    notifier: { error: jest.fn(), success: jest.fn(), info: jest.fn() },
    openWindow: (url, name) => {
      opened.push(`${name} ${url}`);
      return waiting as unknown as Window;
    },
  });
  return { store, opened, waiting };
}

beforeEach(() => window.sessionStorage.clear());

describe('launchGame', () => {
  it('while the launcher is not there yet: opens the waiting window synchronously for a member and hands it over with the whole request', async () => {
    const { store, opened, waiting } = build(MEMBER);
    let received: GameLaunchCommand | undefined;
    store.bus.on('game:launch', (command) => (received = command));
    const outcome = launchGame(store, request);
    // Before any await: a popup blocker only lets a window through inside the click.
    expect(opened).toEqual(['gameWindow /loading']);
    expect(received).toMatchObject({ ...request, inClick: true, canOpenWindow: false });
    expect(received?.waitingWindow).toBe(waiting);
    received?.respond?.({ status: 'started' });
    received?.respond?.({ status: 'failed' });
    await expect(outcome).resolves.toEqual({ status: 'started' });
  });

  it('when the launcher listens: opens nothing itself and lets the launcher open the window inside the call', () => {
    const { store, opened } = build(MEMBER);
    store.game.setLauncherReady(true);
    let received: GameLaunchCommand | undefined;
    store.bus.on('game:launch', (command) => (received = command));
    void launchGame(store, request);
    expect(opened).toEqual([]);
    expect(received).toMatchObject({ inClick: true, canOpenWindow: true, waitingWindow: null });
  });

  it('outside a click: no window, and the launcher is told it may not open one', () => {
    for (const ready of [false, true]) {
      const { store, opened } = build(MEMBER);
      store.game.setLauncherReady(ready);
      let received: GameLaunchCommand | undefined;
      store.bus.on('game:launch', (command) => (received = command));
      void launchGame(store, request, { inClick: false });
      expect(opened).toEqual([]);
      expect(received).toMatchObject({ inClick: false, canOpenWindow: false, waitingWindow: null });
    }
  });

  it('opens no window for a visitor or on a demo site', () => {
    for (const { store, opened } of [build(), build({}, true)]) {
      let received: GameLaunchCommand | undefined;
      store.bus.on('game:launch', (command) => (received = command));
      void launchGame(store, request);
      expect(opened).toEqual([]);
      expect(received?.waitingWindow).toBeNull();
    }
  });

  it("forgets the game launched into this tab before a window copies the tab's session storage", () => {
    const { store } = build(MEMBER);
    store.game.setLaunched({ gpId: 'GPJL', gtId: 2, mode: 'page', url: 'https://games.example/' });
    store.bus.on('game:launch', () => undefined);
    void launchGame(store, request);
    expect(store.game.launched).toBeNull();
    expect(window.sessionStorage.getItem('launchedGame')).toBeNull();
  });

  it('answers "unavailable" and closes the waiting window when nobody serves game:launch', async () => {
    const { store, waiting } = build(MEMBER);
    await expect(launchGame(store, request)).resolves.toEqual({ status: 'refused', reason: 'unavailable' });
    expect(waiting.close).toHaveBeenCalled();
  });
});
