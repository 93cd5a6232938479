import { testSiteConfig } from '../testing/root';
import type { GameLaunchCommand } from '../contracts/game-launch';
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

function build(storage: Record<string, string> = {}, demoMode = false) {
  const opened: string[] = [];
  const waiting = { closed: false, close: jest.fn() };
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

describe('launchGame', () => {
  it('opens the waiting window synchronously for a member and hands it to the launcher with the whole request', async () => {
    const { store, opened, waiting } = build({ token: 't', member_id: '1' });
    let received: GameLaunchCommand | undefined;
    store.bus.on('game:launch', (command) => (received = command));
    const outcome = launchGame(store, request);
    // Before any await: a popup blocker only lets a window through inside the click.
    expect(opened).toEqual(['gameWindow /loading']);
    expect(received).toMatchObject(request);
    expect(received?.waitingWindow).toBe(waiting);
    received?.respond?.({ status: 'started' });
    received?.respond?.({ status: 'failed' });
    await expect(outcome).resolves.toEqual({ status: 'started' });
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

  it('answers "unavailable" and closes the waiting window when nobody serves game:launch', async () => {
    const { store, waiting } = build({ token: 't', member_id: '1' });
    await expect(launchGame(store, request)).resolves.toEqual({ status: 'refused', reason: 'unavailable' });
    expect(waiting.close).toHaveBeenCalled();
  });
});
