import type { RequestClient } from '@casino/mf-shared';
import { SITE_DETAIL_PATH, type SiteDetailResponse } from '@casino/contracts';

/** POST /arks/web/site/detail: the currencies a visitor may register in, in the site's order (silent: the form keeps the site's currency). */
export async function postSiteCurrencies(api: RequestClient, siteId: number): Promise<unknown[]> {
  const answer = await api.post<SiteDetailResponse>(SITE_DETAIL_PATH, { site_id: siteId }, { silent: true });
  const list = answer?.detail?.currency_list;
  return Array.isArray(list) ? list : [];
}
