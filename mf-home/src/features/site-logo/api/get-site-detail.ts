import type { RequestClient } from '@casino/mf-shared';
import type { SiteLogo } from './get-logos';

export interface SiteDetail {
  site_id: number;
  site_name: string;
  logo_list: SiteLogo[];
}

/** POST /arks/web/site/detail: the site's name and logos (101 for an unknown site). */
export async function getSiteDetail(api: RequestClient, siteId: number): Promise<SiteDetail> {
  const data = await api.post<{ detail: SiteDetail }>('/arks/web/site/detail', { site_id: siteId }, { silent: true });
  return { ...data.detail, logo_list: data.detail.logo_list ?? [] };
}
