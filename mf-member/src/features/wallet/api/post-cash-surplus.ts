import { type RequestClient } from '@casino/mf-shared';
import { CASH_SURPLUS_PATH, type CashSurplusResponse } from '@casino/contracts';

/** POST /arks/web/cash_surplus/check: whether money left in games returns to the main wallet by itself. */
export async function postCashSurplus(api: RequestClient, siteId: number, currency: string): Promise<boolean> {
  const answer = await api.post<CashSurplusResponse>(CASH_SURPLUS_PATH, { site_id: siteId, currency }, { silent: true });
  return answer.active === 1;
}
