import type { RequestClient } from '@casino/mf-shared';
import type { DemoGame } from './demo-types';

/** POST /demo/gp_games: the games of one provider in one game type. */
export async function getDemoGames(
  api: RequestClient,
  body: { siteId: number; currency: string; device: 0 | 1 | 2; gpId: string; gameTypeId: number; house?: string },
): Promise<DemoGame[]> {
  const data = await api.post<{ data?: DemoGame[] | null }>('/demo/gp_games', {
    site_id: body.siteId,
    currency: body.currency,
    device: body.device,
    gp_id: body.gpId,
    game_type_id: body.gameTypeId,
    house: body.house ?? '',
  });
  return data?.data ?? [];
}
