import type { Envelope } from '@casino/contracts';
import { SHELL_PORT } from '../playwright.config';

/**
 * The backend's own answers, fetched the way the page fetches them (POST /api/<path> on the shell
 * server, which proxies to the sandbox), so a test compares the screen with the source of truth
 * instead of with numbers copied from the seed.
 */
async function post<T>(path: string, body: unknown, lang = 'en_US', token?: string): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${SHELL_PORT}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T, number>;
  if (envelope.code !== 1000) throw new Error(`${path} answered ${envelope.code} ${envelope.message}`);
  return envelope.apiResponseData;
}

export interface ApiBanner {
  id: number;
  title: string;
  link: string;
  link_type: number;
  link_method: number;
  sort: number;
  game_link_parameter: { currency: string; gp_id: string; gt_id: number } | null;
}

export interface ApiAnnouncement {
  id: number;
  content: string;
  display_before_login: number;
  display_after_login: number;
  sort: number;
}

export interface ApiBulletin {
  id: number;
  title: string;
  display_content: string;
  /** the plain text of display_content */
  content: string;
  sort: number;
  updated_at: string;
  setting: { display_frequency: number };
}

export interface ApiDemoType {
  gt_id: number;
  gt_name: string;
  gp_list: { gp_id: string; gp_name: string; is_demo: number }[];
}

export interface ApiDemoGame {
  game_code: string;
  game_name: string;
  gp_id: string;
}

/** Display device of the bulletin calls: 1 desktop, 2 mobile. */
export type BulletinDevice = 1 | 2;

export const siteApi = {
  banners: async (useType: 0 | 1 | 2, siteId = 1) =>
    (await post<{ web_carousel_picture_list: ApiBanner[] }>('/arks/web/carousel_picture', { site_id: siteId, use_type: useType }))
      .web_carousel_picture_list,
  announcements: async (siteId = 1) =>
    (
      await post<{ web_announcement_list: ApiAnnouncement[] }>('/arks/web/announcement/marquee', {
        site_id: siteId,
        sort_field: 'sort',
        sort_order: 'desc',
      })
    ).web_announcement_list,
  visitorBulletins: async (device: BulletinDevice, siteId = 1) =>
    (await post<{ web_bulletin_list: ApiBulletin[] }>('/arks/web/bulletin', { site_id: siteId, display_device: device })).web_bulletin_list,
  memberBulletins: async (token: string, device: BulletinDevice, location: 1 | 2 | 3, siteId = 1) =>
    (
      await post<{ web_bulletin_list: ApiBulletin[] }>(
        '/arks/web/bulletin/member',
        { site_id: siteId, display_device: device, display_location: location },
        'en_US',
        token,
      )
    ).web_bulletin_list,
  bulletinHistory: async (device: BulletinDevice, siteId = 1) =>
    (await post<{ web_bulletin_list: ApiBulletin[] }>('/arks/web/bulletin/history', { site_id: siteId, display_device: device }))
      .web_bulletin_list,
  jackpot: async (currency: string) =>
    Number((await post<{ jackpot_amount_total: number | string }>('/v2/get_jackpot', { currency })).jackpot_amount_total),
  demoTypes: async (supportDevice: 0 | 1, currency = 'RMB', siteId = 1) =>
    (await post<{ data: ApiDemoType[] }>('/demo/gt_games', { site_id: siteId, support_device: supportDevice, currency })).data,
  demoGames: async (gpId: string, gameTypeId: number, device: 0 | 1, currency = 'RMB', siteId = 1) =>
    (await post<{ data: ApiDemoGame[] }>('/demo/gp_games', { site_id: siteId, gp_id: gpId, game_type_id: gameTypeId, currency, device }))
      .data,
};

/** Sort descending by `sort` (stable), as the spec orders banners, announcements and bulletins. */
export function bySortDesc<T extends { sort: number }>(list: T[]): T[] {
  return [...list].sort((a, b) => b.sort - a.sort);
}
