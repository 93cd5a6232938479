import { waitFor } from '@testing-library/react';
import { businessError, createFakeSandbox, createTestRoot, TEST_API_BASE } from '@casino/mf-shared/testing';
import { MemberGamesStore } from './member-games-store';

const FAVORITE = '/arks/web/member-games/favorite/store';
const LAST_PLAYING = '/arks/web/member-games/last-playing-game';
const member = { token: 'tok-1', member_id: '7', member_account: 'player_rmb', currency: 'RMB' };

async function setUp(options: { loggedIn?: boolean; demoMode?: boolean } = {}) {
  const sandbox = createFakeSandbox({ [FAVORITE]: () => null, [LAST_PLAYING]: () => ({ list: [12, 11] }) });
  const root = await createTestRoot({
    config: { apiBase: TEST_API_BASE, demoMode: options.demoMode ?? false },
    storage: options.loggedIn ? member : {},
    fetch: sandbox.fetch,
  });
  const store = new MemberGamesStore(root.store);
  const stop = store.start();
  return { sandbox, root: root.store, store, stop };
}

const game = { id: 11, member_favorite: 0 };

describe('MemberGamesStore', () => {
  it('marks a game at once, then stores the mark', async () => {
    const { sandbox, store } = await setUp({ loggedIn: true });
    const stored = store.toggleFavourite(game);
    expect(store.isFavourite(game)).toBe(true);
    expect(store.isStoring(11)).toBe(true);
    await expect(stored).resolves.toBe(true);
    expect(store.isStoring(11)).toBe(false);
    expect(sandbox.callsTo(FAVORITE).map((call) => call.body)).toEqual([{ data: [{ game_id: 11, status: 1 }] }]);
    await store.toggleFavourite(game);
    expect(store.isFavourite(game)).toBe(false);
    expect(sandbox.callsTo(FAVORITE)[1]?.body).toEqual({ data: [{ game_id: 11, status: 0 }] });
  });

  it('puts the mark back when the server refuses, and says so to the caller', async () => {
    const { sandbox, store } = await setUp({ loggedIn: true });
    sandbox.fail(FAVORITE, businessError(500, 'Refused'));
    const marked = { id: 12, member_favorite: 1 };
    const stored = store.toggleFavourite(marked);
    expect(store.isFavourite(marked)).toBe(false);
    await expect(stored).resolves.toBe(false);
    expect(store.isFavourite(marked)).toBe(true);
  });

  it('sends one call per game at a time', async () => {
    const { sandbox, store } = await setUp({ loggedIn: true });
    const first = store.toggleFavourite(game);
    await store.toggleFavourite(game);
    await first;
    expect(sandbox.hits(FAVORITE)).toBe(1);
    expect(store.isFavourite(game)).toBe(true);
  });

  it('gives a visitor and demo mode no favourites and no recently played, and sends nothing', async () => {
    for (const options of [{}, { demoMode: true }]) {
      const { sandbox, store } = await setUp(options);
      await store.toggleFavourite({ id: 12, member_favorite: 1 });
      expect(store.isFavourite({ id: 12, member_favorite: 1 })).toBe(false);
      expect(store.lastPlayed.items).toEqual([]);
      expect(sandbox.calls).toEqual([]);
    }
  });

  it('loads the recently played games for a member, again at login, and forgets them at logout', async () => {
    const { sandbox, root, store } = await setUp();
    expect(store.lastPlayed.status).toBe('loaded');
    root.logIn({ token: 'tok-2', memberId: '8', memberAccount: 'player_two', currency: 'RMB' });
    const generation = store.generation;
    await waitFor(() => expect(store.lastPlayed.items).toEqual([12, 11]));
    expect(sandbox.hits(LAST_PLAYING)).toBe(1);

    store.marks.set(11, true);
    root.logout('user');
    expect(store.lastPlayed.items).toEqual([]);
    expect(store.marks.size).toBe(0);
    expect(store.generation).toBe(generation + 1);
  });

  it('stops listening when the page leaves', async () => {
    const { sandbox, root, stop } = await setUp();
    stop();
    root.logIn({ token: 'tok-2', memberId: '8', memberAccount: 'player_two', currency: 'RMB' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sandbox.hits(LAST_PLAYING)).toBe(0);
  });
});
