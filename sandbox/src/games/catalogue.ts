import type { GameData, GameMaintenanceData, GameNames, GameOpenMode, GameProviderData } from '@casino/contracts';
import { gameIconUrl, gameTypeIconUrl, providerIconUrl } from '../assets/urls';
import type { Db } from '../db/db';
import { pick, type Lang } from '../http/lang';
import { parseJson, type I18nText } from '../http/json';

/** A game as the lists read it, with its provider's name. */
export interface GameRow {
  id: number;
  gp_id: string;
  gp_name: string;
  game_type: number;
  game_code: string;
  name_i18n: string;
  house: string;
  customized: number;
  tag: string;
  has_icon: number;
}

/** The columns of a maintenance window (providers and games, 005-games-play.sql). */
export interface MaintenanceColumns {
  maintenance: number;
  maintain_start_at: string | null;
  maintain_end_at: string | null;
  maintain_title_i18n: string | null;
}

/** The columns of a GameRow, from games `g` joined with providers `p`. */
export const GAME_COLUMNS = 'g.id, g.gp_id, p.gp_name, g.game_type, g.game_code, g.name_i18n, g.house, g.customized, g.tag, g.has_icon';

/** Active games of active providers; callers add conditions with `AND`. */
export const GAME_SELECT = `SELECT ${GAME_COLUMNS} FROM games g JOIN providers p ON p.gp_id = g.gp_id WHERE g.active = 1 AND p.active = 1`;

/** The order of every game list: providers by their sort, then games by theirs. */
export const GAME_ORDER = 'ORDER BY p.sort DESC, g.sort DESC, g.id';

export function siteExists(db: Db, siteId: number): boolean {
  return db.prepare('SELECT 1 FROM sites WHERE site_id = ?').get(siteId) !== undefined;
}

/** The ids of the member's favourite games; empty for a visitor. */
export function favoriteIds(db: Db, memberId: number | null): Set<number> {
  if (memberId === null) return new Set();
  return new Set(db.prepare('SELECT game_id FROM member_favorite_games WHERE member_id = ?').pluck().all(memberId) as number[]);
}

/** A game as every list carries it (contracts/games.ts GameData): names in every language it has. */
export function gameData(row: GameRow, lang: Lang, favorites: ReadonlySet<number>): GameData {
  return {
    id: row.id,
    gp_id: row.gp_id,
    gp_name: row.gp_name,
    game_type: row.game_type,
    game_code: row.game_code,
    game_name: parseJson<GameNames>(row.name_i18n, {}),
    house: row.house,
    customized: row.customized,
    icon_light: row.has_icon === 1 ? gameIconUrl(row.gp_id, row.game_code, lang) : '',
    member_favorite: favorites.has(row.id) ? 1 : 0,
    tag: row.tag,
  };
}

/** The game's name in `lang`, else en_US, else any (the client's rule, for the sandbox's own pages). */
export function gameName(row: Pick<GameRow, 'name_i18n' | 'game_code'>, lang: Lang): string {
  return pick(parseJson<I18nText>(row.name_i18n, {}), lang) || row.game_code;
}

/** Whether a maintenance window is in force: the flag is on and now is inside it (missing ends are open). */
export function inMaintenance(row: MaintenanceColumns, now: Date): boolean {
  if (row.maintenance !== 1) return false;
  const time = now.getTime();
  if (row.maintain_start_at !== null && Date.parse(row.maintain_start_at) > time) return false;
  if (row.maintain_end_at !== null && Date.parse(row.maintain_end_at) <= time) return false;
  return true;
}

/** play1's 203 data (contracts/games.ts GameMaintenanceData): the title in `lang` when one is set, and the window. */
export function maintenanceData(row: MaintenanceColumns, lang: Lang): GameMaintenanceData {
  const title = row.maintain_title_i18n === null ? '' : pick(parseJson<I18nText>(row.maintain_title_i18n, {}), lang);
  const interval =
    row.maintain_start_at === null && row.maintain_end_at === null
      ? null
      : { start_at: row.maintain_start_at, end_at: row.maintain_end_at };
  return { ...(title ? { title } : {}), maintain_interval: interval };
}

/** A provider of one game type, as gp_list carries it. */
export interface ProviderRow extends MaintenanceColumns {
  gp_id: string;
  gp_name: string;
  app_id: string;
  open_mode: GameOpenMode;
  game_type: number;
  game_count: number;
}

/** Every active provider with its active games, once per game type it offers. */
export function providersByType(db: Db): ProviderRow[] {
  return db
    .prepare(
      `SELECT p.gp_id, p.gp_name, p.app_id, p.open_mode, p.maintenance, p.maintain_start_at, p.maintain_end_at, p.maintain_title_i18n,
              g.game_type, COUNT(*) AS game_count
       FROM games g JOIN providers p ON p.gp_id = g.gp_id
       WHERE p.active = 1 AND g.active = 1
       GROUP BY p.gp_id, g.game_type ORDER BY p.sort DESC, p.gp_id`,
    )
    .all() as ProviderRow[];
}

export function providerData(row: ProviderRow, now: Date): GameProviderData {
  return {
    gp_id: row.gp_id,
    gp_name: row.gp_name,
    game_type: row.game_type,
    house: '',
    app_id: row.app_id,
    active: 1,
    icon: providerIconUrl(row.gp_id),
    game_count: row.game_count,
    maintenance: inMaintenance(row, now) ? 1 : 0,
    open_mode: row.open_mode,
  };
}

/** A game type as the lists read it (game_types). */
export interface GameTypeRow {
  gt_id: number;
  code: string;
  app_prefix: string;
  name_i18n: string;
}

/** A game type's head in the hall's and the demo lobby's menus: its name in `lang` and its icons. */
export function gameTypeHead(type: GameTypeRow, lang: Lang) {
  return {
    gt_id: type.gt_id,
    gt_name: pick(parseJson<I18nText>(type.name_i18n, {}), lang),
    code: type.code,
    app_prefix: type.app_prefix,
    icon: gameTypeIconUrl(type.gt_id, false),
    icon_active: gameTypeIconUrl(type.gt_id, true),
  };
}
