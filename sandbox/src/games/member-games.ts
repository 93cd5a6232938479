import { SPORT_GAME_TYPE, type SportQuickbetResponse } from '@casino/contracts';
import type { Member } from '../auth/sessions';
import type { SandboxContext } from '../context';
import type { Db } from '../db/db';
import { fail, ok, type CallResult } from '../http/call';
import type { Lang } from '../http/lang';
import { memberCash } from '../money/minor-units';
import { inMaintenance, maintenanceData, type MaintenanceColumns } from './catalogue';
import { endGameSessions, startGameSession } from './game-sessions';

/**
 * A member's games (member-and-account.md §4, §7, §8): favourites, launching a game on the
 * sandbox's game page (play1), leaving it (leave1), and the sport page's address.
 */

/** The ids among `ids` that name no game. */
export function unknownGames(db: Db, ids: number[]): number[] {
  if (ids.length === 0) return [];
  const known = new Set(
    db
      .prepare(`SELECT id FROM games WHERE id IN (${ids.map(() => '?').join(', ')})`)
      .pluck()
      .all(...ids) as number[],
  );
  return ids.filter((id) => !known.has(id));
}

/** Adds (status 1) or removes (0) favourites in the order sent, so a game listed twice ends as its last entry says; answers the list, newest first. */
export function storeFavorites(ctx: SandboxContext, memberId: number, changes: { game_id: number; status: 0 | 1 }[]): number[] {
  const { db } = ctx;
  const add = db.prepare('INSERT OR IGNORE INTO member_favorite_games (member_id, game_id, created_at) VALUES (?, ?, ?)');
  const remove = db.prepare('DELETE FROM member_favorite_games WHERE member_id = ? AND game_id = ?');
  const at = ctx.now().toISOString();
  db.transaction(() => {
    for (const { game_id, status } of changes) {
      if (status === 1) add.run(memberId, game_id, at);
      else remove.run(memberId, game_id);
    }
  })();
  return db
    .prepare('SELECT game_id FROM member_favorite_games WHERE member_id = ? ORDER BY created_at DESC, rowid DESC')
    .pluck()
    .all(memberId) as number[];
}

export interface Launch {
  gp_id: string;
  game_type: number;
  game_code?: string;
}

/** Starts a game for the member (203 in maintenance, the provider's window first; 957 transfers disabled) and answers its page's URL. */
export function launchGame(ctx: SandboxContext, member: Member, launch: Launch, lobby: string, lang: Lang): CallResult {
  const { db } = ctx;
  const game = db
    .prepare(
      `SELECT g.id, g.gp_id, g.game_code, g.maintenance, g.maintain_start_at, g.maintain_end_at, g.maintain_title_i18n
       FROM games g JOIN providers p ON p.gp_id = g.gp_id
       WHERE g.gp_id = ? AND (? = '' OR g.game_code = ?) AND g.game_type = ? AND g.active = 1 AND p.active = 1
       ORDER BY g.sort DESC, g.id LIMIT 1`,
    )
    .get(launch.gp_id, launch.game_code ?? '', launch.game_code ?? '', launch.game_type) as
    (MaintenanceColumns & { id: number; gp_id: string; game_code: string }) | undefined;
  if (!game) return fail(101, 'gameNotFound');
  const provider = db
    .prepare('SELECT maintenance, maintain_start_at, maintain_end_at, maintain_title_i18n FROM providers WHERE gp_id = ?')
    .get(game.gp_id) as MaintenanceColumns;
  const now = ctx.now();
  for (const scope of [provider, game]) {
    if (inMaintenance(scope, now)) return fail(203, 'gameMaintenance', { data: maintenanceData(scope, lang) });
  }
  const flags = db.prepare('SELECT transfer_disabled FROM members WHERE id = ?').get(member.id) as { transfer_disabled: number };
  if (flags.transfer_disabled === 1) return fail(957, 'transferDisabled');
  const token = startGameSession(db, { memberId: member.id, gameId: game.id, lobbyUrl: lobby, lang }, now);
  const query = new URLSearchParams({ session: token, lang });
  return ok({
    url: `${ctx.publicUrl()}/games/${encodeURIComponent(launch.gp_id)}/${encodeURIComponent(game.game_code)}?${query.toString()}`,
  });
}

/**
 * Ends the member's game sessions. The game played on the member's cash: nothing to move back, but
 * the site hears the balance as after a real transfer back (the shell clears its quitting flag on member.cash).
 */
export function leaveGames(ctx: SandboxContext, memberId: number): { left: boolean; cash: number } {
  const ended = endGameSessions(ctx.db, memberId, ctx.now());
  const cash = memberCash(ctx.db, memberId);
  ctx.events.emit('member-event', { member_id: memberId, name: 'member.cash', data: { member_id: memberId, cash } });
  return { left: ended > 0, cash };
}

/** The sport page of the first sport provider, framed by `parent` (203 in maintenance). */
export function sportQuickbet(ctx: SandboxContext, parent: string, currency: string | undefined, lang: Lang): CallResult {
  const provider = ctx.db
    .prepare(
      `SELECT p.gp_id, p.maintenance, p.maintain_start_at, p.maintain_end_at, p.maintain_title_i18n
       FROM providers p JOIN games g ON g.gp_id = p.gp_id
       WHERE g.game_type = ? AND p.active = 1 AND g.active = 1 ORDER BY p.sort DESC LIMIT 1`,
    )
    .get(SPORT_GAME_TYPE) as (MaintenanceColumns & { gp_id: string }) | undefined;
  if (!provider) return fail(101, 'gameNotFound');
  if (inMaintenance(provider, ctx.now())) return fail(203, 'gameMaintenance', { data: maintenanceData(provider, lang) });
  const query = new URLSearchParams({ parent, lang, ...(currency ? { currency } : {}) });
  const answer: SportQuickbetResponse = { detail: { url: `${ctx.publicUrl()}/sport/?${query.toString()}`, gp_id: provider.gp_id } };
  return ok(answer);
}
