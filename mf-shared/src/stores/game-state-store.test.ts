import { GameStateStore, LAUNCHED_GAME_KEY } from './game-state-store';

const GAME = { gpId: 'GPJL', gtId: 2, gameCode: 'JL-2-001', gameName: 'Lucky 8', mode: 'page' as const, url: 'https://games.example/play' };

beforeEach(() => window.sessionStorage.clear());

describe('GameStateStore', () => {
  it("keeps the launched game in the tab's session storage, so /play survives a reload", () => {
    const store = new GameStateStore();
    store.setLaunched(GAME);
    expect(JSON.parse(window.sessionStorage.getItem(LAUNCHED_GAME_KEY) ?? 'null')).toEqual(GAME);
    expect(new GameStateStore().launched).toEqual(GAME);
    store.setLaunched(null);
    expect(window.sessionStorage.getItem(LAUNCHED_GAME_KEY)).toBeNull();
    expect(new GameStateStore().launched).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['no address', JSON.stringify({ ...GAME, url: undefined })],
    ['an unknown mode', JSON.stringify({ ...GAME, mode: 'popup' })],
  ])('reads a stored game that is %s as none', (_case, raw) => {
    window.sessionStorage.setItem(LAUNCHED_GAME_KEY, raw);
    expect(new GameStateStore().launched).toBeNull();
  });

  it('reset puts every flag back at rest and forgets the game, not the launcher', () => {
    const store = new GameStateStore();
    store.setStarting(true);
    store.setQuitting(true);
    store.setTransferDisabled(true);
    store.setTransferringBack(true);
    store.setModalVisible(true);
    store.setHallMode('page');
    store.setLauncherReady(true);
    store.setLaunched(GAME);
    store.reset();
    expect(store).toMatchObject({
      starting: false,
      quitting: false,
      transferDisabled: false,
      transferringBack: false,
      modalVisible: false,
      hallMode: null,
      launcherReady: true,
    });
    expect(store.launched).toBeNull();
  });
});
