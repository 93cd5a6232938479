import type { RequestClient } from '@casino/mf-shared';

/** use_type of a logo: 0 desktop, 1 mobile, 2 footer. */
export interface SiteLogo {
  id: number;
  use_type: number;
  name: string;
  photo_path: string;
}

/** POST /web/logo: the site's logos. */
export async function getLogos(api: RequestClient, siteId: number): Promise<SiteLogo[]> {
  const data = await api.post<{ list?: SiteLogo[] | null }>('/web/logo', { site_id: siteId }, { silent: true });
  return data?.list ?? [];
}
