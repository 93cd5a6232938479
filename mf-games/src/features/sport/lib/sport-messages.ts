import { SPORT_HEIGHT_MESSAGE, SPORT_OPEN_GAME_MARKER, type GameLaunchRequest } from '@casino/contracts';

/** What a message of the sport page asks for. */
export type SportMessage = { kind: 'height'; height: number } | { kind: 'open-game'; request: GameLaunchRequest };

/** Heights beyond this are a broken or hostile page, not a betting slip. */
export const MAX_SPORT_HEIGHT = 20_000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function asObject(data: unknown): Record<string, unknown> | null {
  if (isRecord(data)) return data;
  if (typeof data !== 'string' || data.length > 10_000) return null;
  try {
    const parsed: unknown = JSON.parse(data);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const text = (value: unknown, max: number): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : null;
};

const positiveNumber = (value: unknown): number | null => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(number) && number > 0 ? number : null;
};

/** The message's code: `code`, `type` or `event`, the first that is a string. */
function codeOf(message: Record<string, unknown>): string | null {
  for (const field of ['code', 'type', 'event']) {
    const value = message[field];
    if (typeof value === 'string') return value;
  }
  return null;
}

/**
 * Reads a message of the sport betting page (member-and-account.md §9: S001 heights, U003 open-game
 * events). Accepted, as an object or its JSON text:
 * - `{ code: 'S001', height: 1234 }` (also `type` for `code`, `data: { height }`, a numeric string):
 *   the iframe's height in CSS pixels, at most MAX_SPORT_HEIGHT;
 * - `{ code: '…U003…', data: { gp_id, game_type, game_code?, house?, game_name? } }` (the fields may
 *   also stand beside the code; `gt_id` for `game_type`): open that game.
 * Anything else gives null. The caller checks where the message came from first.
 */
export function readSportMessage(data: unknown): SportMessage | null {
  const message = asObject(data);
  if (!message) return null;
  const code = codeOf(message);
  if (!code) return null;
  const body = isRecord(message.data) ? message.data : message;
  if (code === SPORT_HEIGHT_MESSAGE) {
    const height = positiveNumber(body.height ?? message.height);
    return height !== null && height <= MAX_SPORT_HEIGHT ? { kind: 'height', height: Math.round(height) } : null;
  }
  if (code.includes(SPORT_OPEN_GAME_MARKER)) {
    const gpId = text(body.gp_id, 32);
    const gtId = positiveNumber(body.game_type ?? body.gt_id);
    if (!gpId || gtId === null || !Number.isInteger(gtId)) return null;
    const gameCode = text(body.game_code, 64);
    const house = text(body.house, 64);
    const gameName = text(body.game_name, 120);
    return {
      kind: 'open-game',
      request: {
        gpId,
        gtId,
        source: 'sport',
        ...(gameCode ? { gameCode } : {}),
        ...(house ? { house } : {}),
        ...(gameName ? { gameName } : {}),
      },
    };
  }
  return null;
}

/**
 * Whether a message event comes from the sport iframe: sent by its window, from the origin of the
 * address it was given. Any other origin (a forged message from another page or frame) is ignored.
 */
export function isFromSportFrame(event: { origin: string; source: unknown }, frameOrigin: string | null, frameWindow: unknown): boolean {
  return Boolean(frameOrigin && frameWindow) && event.origin === frameOrigin && event.source === frameWindow;
}
