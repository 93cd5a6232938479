import type { RequestClient } from '@casino/mf-shared';
import { sortBySortDesc } from '@casino/mf-shared';

export interface FloatItem {
  id: number;
  key: string;
  title: string;
  icon: string;
  link: string;
  link_type: number;
  link_method: number;
  position: 'left' | 'right' | string;
  sort: number;
}

/** POST /arks/web/float: the floating side buttons, sorted by sort descending. */
export async function getFloatList(api: RequestClient, siteId: number): Promise<FloatItem[]> {
  const data = await api.post<{ web_float_list?: FloatItem[] | null }>('/arks/web/float', { site_id: siteId });
  return sortBySortDesc(data?.web_float_list ?? []);
}
