import type { RequestClient } from '@casino/mf-shared';

/** POST /v2/get_jackpot: the jackpot pool of a currency. */
export async function getJackpot(api: RequestClient, currency: string): Promise<number> {
  const data = await api.post<{ jackpot_amount_total?: number | string | null }>('/v2/get_jackpot', { currency }, { silent: true });
  const amount = Number(data?.jackpot_amount_total ?? 0);
  return Number.isFinite(amount) ? amount : 0;
}
