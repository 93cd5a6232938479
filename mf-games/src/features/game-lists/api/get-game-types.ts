import type { RequestClient } from '@casino/mf-shared';
import type { GameListResponse, GameTypeData } from '@casino/contracts';
import type { ListQuery } from '../lib/list-query';

/** POST /v3/game_list: the site's game types, each with its icons and providers (§7). */
export async function getGameTypes(api: RequestClient, query: ListQuery): Promise<GameTypeData[]> {
  const data = await api.post<GameListResponse | null>(
    '/v3/game_list',
    { currency: query.currency, site_id: query.siteId, support_device: query.device, template: query.template },
    { silent: true },
  );
  return data?.data ?? [];
}
