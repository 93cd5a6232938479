import type { GameLabelResponse, GameListResponse, GameNames, TagGameListResponse, TemplateGameListResponse } from '@casino/contracts';
import type { Db } from '../db/db';
import { parseJson } from '../http/json';
import type { Lang } from '../http/lang';
import {
  favoriteIds,
  GAME_COLUMNS,
  GAME_ORDER,
  GAME_SELECT,
  gameData,
  gameTypeHead,
  providerData,
  providersByType,
  type GameRow,
  type GameTypeRow,
} from './catalogue';

/**
 * The game hall's lists (member-and-account.md §7; shapes in contracts/games.ts): game types with
 * their providers, a provider's games by label, games of a tag and the site's template lists.
 * `memberId` marks that member's favourites (null: none).
 */

/** Tags a comma-separated games.tag holds. */
function hasTag(row: GameRow, tag: string): boolean {
  return row.tag.split(',').includes(tag);
}

/** The game types that have providers, each with them (their maintenance as of `now`). */
export function gameList(db: Db, lang: Lang, now: Date): GameListResponse {
  const types = db.prepare('SELECT gt_id, code, app_prefix, name_i18n FROM game_types ORDER BY sort DESC, gt_id').all() as GameTypeRow[];
  const providers = providersByType(db);
  return {
    data: types
      .map((type) => ({
        ...gameTypeHead(type, lang),
        gp_list: providers.filter((p) => p.game_type === type.gt_id).map((p) => providerData(p, now)),
      }))
      .filter((type) => type.gp_list.length > 0),
  };
}

/** A provider's games of one type (and house), all of them and by label. */
export function gameLabels(
  db: Db,
  query: { gp_id: string; game_type_id: number; house?: string },
  lang: Lang,
  memberId: number | null,
): GameLabelResponse {
  const rows = db
    .prepare(`${GAME_SELECT} AND g.gp_id = ? AND g.game_type = ? AND (? = '' OR g.house = ?) ${GAME_ORDER}`)
    .all(query.gp_id, query.game_type_id, query.house ?? '', query.house ?? '') as GameRow[];
  const favorites = favoriteIds(db, memberId);
  const tags = db.prepare('SELECT id, tag FROM game_tags ORDER BY sort DESC, id').all() as { id: number; tag: string }[];
  return {
    list: tags
      .map((t) => ({
        id: t.id,
        tag: t.tag,
        game_list: rows.filter((row) => hasTag(row, t.tag)).map((row) => gameData(row, lang, favorites)),
      }))
      .filter((label) => label.game_list.length > 0),
    main: rows.map((row) => gameData(row, lang, favorites)),
  };
}

/** The games of a type that carry a tag. */
export function tagGames(db: Db, gtId: number, tag: string, lang: Lang, memberId: number | null): TagGameListResponse {
  const rows = (db.prepare(`${GAME_SELECT} AND g.game_type = ? ${GAME_ORDER}`).all(gtId) as GameRow[]).filter((row) => hasTag(row, tag));
  const favorites = favoriteIds(db, memberId);
  return { info: rows.map((row) => gameData(row, lang, favorites)) };
}

/** The site's template lists with their games. */
export function templateGames(db: Db, siteId: number, lang: Lang, memberId: number | null): TemplateGameListResponse {
  const lists = db
    .prepare('SELECT id, gt_id, title_i18n FROM game_template_lists WHERE site_id = ? ORDER BY sort DESC, id')
    .all(siteId) as {
    id: number;
    gt_id: number;
    title_i18n: string;
  }[];
  const items = db.prepare(
    `SELECT ${GAME_COLUMNS} FROM game_template_items ti JOIN games g ON g.id = ti.game_id JOIN providers p ON p.gp_id = g.gp_id
     WHERE g.active = 1 AND p.active = 1 AND ti.list_id = ? ORDER BY ti.sort DESC, g.id`,
  );
  const favorites = favoriteIds(db, memberId);
  return {
    info: lists.map((list) => ({
      id: list.id,
      gt_id: list.gt_id,
      title: parseJson<GameNames>(list.title_i18n, {}),
      game_list: (items.all(list.id) as GameRow[]).map((row) => gameData(row, lang, favorites)),
    })),
  };
}
