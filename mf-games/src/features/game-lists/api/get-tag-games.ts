import type { RequestClient } from '@casino/mf-shared';
import type { GameData, TagGameListResponse } from '@casino/contracts';
import type { ListQuery } from '../lib/list-query';

/** POST /v2/get_tag_game_list: the games of one tag (hot, new…) of a game type, across its providers. */
export async function getTagGames(api: RequestClient, query: ListQuery, tag: string, gtId: number): Promise<GameData[]> {
  const data = await api.post<TagGameListResponse | null>(
    '/v2/get_tag_game_list',
    { site_id: query.siteId, currency: query.currency, support_device: query.device, tag, gt_id: gtId },
    { silent: true },
  );
  return data?.info ?? [];
}
