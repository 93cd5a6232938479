import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LastPlayingResponse, PlayResponse, SportQuickbetResponse } from '@casino/contracts';
import { SPORT_GAME_TYPE } from '@casino/contracts';
import type { SandboxContext } from '../context';
import { memberCash } from '../money/minor-units';
import { inMaintenance, maintenanceData, type MaintenanceColumns } from '../games/catalogue';
import { endGameSessions, lastPlayedIds, startGameSession } from '../games/game-sessions';
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

/**
 * The member's game calls (member-and-account.md §4, §7, §8) and the sport page's address:
 * favourites and last played per member, play1 (203 maintenance, 957 transfers disabled, else the
 * URL of the sandbox's game page for this launch), leave1.
 */
export function memberGameRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  memberCall(app, ctx, '/arks/web/member-games/last-playing-game', object({}, []), ({ member }) =>
    ok({ list: lastPlayedIds(db, member.id) } satisfies LastPlayingResponse),
  );

  memberCall(app, ctx, '/arks/web/member-games/favorite/store', favoriteBody, ({ body, member, lang }) => {
    const ids = [...new Set(body.data.map((d) => d.game_id))];
    const known = new Set(
      ids.length === 0
        ? []
        : (db
            .prepare(`SELECT id FROM games WHERE id IN (${ids.map(() => '?').join(', ')})`)
            .pluck()
            .all(...ids) as number[]),
    );
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) return invalidField('data', 'favoriteGamesUnknown', lang, { ids: unknown.join(', ') });
    const add = db.prepare('INSERT OR IGNORE INTO member_favorite_games (member_id, game_id, created_at) VALUES (?, ?, ?)');
    const remove = db.prepare('DELETE FROM member_favorite_games WHERE member_id = ? AND game_id = ?');
    const at = ctx.now().toISOString();
    // in the order sent: a game listed twice ends as its last entry says
    db.transaction(() => {
      for (const { game_id, status } of body.data) {
        if (status === 1) add.run(member.id, game_id, at);
        else remove.run(member.id, game_id);
      }
    })();
    const list = db
      .prepare('SELECT game_id FROM member_favorite_games WHERE member_id = ? ORDER BY created_at DESC, rowid DESC')
      .pluck()
      .all(member.id) as number[];
    return ok({ list });
  });

  memberCall(app, ctx, '/member/game/play1', playBody, ({ body, member, lang, request }) => {
    const lobby = lobbyUrl(body.lobby_url, callingPage(request), ctx.siteOrigins);
    if (lobby === null) return invalidField('lobby_url', 'lobbyUrlInvalid', lang);

    const game = db
      .prepare(
        `SELECT g.id, g.gp_id, g.game_code, g.maintenance, g.maintain_start_at, g.maintain_end_at, g.maintain_title_i18n
         FROM games g JOIN providers p ON p.gp_id = g.gp_id
         WHERE g.gp_id = ? AND (? = '' OR g.game_code = ?) AND g.game_type = ? AND g.active = 1 AND p.active = 1
         ORDER BY g.sort DESC, g.id LIMIT 1`,
      )
      .get(body.gp_id, body.game_code ?? '', body.game_code ?? '', body.game_type) as
      (MaintenanceColumns & { id: number; gp_id: string; game_code: string }) | undefined;
    if (!game) return fail(101, 'gameNotFound');
    const provider = db
      .prepare('SELECT maintenance, maintain_start_at, maintain_end_at, maintain_title_i18n FROM providers WHERE gp_id = ?')
      .get(game.gp_id) as MaintenanceColumns;

    const now = ctx.now();
    // the provider's maintenance first: its window is the one the dialog should show
    for (const scope of [provider, game]) {
      if (inMaintenance(scope, now)) return fail(203, 'gameMaintenance', { data: maintenanceData(scope, lang) });
    }
    const flags = db.prepare('SELECT transfer_disabled FROM members WHERE id = ?').get(member.id) as { transfer_disabled: number };
    if (flags.transfer_disabled === 1) return fail(957, 'transferDisabled');

    const language = lang;
    const token = startGameSession(db, { memberId: member.id, gameId: game.id, lobbyUrl: lobby, lang: language }, now);
    const query = new URLSearchParams({ session: token, lang: language });
    const url = `${ctx.publicUrl()}/games/${encodeURIComponent(body.gp_id)}/${encodeURIComponent(game.game_code)}?${query.toString()}`;
    return ok({ url } satisfies PlayResponse);
  });

  memberCall(app, ctx, '/member/game/leave1', object({}, []), ({ member }) => {
    const ended = endGameSessions(db, member.id, ctx.now());
    // The game played on the member's cash: nothing to move back, but the site hears the balance
    // as after a real transfer back (the shell clears its quitting flag on member.cash).
    const cash = memberCash(db, member.id);
    ctx.events.emit('member-event', { member_id: member.id, name: 'member.cash', data: { member_id: member.id, cash } });
    return ok({ left: ended > 0, cash });
  });

  publicCall(
    app,
    ctx,
    '/arks/web/game/sport-quickbet-url',
    object({ site_id: siteId, currency, support_device: deviceCode, domain: string({ minLength: 1, maxLength: 300 }) }, [
      'site_id',
      'domain',
    ]),
    ({ body, lang, request }) => {
      const parent = siteOriginOf(body.domain, callingPage(request), ctx.siteOrigins);
      if (parent === null) return invalidField('domain', 'sportDomainInvalid', lang, { domain: body.domain });
      const provider = db
        .prepare(
          `SELECT p.gp_id, p.maintenance, p.maintain_start_at, p.maintain_end_at, p.maintain_title_i18n
           FROM providers p JOIN games g ON g.gp_id = p.gp_id
           WHERE g.game_type = ? AND p.active = 1 AND g.active = 1 ORDER BY p.sort DESC LIMIT 1`,
        )
        .get(SPORT_GAME_TYPE) as (MaintenanceColumns & { gp_id: string }) | undefined;
      if (!provider) return fail(101, 'gameNotFound');
      if (inMaintenance(provider, ctx.now())) return fail(203, 'gameMaintenance', { data: maintenanceData(provider, lang) });
      const query = new URLSearchParams({ parent, lang: lang, ...(body.currency ? { currency: body.currency } : {}) });
      const answer: SportQuickbetResponse = { detail: { url: `${ctx.publicUrl()}/sport/?${query.toString()}`, gp_id: provider.gp_id } };
      return ok(answer);
    },
  );
}
