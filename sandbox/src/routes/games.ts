import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { demoGames, demoGameTypes, jackpotOf, playDemo } from '../games/demo-games';
import { ok, publicCall } from '../http/call';
import { currency, deviceCode, house, siteId } from '../http/common-schemas';
import { integer, object, string } from '../http/schema';

export { jackpotAmount } from '../games/demo-games';

const gameTypeId = integer({ minimum: 2, maximum: 9 });
const providerProps = { site_id: siteId, currency, device: deviceCode, gp_id: string({ minLength: 1, maxLength: 16 }), house };
const typesBody = object({ site_id: siteId, support_device: deviceCode, currency, template: string({ maxLength: 64 }) }, ['site_id']);
const gamesBody = object({ ...providerProps, game_type_id: gameTypeId }, ['site_id', 'gp_id', 'game_type_id']);
const playBody = object({ ...providerProps, game_type: gameTypeId, game_code: string({ minLength: 1, maxLength: 64 }) }, [
  'site_id',
  'gp_id',
  'game_type',
  'game_code',
]);

/** Jackpot and the visitor demo calls (shell-and-public.md §7, issue #4), over games/demo-games.ts. */
export function gameRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  publicCall(app, ctx, '/v2/get_jackpot', object({ currency }, ['currency']), ({ body }) =>
    ok({ currency: body.currency, jackpot_amount_total: jackpotOf(db, body.currency, ctx.now()) }),
  );
  publicCall(app, ctx, '/demo/gt_games', typesBody, ({ lang }) => ok({ data: demoGameTypes(db, lang) }));
  publicCall(app, ctx, '/demo/gp_games', gamesBody, ({ body, lang }) => ok({ data: demoGames(db, body, lang) }));
  publicCall(app, ctx, '/demo/play', playBody, ({ body, lang, request }) => playDemo(ctx, body, lang, request));
}
