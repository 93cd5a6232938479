import type { GameOpenMode } from './games';

/** What a game tile, banner or list asks the launcher for (member-and-account.md §3 game, §7 play1). */
export interface GameLaunchRequest {
  /** Provider code, such as GPR8. */
  gpId: string;
  /** Game type id (2 slots, 3 live casino, 4 sports, …). */
  gtId: number;
  gameCode?: string;
  house?: string;
  /** The game's name in the page language, for titles and messages. */
  gameName?: string;
  /** The provider's customised variant of the game. */
  customized?: boolean;
  /** Sent as play1's optional extra. */
  extra?: Record<string, string>;
  /**
   * The provider's open mode (its `open_mode` of /v3/game_list), for callers that have it at hand;
   * otherwise the launcher looks it up. The rules of §4 may still force another mode.
   */
  openMode?: GameOpenMode;
  /** Who asked (banner, slot list, hall…), for logs and the open mode rules. */
  source: string;
}

/**
 * Why a launch was refused (member-and-account.md §5 "Game start is rejected when"), each with
 * the spec's message key in GAME_LAUNCH_REFUSAL_KEYS.
 */
export type GameLaunchRefusal =
  | 'demo-site'
  | 'login-required'
  | 'site-closed'
  | 'starting'
  | 'quitting'
  | 'duplicate'
  | 'playing'
  | 'transfer-back'
  /** Nobody serves game:launch (the games remote could not be loaded in time). */
  | 'unavailable'
  /** The launch needed a click of its own (no click started it) and the member closed that question. */
  | 'cancelled';

/** The spec's message key of each refusal, for callers that show it themselves ('' when there is nothing to say). */
export const GAME_LAUNCH_REFUSAL_KEYS: Readonly<Record<GameLaunchRefusal, string>> = {
  'demo-site': 'demo_mode',
  'login-required': 'proxy.please_login_title',
  'site-closed': 'r88close_msg',
  starting: 'pg.alert_starting',
  quitting: 'pg.alert_quitting',
  duplicate: 'pg.alert_duplicate',
  playing: 'pg.err_is_playing',
  'transfer-back': 'one_key_waiting',
  unavailable: 'pg.start_failed',
  cancelled: '',
};

/** What the caller of a launch learns: started, refused with a reason, or failed (with the server's text when there is one). */
export type GameLaunchOutcome =
  { status: 'started' } | { status: 'refused'; reason: GameLaunchRefusal } | { status: 'failed'; message?: string; code?: number };

/**
 * What the launcher does with the waiting window: load the game's address into it (sendWindowTo,
 * which applies the URL policy), or close it.
 * Structural, so the contracts stay free of DOM types for the server side (a browser Window fits).
 */
export interface WaitingWindow {
  readonly closed: boolean;
  close(): void;
  /** Null: the waiting window is detached from the page that opened it (docs/security.md). */
  opener: unknown;
  location: { href: string; replace(url: string): void };
}

/**
 * The `game:launch` command as it travels on the bus: the request, the waiting window the
 * caller opened inside the user's click (null when none was opened or the browser blocked it),
 * and where the launcher answers. Use launchGame() rather than emitting it by hand.
 */
export interface GameLaunchCommand extends GameLaunchRequest {
  waitingWindow?: WaitingWindow | null;
  /**
   * The command was sent from inside a user's click (a popup may open). False or absent: sent
   * after an await or from a message (post-login, the sport view), where a popup is blocked.
   */
  inClick?: boolean;
  /**
   * The launcher listened when the command was sent, so it runs inside the click: it opens the
   * waiting window itself, only when the game's open mode needs one (launchGame sets it).
   */
  canOpenWindow?: boolean;
  respond?: (outcome: GameLaunchOutcome) => void;
}

/** Options of launchGame. */
export interface LaunchGameOptions {
  /** False when no user click is running (after an await, from a message): no popup is tried. Default true. */
  inClick?: boolean;
}

/**
 * Which in-page game view the site shows (the §4 "game hall mode"): the /play page with a
 * launched game, or the sport hall's betting iframe; null when neither.
 */
export type GameHallMode = 'page' | 'sport' | null;

/** The game started last from this tab and how it opened (the /play page reads its address). */
export interface LaunchedGame {
  gpId: string;
  gtId: number;
  gameCode?: string;
  gameName?: string;
  mode: GameOpenMode;
  /** The game's address (play1's url, after the URL policy). */
  url: string;
}

/**
 * What /close posts to its parent page when the game's lobby link opened it inside the site's own
 * iframe (the /play page, the game modal): the page ends the game and returns to the lobby.
 */
export const GAME_CLOSE_MESSAGE = 'casino:game-close';

/**
 * Whether a message is that /close: posted by the page's own iframe (`source` is its window) from
 * the page's own origin. Anything else (a game page, another site) is not listened to.
 */
export function isGameCloseMessage(
  event: { origin: string; source: unknown; data: unknown },
  frameWindow: unknown,
  pageOrigin: string,
): boolean {
  if (!frameWindow || event.source !== frameWindow || event.origin !== pageOrigin) return false;
  const data = event.data as { type?: unknown } | null;
  return typeof data === 'object' && data !== null && data.type === GAME_CLOSE_MESSAGE;
}
