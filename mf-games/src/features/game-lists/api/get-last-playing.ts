import type { RequestClient } from '@casino/mf-shared';
import type { LastPlayingResponse } from '@casino/contracts';

/** POST /arks/web/member-games/last-playing-game: the ids of the member's recent games, newest first. */
export async function getLastPlaying(api: RequestClient): Promise<number[]> {
  const data = await api.post<LastPlayingResponse | null>('/arks/web/member-games/last-playing-game', {}, { silent: true });
  return (data?.list ?? []).filter((id) => Number.isInteger(id));
}
