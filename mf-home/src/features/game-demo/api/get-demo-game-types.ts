import type { RequestClient } from '@casino/mf-shared';
import type { DemoGameType } from './demo-types';

/**
 * POST /demo/gt_games: game types with their providers (support_device 0 desktop, 1 mobile, 2 app),
 * for the template the page wears (the site's desktop or mobile template).
 */
export async function getDemoGameTypes(
  api: RequestClient,
  body: { siteId: number; supportDevice: 0 | 1 | 2; currency: string; template: string },
): Promise<DemoGameType[]> {
  const data = await api.post<{ data?: DemoGameType[] | null }>('/demo/gt_games', {
    site_id: body.siteId,
    support_device: body.supportDevice,
    currency: body.currency,
    template: body.template,
  });
  return data?.data ?? [];
}
