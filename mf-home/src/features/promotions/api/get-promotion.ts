import type { RequestClient } from '@casino/mf-shared';
import type { PromotionDetail } from './promotion';

/** POST /arks/web/promotion/detail: one promotion with its HTML content; code 101 when unknown. */
export async function getPromotion(api: RequestClient, siteId: number, id: number): Promise<PromotionDetail> {
  const data = await api.post<{ promotion: PromotionDetail }>('/arks/web/promotion/detail', { id, site_id: siteId });
  return data.promotion;
}
