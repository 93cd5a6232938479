import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LastPlayingResponse } from '@casino/contracts';
import type { SandboxContext } from '../context';
import { lastPlayedIds } from '../games/game-sessions';
import { launchGame, leaveGames, sportQuickbet, storeFavorites, unknownGames } from '../games/member-games';
import { headerOrigin, lobbyUrl, siteOriginOf } from '../games/site-urls';
import { fail, memberCall, ok, publicCall, type CallResult } from '../http/call';
import { currency, deviceCode, house, siteId } from '../http/common-schemas';
import type { Lang } from '../http/lang';
import { translate, type MessageKey, type MessageParams } from '../http/messages';
import { array, integer, intEnum, object, string } from '../http/schema';

/** The page that made the call (its Origin, else its Referer): relative lobby URLs and bare domains are resolved against it. */
function callingPage(request: FastifyRequest): string | null {
  return headerOrigin(request.headers.origin) ?? headerOrigin(request.headers.referer);
}

/** A refusal of one field's value, shaped like the schema's validation errors (HTTP 400, errors[]). */
function invalidField(field: string, key: MessageKey, lang: Lang, params: MessageParams = {}): CallResult {
  return fail(400, key, { params, httpStatus: 400, data: { errors: [{ field, message: translate(key, lang, params) }] } });
}

const playBody = object(
  {
    gp_id: string({ minLength: 1, maxLength: 16 }),
    game_type: integer({ minimum: 2, maximum: 9 }),
    // empty or absent: the provider's lobby (a banner's game link names only the provider)
    game_code: string({ maxLength: 64 }),
    house,
    lobby_url: string({ minLength: 1, maxLength: 2048 }),
    device: deviceCode,
    extra: object({}, []),
  },
  ['gp_id', 'game_type', 'lobby_url', 'device'],
);

const favoriteBody = object(
  { data: array(object({ game_id: integer({ minimum: 1 }), status: intEnum([0, 1]) }, ['game_id', 'status']), { maxItems: 200 }) },
  ['data'],
);

const sportBody = object({ site_id: siteId, currency, support_device: deviceCode, domain: string({ minLength: 1, maxLength: 300 }) }, [
  'site_id',
  'domain',
]);

/**
 * The member's game calls (member-and-account.md §4, §7, §8) and the sport page's address over
 * games/member-games.ts: favourites and last played per member, play1 (203 maintenance, 957
 * transfers disabled, else the URL of the sandbox's game page for this launch), leave1.
 */
export function memberGameRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  memberCall(app, ctx, '/arks/web/member-games/last-playing-game', object({}, []), ({ member }) =>
    ok({ list: lastPlayedIds(db, member.id) } satisfies LastPlayingResponse),
  );
  memberCall(app, ctx, '/arks/web/member-games/favorite/store', favoriteBody, ({ body, member, lang }) => {
    const unknown = unknownGames(db, [...new Set(body.data.map((d) => d.game_id))]);
    if (unknown.length > 0) return invalidField('data', 'favoriteGamesUnknown', lang, { ids: unknown.join(', ') });
    return ok({ list: storeFavorites(ctx, member.id, body.data) });
  });
  memberCall(app, ctx, '/member/game/play1', playBody, ({ body, member, lang, request }) => {
    const lobby = lobbyUrl(body.lobby_url, callingPage(request), ctx.siteOrigins);
    if (lobby === null) return invalidField('lobby_url', 'lobbyUrlInvalid', lang);
    return launchGame(ctx, member, body, lobby, lang);
  });
  memberCall(app, ctx, '/member/game/leave1', object({}, []), ({ member }) => ok(leaveGames(ctx, member.id)));
  publicCall(app, ctx, '/arks/web/game/sport-quickbet-url', sportBody, ({ body, lang, request }) => {
    const parent = siteOriginOf(body.domain, callingPage(request), ctx.siteOrigins);
    if (parent === null) return invalidField('domain', 'sportDomainInvalid', lang, { domain: body.domain });
    return sportQuickbet(ctx, parent, body.currency, lang);
  });
}
