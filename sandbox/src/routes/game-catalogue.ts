import type { FastifyInstance } from 'fastify';
import type { GameLabelResponse, GameListResponse, TagGameListResponse } from '@casino/contracts';
import type { SandboxContext } from '../context';
import { siteExists } from '../games/catalogue';
import { gameLabels, gameList, tagGames, templateGames } from '../games/hall';
import { ok, publicCall } from '../http/call';
import { currency, deviceCode, house, siteId } from '../http/common-schemas';
import { integer, object, string } from '../http/schema';

const gameTypeId = integer({ minimum: 2, maximum: 9 });
const gpId = string({ minLength: 1, maxLength: 16 });
/** hot, new, jackpot… (game_tags.tag) */
const tagName = string({ minLength: 1, maxLength: 32, pattern: '^[a-z_]+$' });

const listBody = object({ site_id: siteId, currency, support_device: deviceCode, template: string({ maxLength: 64 }) }, ['site_id']);
const labelBody = object({ site_id: siteId, currency, device: deviceCode, gp_id: gpId, game_type_id: gameTypeId, house }, [
  'site_id',
  'gp_id',
  'game_type_id',
]);
const tagBody = object({ site_id: siteId, currency, support_device: deviceCode, tag: tagName, gt_id: gameTypeId }, [
  'site_id',
  'tag',
  'gt_id',
]);
const templateBody = object({ site_id: siteId, currency, support_device: deviceCode }, ['site_id']);

/**
 * The game hall's calls (member-and-account.md §7; shapes in contracts/games.ts) over games/hall.ts.
 * Public: with a member's token, member_favorite marks that member's favourites; without one it is
 * 0. A list call for an unknown site answers empty lists, as every list call of the sandbox does.
 */
export function gameCatalogueRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  publicCall(app, ctx, '/v3/game_list', listBody, ({ body, lang }) =>
    ok(siteExists(db, body.site_id) ? gameList(db, lang, ctx.now()) : ({ data: [] } satisfies GameListResponse)),
  );
  publicCall(app, ctx, '/v2/game_label', labelBody, ({ body, lang, member }) =>
    ok(
      siteExists(db, body.site_id) ? gameLabels(db, body, lang, member?.id ?? null) : ({ list: [], main: [] } satisfies GameLabelResponse),
    ),
  );
  publicCall(app, ctx, '/v2/get_tag_game_list', tagBody, ({ body, lang, member }) =>
    ok(
      siteExists(db, body.site_id)
        ? tagGames(db, body.gt_id, body.tag, lang, member?.id ?? null)
        : ({ info: [] } satisfies TagGameListResponse),
    ),
  );
  publicCall(app, ctx, '/v2/get_template_game_list', templateBody, ({ body, lang, member }) =>
    ok(templateGames(db, body.site_id, lang, member?.id ?? null)),
  );
}
