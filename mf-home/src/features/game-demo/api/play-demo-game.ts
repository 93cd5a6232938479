import { SUPPORT_DEVICE, type RequestClient } from '@casino/mf-shared';

/** POST /demo/play: the URL of a demo game (device is always 0, as the specification sends it). */
export async function playDemoGame(
  api: RequestClient,
  body: { siteId: number; currency: string; gpId: string; gameType: number; gameCode: string; house?: string },
): Promise<string> {
  const data = await api.post<{ game_url?: string | null }>('/demo/play', {
    site_id: body.siteId,
    currency: body.currency,
    device: SUPPORT_DEVICE.desktop,
    gp_id: body.gpId,
    game_type: body.gameType,
    game_code: body.gameCode,
    house: body.house ?? '',
  });
  return data?.game_url ?? '';
}
