import type { RequestClient } from '@casino/mf-shared';
import type { GameLabelResponse } from '@casino/contracts';
import type { ListQuery } from '../lib/list-query';

/**
 * The cancel group of game_label: choosing another provider replaces the list asked for, so the
 * call of the provider left behind is aborted rather than left to answer into nothing.
 */
export const GAME_LABEL_GROUP = 'games:game-label';

/** POST /v2/game_label: one provider's games of one type (`main`) and its labels (`list`). */
export async function getGameLabels(
  api: RequestClient,
  query: ListQuery,
  provider: { gpId: string; gtId: number; house: string },
): Promise<GameLabelResponse> {
  api.cancelGroup(GAME_LABEL_GROUP);
  const data = await api.post<Partial<GameLabelResponse> | null>(
    '/v2/game_label',
    {
      site_id: query.siteId,
      currency: query.currency,
      device: query.device,
      gp_id: provider.gpId,
      game_type_id: provider.gtId,
      house: provider.house,
    },
    { silent: true, cancelGroup: GAME_LABEL_GROUP },
  );
  return { main: data?.main ?? [], list: data?.list ?? [] };
}
