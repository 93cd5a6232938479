import type { RequestClient } from '@casino/mf-shared';
import type { GameListResponse } from '@casino/contracts';

export const GAME_LIST_PATH = '/v3/game_list';

export interface GameListBody {
  currency: string;
  site_id: number;
  support_device: number;
  template: string;
}

/** POST /v3/game_list: the game types with their providers (the launcher reads each provider's open_mode). */
export function postGameList(api: RequestClient, body: GameListBody): Promise<GameListResponse> {
  return api.post<GameListResponse>(GAME_LIST_PATH, body, { silent: true });
}
