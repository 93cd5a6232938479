import type { LoadStatus } from '@casino/mf-shared';

/** The games of a list the member played recently, newest first (the order of the ids). */
export function recentGames<T extends { id: number }>(games: readonly T[], recentIds: readonly number[]): T[] {
  const byId = new Map(games.map((game) => [game.id, game]));
  const seen = new Set<number>();
  const recent: T[] = [];
  for (const id of recentIds) {
    const game = byId.get(id);
    if (game && !seen.has(id)) {
      seen.add(id);
      recent.push(game);
    }
  }
  return recent;
}

/** The state of a list built from two loads: failed if either failed, else loading until both are there. */
export function combinedStatus(first: LoadStatus, second: LoadStatus): LoadStatus {
  if (first === 'failed' || second === 'failed') return 'failed';
  return first === 'loaded' && second === 'loaded' ? 'loaded' : 'loading';
}
