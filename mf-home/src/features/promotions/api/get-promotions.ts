import type { RequestClient, SupportDeviceCode } from '@casino/mf-shared';
import { sortBySortDesc } from '@casino/mf-shared';
import type { Promotion } from './promotion';

/** POST /arks/web/promotion/list (name chosen by the sandbox; the spec shows none). */
export async function getPromotions(
  api: RequestClient,
  body: { siteId: number; currency: string; device: SupportDeviceCode },
): Promise<Promotion[]> {
  const data = await api.post<{ promotion_list?: Promotion[] | null }>('/arks/web/promotion/list', {
    site_id: body.siteId,
    currency: body.currency,
    device: body.device,
  });
  return sortBySortDesc(data?.promotion_list ?? []);
}
