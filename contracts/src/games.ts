/**
 * The game calls of member-and-account.md §7 as mf-games sends them and the sandbox answers
 * them (the `apiResponseData` of each). Where the spec says "not shown" the shape is ours
 * (docs/games.md says which).
 */

/** §9 constants of launching and quitting. */
export const GAME_WINDOW_SIZE = { width: 1500, height: 800 } as const;
/** §9: the quitting flag clears on leave1's answer or after this long. */
export const QUIT_FLAG_TIMEOUT_MS = 30_000;
/** §9: forced quit looks at the game window this often until it is closed. */
export const FORCED_QUIT_POLL_MS = 500;
/** §7: the game type id of sport. */
export const SPORT_GAME_TYPE = 4;
/** §8: play1's maintenance code. */
export const GAME_MAINTENANCE_CODE = 203;
/** §8 / shell §4: forward-game status that disables transfers. */
export const TRANSFER_DISABLED_CODE = 957;
/** §9: the sport iframe's height message and the open-game event marker. */
export const SPORT_HEIGHT_MESSAGE = 'S001';
export const SPORT_OPEN_GAME_MARKER = 'U003';
/** The local-storage key play1's maintenance interval is kept under (§4 "the interval is stored locally"). */
export const MAINTAIN_INTERVAL_KEY = 'maintain_interval';

/**
 * A game name per interface language (en_US, zh_CN, vi_VN…). Not every game has every language:
 * the page shows the site language, else en_US, else any (§3 "localized per site language, en_US fallback").
 */
export type GameNames = Partial<Record<string, string>>;

/** A game as every game list carries it (§3 "Game platform/provider and game"). */
export interface GameData {
  id: number;
  gp_id: string;
  gp_name: string;
  game_type: number;
  game_code: string;
  game_name: GameNames;
  house: string;
  /** 1: the provider's customised variant. */
  customized: number;
  /** The game's picture; empty when it has none (the page shows a placeholder). */
  icon_light: string;
  /** 1 when the member marked it (always 0 for visitors). */
  member_favorite: number;
  /** Comma-separated tags such as hot or new. */
  tag: string;
}

/** §4 open modes: a window of its own, a modal over the page, the /play page, or the whole tab. */
export type GameOpenMode = 'window' | 'modal' | 'page' | 'redirect';

/** A provider of a game type (§3; shell-and-public.md §3 "Game provider"). */
export interface GameProviderData {
  gp_id: string;
  gp_name: string;
  game_type: number;
  house: string;
  app_id: string;
  /** 1 active, 0 not offered. */
  active: number;
  icon: string;
  game_count: number;
  /** 1 while the provider is in maintenance (its games answer 203 on play1). */
  maintenance: number;
  /** How its games open when no rule of §4 forces a mode (ours: the spec does not say where the mode comes from). */
  open_mode: GameOpenMode;
}

/** `POST /v3/game_list` {currency, site_id, support_device, template} → `{ data: GameTypeData[] }`. */
export interface GameTypeData {
  gt_id: number;
  gt_name: string;
  /** slot, live, sport… (shell-and-public.md §3). */
  code: string;
  app_prefix: string;
  icon: string;
  icon_active: string;
  gp_list: GameProviderData[];
}
export interface GameListResponse {
  data: GameTypeData[];
}

/** A label (tab) of a provider's games: hot, new… (§3 "Game label/tab"). */
export interface GameLabelData {
  id: number;
  tag: string;
  game_list: GameData[];
}

/**
 * `POST /v2/game_label` {site_id, currency, device, gp_id, game_type_id, house} →
 * `main`: every game of the provider and type; `list`: its labels, each with its games.
 */
export interface GameLabelResponse {
  list: GameLabelData[];
  main: GameData[];
}

/** `POST /v2/get_tag_game_list` {site_id, currency, support_device, tag, gt_id} → the tag's games across providers. */
export interface TagGameListResponse {
  info: GameData[];
}

/** One list of `POST /v2/get_template_game_list` {site_id, currency, support_device}: a titled list the site's template shows. */
export interface TemplateGameListData {
  id: number;
  gt_id: number;
  /** The list's title per interface language, with the same fallback as game names. */
  title: GameNames;
  game_list: GameData[];
}
export interface TemplateGameListResponse {
  info: TemplateGameListData[];
}

/** `POST /arks/web/member-games/last-playing-game` {} → the member's recent game ids, newest first. */
export interface LastPlayingResponse {
  list: number[];
}

/** `POST /arks/web/member-games/favorite/store`: marks (status 1) or unmarks (0) games. */
export interface FavoriteStoreRequest {
  data: { game_id: number; status: 0 | 1 }[];
}

/** `POST /member/game/play1` body (§7). */
export interface PlayRequest {
  gp_id: string;
  game_type: number;
  /** Empty: the provider's lobby (a banner's game link names only the provider). */
  game_code: string;
  house?: string;
  /** Where the game sends the player back: the site's /close. */
  lobby_url: string;
  /** display device code: 0 desktop, 1 mobile. */
  device: number;
  extra?: Record<string, string>;
}
export interface PlayResponse {
  url: string;
}

/** A maintenance window, ISO-8601 times; either may be unknown. */
export interface MaintainInterval {
  start_at: string | null;
  end_at: string | null;
}
/** The data of play1's refusal 203 (§8): the maintenance title and window when known. */
export interface GameMaintenanceData {
  title?: string;
  maintain_interval: MaintainInterval | null;
}

/** `POST /arks/web/game/sport-quickbet-url` {currency, support_device, domain, site_id} → detail. */
export interface SportQuickbetResponse {
  detail: { url: string; gp_id: string };
}
