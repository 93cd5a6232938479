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
  /** The launcher cannot start games yet (real launching arrives with the games issue). */
  | 'unavailable';

/** The spec's message key of each refusal, for callers that show it themselves. */
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
  respond?: (outcome: GameLaunchOutcome) => void;
}
