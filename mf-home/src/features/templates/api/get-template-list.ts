import type { RequestClient } from '@casino/mf-shared';
import { sortBySortDesc } from '../../../shared/sort-by-sort';

export interface SponsorItem {
  id: number;
  title: string;
  description: string;
  photo_path: string;
  sort: number;
}

export interface AdItem {
  id: number;
  title: string;
  link: string;
  link_type: number;
  link_method: number;
  photo_path: string;
  sort: number;
}

/** POST /web/model_sponsor or /web/model_setting: a template list in the page's language. */
export async function getTemplateList<T extends { id: number; sort: number }>(
  api: RequestClient,
  kind: 'model_sponsor' | 'model_setting',
  siteId: number,
  language: string,
): Promise<T[]> {
  const data = await api.post<{ list?: T[] | null }>(`/web/${kind}`, { site_id: siteId, language }, { silent: true });
  return sortBySortDesc(data?.list ?? []);
}
