import type { RequestClient } from '@casino/mf-shared';
import type { SportQuickbetResponse } from '@casino/contracts';

export const SPORT_QUICKBET_PATH = '/arks/web/game/sport-quickbet-url';

export interface SportQuickbetBody {
  currency: string;
  support_device: number;
  /** The site's host (name and port when not the default), which the sport page is made for. */
  domain: string;
  site_id: number;
}

/** POST /arks/web/game/sport-quickbet-url: the betting page's address (detail.url) and its provider (detail.gp_id). */
export function postSportQuickbetUrl(api: RequestClient, body: SportQuickbetBody): Promise<SportQuickbetResponse> {
  return api.post<SportQuickbetResponse>(SPORT_QUICKBET_PATH, body, { silent: true });
}
