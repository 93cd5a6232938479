import type { FastifyInstance } from 'fastify';
import type { GameLabelResponse, GameListResponse, GameNames, TagGameListResponse, TemplateGameListResponse } from '@casino/contracts';
import { gameTypeIconUrl } from '../assets/urls';
import type { SandboxContext } from '../context';
import {
  favoriteIds,
  GAME_COLUMNS,
  GAME_ORDER,
  GAME_SELECT,
  gameData,
  providerData,
  providersByType,
  siteExists,
  type GameRow,
} from '../games/catalogue';
import { ok, publicCall } from '../http/call';
import { currency, deviceCode, house, siteId } from '../http/common-schemas';
import { pick } from '../http/lang';
import { integer, object, string } from '../http/schema';
import { parseJson, type I18nText } from '../http/json';

const gameTypeId = integer({ minimum: 2, maximum: 9 });
const gpId = string({ minLength: 1, maxLength: 16 });
/** hot, new, jackpot… (game_tags.tag) */
const tagName = string({ minLength: 1, maxLength: 32, pattern: '^[a-z_]+$' });

/** Tags a comma-separated games.tag holds. */
function hasTag(row: GameRow, tag: string): boolean {
  return row.tag.split(',').includes(tag);
}

/**
 * The game hall's calls (member-and-account.md §7; shapes in contracts/games.ts). Public: with a
 * member's token, member_favorite marks that member's favourites; without one it is 0. A list call
 * for an unknown site answers empty lists, as every list call of the sandbox does.
 */
export function gameCatalogueRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  publicCall(
    app,
    ctx,
    '/v3/game_list',
    object({ site_id: siteId, currency, support_device: deviceCode, template: string({ maxLength: 64 }) }, ['site_id']),
    ({ body, lang }) => {
      if (!siteExists(db, body.site_id)) return ok({ data: [] } satisfies GameListResponse);
      const types = db.prepare('SELECT gt_id, code, app_prefix, name_i18n FROM game_types ORDER BY sort DESC, gt_id').all() as {
        gt_id: number;
        code: string;
        app_prefix: string;
        name_i18n: string;
      }[];
      const providers = providersByType(db);
      const now = ctx.now();
      const answer: GameListResponse = {
        data: types
          .map((type) => ({
            gt_id: type.gt_id,
            gt_name: pick(parseJson<I18nText>(type.name_i18n, {}), lang),
            code: type.code,
            app_prefix: type.app_prefix,
            icon: gameTypeIconUrl(type.gt_id, false),
            icon_active: gameTypeIconUrl(type.gt_id, true),
            gp_list: providers.filter((p) => p.game_type === type.gt_id).map((p) => providerData(p, now)),
          }))
          .filter((type) => type.gp_list.length > 0),
      };
      return ok(answer);
    },
  );

  publicCall(
    app,
    ctx,
    '/v2/game_label',
    object({ site_id: siteId, currency, device: deviceCode, gp_id: gpId, game_type_id: gameTypeId, house }, [
      'site_id',
      'gp_id',
      'game_type_id',
    ]),
    ({ body, lang, member }) => {
      if (!siteExists(db, body.site_id)) return ok({ list: [], main: [] } satisfies GameLabelResponse);
      const rows = db
        .prepare(`${GAME_SELECT} AND g.gp_id = ? AND g.game_type = ? AND (? = '' OR g.house = ?) ${GAME_ORDER}`)
        .all(body.gp_id, body.game_type_id, body.house ?? '', body.house ?? '') as GameRow[];
      const favorites = favoriteIds(db, member?.id ?? null);
      const tags = db.prepare('SELECT id, tag FROM game_tags ORDER BY sort DESC, id').all() as { id: number; tag: string }[];
      const answer: GameLabelResponse = {
        list: tags
          .map((t) => ({
            id: t.id,
            tag: t.tag,
            game_list: rows.filter((row) => hasTag(row, t.tag)).map((row) => gameData(row, lang, favorites)),
          }))
          .filter((label) => label.game_list.length > 0),
        main: rows.map((row) => gameData(row, lang, favorites)),
      };
      return ok(answer);
    },
  );

  publicCall(
    app,
    ctx,
    '/v2/get_tag_game_list',
    object({ site_id: siteId, currency, support_device: deviceCode, tag: tagName, gt_id: gameTypeId }, ['site_id', 'tag', 'gt_id']),
    ({ body, lang, member }) => {
      if (!siteExists(db, body.site_id)) return ok({ info: [] } satisfies TagGameListResponse);
      const rows = (db.prepare(`${GAME_SELECT} AND g.game_type = ? ${GAME_ORDER}`).all(body.gt_id) as GameRow[]).filter((row) =>
        hasTag(row, body.tag),
      );
      const favorites = favoriteIds(db, member?.id ?? null);
      return ok({ info: rows.map((row) => gameData(row, lang, favorites)) } satisfies TagGameListResponse);
    },
  );

  publicCall(
    app,
    ctx,
    '/v2/get_template_game_list',
    object({ site_id: siteId, currency, support_device: deviceCode }, ['site_id']),
    ({ body, lang, member }) => {
      const lists = db
        .prepare('SELECT id, gt_id, title_i18n FROM game_template_lists WHERE site_id = ? ORDER BY sort DESC, id')
        .all(body.site_id) as {
        id: number;
        gt_id: number;
        title_i18n: string;
      }[];
      const items = db.prepare(
        `SELECT ${GAME_COLUMNS} FROM game_template_items ti JOIN games g ON g.id = ti.game_id JOIN providers p ON p.gp_id = g.gp_id
         WHERE g.active = 1 AND p.active = 1 AND ti.list_id = ? ORDER BY ti.sort DESC, g.id`,
      );
      const favorites = favoriteIds(db, member?.id ?? null);
      const answer: TemplateGameListResponse = {
        info: lists.map((list) => ({
          id: list.id,
          gt_id: list.gt_id,
          title: parseJson<GameNames>(list.title_i18n, {}),
          game_list: (items.all(list.id) as GameRow[]).map((row) => gameData(row, lang, favorites)),
        })),
      };
      return ok(answer);
    },
  );
}
