import type { Envelope } from '@casino/contracts';
import { SHELL_PORT } from '../playwright.config';

/**
 * The sandbox's game lists, fetched the way the hall fetches them (POST /api/... through the shell
 * server), so a test picks its games from the source of truth instead of copying names from the seed.
 */
async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${SHELL_PORT}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', lang: 'en_US', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T, number>;
  if (envelope.code !== 1000) throw new Error(`${path} answered ${envelope.code} ${envelope.message}`);
  return envelope.apiResponseData;
}

export interface ApiGame {
  id: number;
  gp_id: string;
  gp_name: string;
  game_type: number;
  game_code: string;
  game_name: { en_US?: string; zh_CN?: string; vi_VN?: string };
  member_favorite: number;
  icon_light: string;
}

export interface ApiGameProvider {
  gp_id: string;
  gp_name: string;
  active: number;
  maintenance: number;
  open_mode: string;
}

/** device / support_device of the game calls: 0 desktop, 1 mobile. */
export type GameDevice = 0 | 1;

export const gameApi = {
  /** The providers of a game type (`/v3/game_list`). */
  providers: async (gtId: number, device: GameDevice, currency = 'RMB', siteId = 1): Promise<ApiGameProvider[]> => {
    const { data } = await post<{ data: { gt_id: number; gp_list: ApiGameProvider[] }[] }>('/v3/game_list', {
      site_id: siteId,
      currency,
      support_device: device,
    });
    return data.find((type) => type.gt_id === gtId)?.gp_list ?? [];
  },
  /** Every game of a provider in a type (`/v2/game_label`'s main), as a member (token) or a visitor sees them. */
  games: async (gpId: string, gtId: number, device: GameDevice, token?: string, currency = 'RMB', siteId = 1): Promise<ApiGame[]> =>
    (
      await post<{ main: ApiGame[] }>(
        '/v2/game_label',
        { site_id: siteId, currency, device, gp_id: gpId, game_type_id: gtId, house: '' },
        token,
      )
    ).main,
};

/** The name the hall shows in English: the en_US name, else the code (mf-games' lib/game-name.ts). */
export function englishName(game: ApiGame): string {
  return game.game_name.en_US ?? game.game_code;
}
