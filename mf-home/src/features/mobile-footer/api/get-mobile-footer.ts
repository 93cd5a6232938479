import type { RequestClient } from '@casino/mf-shared';
import { sortBySortDesc } from '@casino/mf-shared';

/** Keys the back office uses: deposit, withdrawal, wallet, discount, sponsor, signup, letter, announcement, service. */
export interface MobileFooterItem {
  id: number;
  key: string;
  title: string;
  icon: string;
  link: string;
  link_type: number;
  /** Not sent by the sandbox; the product opens these in the same tab unless it says 1. */
  link_method?: number;
  sort: number;
}

/** POST /arks/web/web-mobile-footer: the mobile footer entries, sorted by sort descending. */
export async function getMobileFooter(api: RequestClient, siteId: number): Promise<MobileFooterItem[]> {
  const data = await api.post<{ web_mobile_footer_list?: MobileFooterItem[] | null }>('/arks/web/web-mobile-footer', { site_id: siteId });
  return sortBySortDesc(data?.web_mobile_footer_list ?? []);
}
