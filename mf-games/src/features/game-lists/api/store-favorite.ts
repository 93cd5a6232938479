import type { RequestClient } from '@casino/mf-shared';
import type { FavoriteStoreRequest } from '@casino/contracts';

/** POST /arks/web/member-games/favorite/store: marks (true) or unmarks one game as the member's favourite. */
export async function storeFavorite(api: RequestClient, gameId: number, favourite: boolean): Promise<void> {
  const body: FavoriteStoreRequest = { data: [{ game_id: gameId, status: favourite ? 1 : 0 }] };
  // Silent: the list rolls the mark back and says so in its own words.
  await api.post<unknown>('/arks/web/member-games/favorite/store', body, { silent: true });
}
