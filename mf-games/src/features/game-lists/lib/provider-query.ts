import { gameTypeKeyOf } from './game-types';

/** The game type of slots, whose desktop providers may open in the game room (§2). */
export const SLOT_GAME_TYPE = 2;

/** One provider's list as /slotgame and /gameRoom name it: `?gt_id&gp_id&house`. */
export interface ProviderQuery {
  gtId: number;
  gpId: string;
  house: string;
}

/** What a list page makes of its query: the provider, or why there is none to show. */
export type ProviderQueryResult = { ok: true; query: ProviderQuery } | { ok: false; problem: 'no-provider' | 'bad-provider' | 'bad-type' };

/** Provider codes are GPxx-like: letters, digits, underscore and hyphen. */
const PROVIDER_CODE = /^[A-Za-z0-9_-]{1,32}$/;
const HOUSE = /^[A-Za-z0-9_-]{0,32}$/;

/**
 * Reads `gt_id`, `gp_id` and `house` of /slotgame or /gameRoom. A missing gt_id is slots (the
 * pages' own type); a type the site does not know, or a provider code or house that is not one,
 * is refused before anything is sent.
 */
export function parseProviderQuery(params: URLSearchParams): ProviderQueryResult {
  const rawType = params.get('gt_id');
  const gtId = rawType === null || rawType === '' ? SLOT_GAME_TYPE : Number(rawType);
  if (!gameTypeKeyOf(String(gtId))) return { ok: false, problem: 'bad-type' };
  const gpId = params.get('gp_id')?.trim() ?? '';
  if (!gpId) return { ok: false, problem: 'no-provider' };
  const house = params.get('house')?.trim() ?? '';
  if (!PROVIDER_CODE.test(gpId) || !HOUSE.test(house)) return { ok: false, problem: 'bad-provider' };
  return { ok: true, query: { gtId, gpId, house } };
}

/** The query string of a provider's list page, as parseProviderQuery reads it. */
export function providerSearch({ gtId, gpId, house }: ProviderQuery): string {
  return `?${new URLSearchParams({ gt_id: String(gtId), gp_id: gpId, house }).toString()}`;
}

/**
 * Whether the providers of a hall open in the desktop game room (/gameRoom) rather than in the
 * hall itself: slots, on desktop, when the site's room flag is on (§2).
 */
export function opensInGameRoom(gtId: number, isDesktop: boolean, gameRoomFlag: boolean): boolean {
  return gtId === SLOT_GAME_TYPE && isDesktop && gameRoomFlag;
}
