import type { RequestClient } from '@casino/mf-shared';
import type { PlayRequest, PlayResponse } from '@casino/contracts';

export const PLAY_PATH = '/member/game/play1';

/**
 * POST /member/game/play1: the game's address. Silent: the launcher says what failed itself
 * (the maintenance dialog for 203, the server's text or pg.start_failed otherwise).
 */
export function postPlay(api: RequestClient, body: PlayRequest): Promise<PlayResponse> {
  return api.post<PlayResponse>(PLAY_PATH, body, { silent: true });
}
