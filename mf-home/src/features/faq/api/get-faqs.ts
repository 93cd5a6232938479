import type { RequestClient } from '@casino/mf-shared';
import { sortBySortDesc } from '@casino/mf-shared';

export interface FaqEntry {
  id: number;
  category: string;
  question: string;
  sort: number;
}

/** POST /arks/web/faq/list (name chosen by the sandbox; the spec shows none). */
export async function getFaqs(api: RequestClient, siteId: number): Promise<FaqEntry[]> {
  const data = await api.post<{ faq_list?: FaqEntry[] | null }>('/arks/web/faq/list', { site_id: siteId });
  return sortBySortDesc(data?.faq_list ?? []);
}
