import { TRANSFER_DISABLED_CODE } from '@casino/contracts';
import type { SandboxContext } from '../context';
import { major, memberCash } from '../money/minor-units';
import { inMaintenance, maintenanceData, type MaintenanceColumns } from './catalogue';
import { lastPlayedIds } from './game-sessions';
import type { Switched } from '../http/switched';

/**
 * The games' test switches (/__sandbox, docs/sandbox.md "Games"): maintenance of a provider or a
 * game, a member's transfers, and what the sandbox knows of a member's games.
 */

/** An ISO-8601 time as stored, null for none; undefined when the text is not a time. */
function isoTime(value: string | null | undefined): string | null | undefined {
  if (value === null || value === undefined) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

export interface MaintenanceSwitch {
  gp_id: string;
  game_code?: string;
  maintenance: boolean;
  start_at?: string | null;
  end_at?: string | null;
  title?: Record<string, string | undefined> | null;
}

/** Puts a provider (or one of its games) in maintenance or takes it out; answers the window as play1 would show it. */
export function setMaintenance(ctx: SandboxContext, b: MaintenanceSwitch): Switched<Record<string, unknown>> {
  const start = isoTime(b.start_at);
  const end = isoTime(b.end_at);
  if (start === undefined || end === undefined)
    return { refused: [400, 'start_at and end_at must be ISO-8601 times such as 2025-06-01T08:00:00Z, or null'] };
  if (start !== null && end !== null && end <= start) return { refused: [400, 'end_at must be after start_at'] };
  const table = b.game_code === undefined ? 'providers' : 'games';
  const where = b.game_code === undefined ? 'gp_id = ?' : 'gp_id = ? AND game_code = ?';
  const keys = b.game_code === undefined ? [b.gp_id] : [b.gp_id, b.game_code];
  // switching maintenance off keeps nothing of the old window, so the next one starts clean
  const values = b.maintenance ? [1, start, end, b.title ? JSON.stringify(b.title) : null] : [0, null, null, null];
  const changed = ctx.db
    .prepare(`UPDATE ${table} SET maintenance = ?, maintain_start_at = ?, maintain_end_at = ?, maintain_title_i18n = ? WHERE ${where}`)
    .run(...values, ...keys).changes;
  if (changed === 0)
    return { refused: [404, b.game_code === undefined ? `No provider ${b.gp_id}` : `No game ${b.game_code} of provider ${b.gp_id}`] };
  const row = ctx.db
    .prepare(`SELECT maintenance, maintain_start_at, maintain_end_at, maintain_title_i18n FROM ${table} WHERE ${where}`)
    .get(...keys) as MaintenanceColumns;
  return {
    ok: true,
    gp_id: b.gp_id,
    ...(b.game_code === undefined ? {} : { game_code: b.game_code }),
    maintenance: row.maintenance === 1,
    in_force: inMaintenance(row, ctx.now()),
    ...maintenanceData(row, 'en_US'),
  };
}

/** Disables (or enables) a member's transfers; only the disabling is announced (forward_game.status 957), as the spec does. */
export function setTransfers(ctx: SandboxContext, account: string, siteId: number, disabled: boolean): Switched<Record<string, unknown>> {
  const member = ctx.db.prepare('SELECT id FROM members WHERE account = ? AND site_id = ?').get(account, siteId) as
    { id: number } | undefined;
  if (!member) return { refused: [404, `No member ${account}`] };
  ctx.db.prepare('UPDATE members SET transfer_disabled = ? WHERE id = ?').run(disabled ? 1 : 0, member.id);
  if (disabled)
    ctx.events.emit('member-event', { member_id: member.id, name: 'forward_game.status', data: { code: TRANSFER_DISABLED_CODE } });
  return { ok: true, member_id: member.id, transfer_disabled: disabled };
}

/** A member's cash, game in play, favourites, last played and latest slot rounds. */
export function memberGames(ctx: SandboxContext, account: string, siteId: number): Switched<Record<string, unknown>> {
  const { db } = ctx;
  const member = db
    .prepare('SELECT id, currency, is_playing, playing_game_id, transfer_disabled FROM members WHERE account = ? AND site_id = ?')
    .get(account, siteId) as
    { id: number; currency: string; is_playing: number; playing_game_id: number | null; transfer_disabled: number } | undefined;
  if (!member) return { refused: [404, `No member ${account}`] };
  const playing =
    member.playing_game_id === null
      ? null
      : (db.prepare('SELECT id, gp_id, game_type, game_code FROM games WHERE id = ?').get(member.playing_game_id) as object | undefined);
  const favorites = db
    .prepare('SELECT game_id FROM member_favorite_games WHERE member_id = ? ORDER BY created_at DESC, rowid DESC')
    .pluck()
    .all(member.id);
  const rounds = db
    .prepare(
      'SELECT bet_minor, payout_minor, cash_after_minor, reels, created_at FROM game_rounds WHERE member_id = ? ORDER BY id DESC LIMIT 20',
    )
    .all(member.id) as { bet_minor: number; payout_minor: number; cash_after_minor: number; reels: string; created_at: string }[];
  return {
    ok: true,
    member_id: member.id,
    cash: memberCash(db, member.id),
    is_playing: member.is_playing,
    playing_game: playing ?? null,
    transfer_disabled: member.transfer_disabled === 1,
    last_played: lastPlayedIds(db, member.id),
    favorites,
    rounds: rounds.map((r) => ({
      bet: major(r.bet_minor, member.currency),
      payout: major(r.payout_minor, member.currency),
      cash_after: major(r.cash_after_minor, member.currency),
      reels: JSON.parse(r.reels) as string[],
      created_at: r.created_at,
    })),
  };
}
