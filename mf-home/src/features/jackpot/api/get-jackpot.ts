import type { RequestClient } from '@casino/mf-shared';

/**
 * POST /v2/get_jackpot: the jackpot pool of a currency. A failure is toasted unless `silent` (a
 * refresh after a failed one: the 30 s poll toasts once per outage, docs/home.md).
 */
export async function getJackpot(api: RequestClient, currency: string, { silent = false } = {}): Promise<number> {
  const data = await api.post<{ jackpot_amount_total?: number | string | null }>('/v2/get_jackpot', { currency }, { silent });
  const amount = Number(data?.jackpot_amount_total ?? 0);
  return Number.isFinite(amount) ? amount : 0;
}
