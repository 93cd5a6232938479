import { combinedStatus, recentGames } from './recent-games';

const games = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe('recentGames', () => {
  it.each([
    ['newest first, as the ids come', [3, 1], [3, 1]],
    ['only the games of this list', [9, 2, 8], [2]],
    ['each game once', [2, 2, 1], [2, 1]],
    ['none without ids', [], []],
  ])('keeps %s', (_case, ids, expected) => {
    expect(recentGames(games, ids).map((game) => game.id)).toEqual(expected);
  });
});

describe('combinedStatus', () => {
  it.each([
    ['loaded', 'loaded', 'loaded'],
    ['loaded', 'loading', 'loading'],
    ['loading', 'loaded', 'loading'],
    ['failed', 'loading', 'failed'],
    ['loaded', 'failed', 'failed'],
  ] as const)('%s and %s give %s', (first, second, expected) => {
    expect(combinedStatus(first, second)).toBe(expected);
  });
});
