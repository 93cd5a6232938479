import type { RequestClient } from '@casino/mf-shared';
import type { TemplateGameListData, TemplateGameListResponse } from '@casino/contracts';
import type { ListQuery } from '../lib/list-query';

/** POST /v2/get_template_game_list: the titled game lists of the site's template, for every game type. */
export async function getTemplateGames(api: RequestClient, query: ListQuery): Promise<TemplateGameListData[]> {
  const data = await api.post<TemplateGameListResponse | null>(
    '/v2/get_template_game_list',
    { site_id: query.siteId, currency: query.currency, support_device: query.device },
    { silent: true },
  );
  return data?.info ?? [];
}
