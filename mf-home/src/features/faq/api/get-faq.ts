import type { RequestClient } from '@casino/mf-shared';
import type { FaqEntry } from './get-faqs';

export interface FaqDetail extends FaqEntry {
  /** HTML, sanitised before rendering. */
  answer: string;
}

/** POST /arks/web/faq/detail: one question with its answer; code 101 when unknown. */
export async function getFaq(api: RequestClient, siteId: number, id: number): Promise<FaqDetail> {
  const data = await api.post<{ faq: FaqDetail }>('/arks/web/faq/detail', { id, site_id: siteId });
  return data.faq;
}
