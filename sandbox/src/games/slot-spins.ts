import type { SandboxContext } from '../context';
import type { Db } from '../db/db';
import type { Lang } from '../http/lang';
import { major, minor } from '../money/minor-units';
import { gameName, inMaintenance, type MaintenanceColumns } from './catalogue';
import type { LiveGameSession } from './game-sessions';
import { betOptions, spinOutcome } from './slot-machine';

/** A member's spins on the sandbox slot of a launch: bets on the member's own cash, each recorded as a game round. */

/** A refusal of a spin: its HTTP status and the page text that says why. */
export type SpinRefusal = { refused: 503 | 400 | 409; reason: 'maintenance' | 'invalidBet' | 'insufficientBalance' };

export interface SpinResult {
  spin: number;
  outcome: ReturnType<typeof spinOutcome>;
  bet: number;
  /** the member's cash after the spin, as the wire's decimal */
  cash: number;
}

/** Takes the bet and gives the payout in one statement (which refuses a bet above the cash); answers the cash after, or null. */
function playRound(
  db: Db,
  session: LiveGameSession,
  spin: number,
  round: { betMinor: number; payoutMinor: number; reels: string[] },
  at: string,
) {
  return db.transaction((): number | null => {
    const played = db
      .prepare('UPDATE members SET cash_minor = cash_minor - ? + ? WHERE id = ? AND cash_minor >= ?')
      .run(round.betMinor, round.payoutMinor, session.member_id, round.betMinor);
    if (played.changes === 0) return null;
    const after = (db.prepare('SELECT cash_minor FROM members WHERE id = ?').get(session.member_id) as { cash_minor: number }).cash_minor;
    db.prepare('UPDATE game_sessions SET spins = ? WHERE token = ?').run(spin, session.token);
    db.prepare(
      'INSERT INTO game_rounds (session_token, member_id, game_id, bet_minor, payout_minor, cash_after_minor, reels, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(session.token, session.member_id, session.game_id, round.betMinor, round.payoutMinor, after, JSON.stringify(round.reels), at);
    return after;
  })();
}

/** One spin of a launch: refused in maintenance, for a bet not offered, or above the cash; else played and published as member.cash. */
export function playSpin(ctx: SandboxContext, session: LiveGameSession, bet: unknown): SpinResult | SpinRefusal {
  const { db } = ctx;
  const now = ctx.now();
  const windows = db
    .prepare(
      `SELECT p.maintenance, p.maintain_start_at, p.maintain_end_at, p.maintain_title_i18n FROM providers p WHERE p.gp_id = ?
       UNION ALL SELECT g.maintenance, g.maintain_start_at, g.maintain_end_at, g.maintain_title_i18n FROM games g WHERE g.id = ?`,
    )
    .all(session.gp_id, session.game_id) as MaintenanceColumns[];
  if (windows.some((w) => inMaintenance(w, now))) return { refused: 503, reason: 'maintenance' };
  if (typeof bet !== 'number' || !betOptions(session.currency).includes(bet)) return { refused: 400, reason: 'invalidBet' };
  const spin = session.spins + 1;
  const outcome = spinOutcome(session.game_code, spin, bet);
  const betMinor = minor(bet, session.currency);
  const cashMinor = playRound(
    db,
    session,
    spin,
    { betMinor, payoutMinor: betMinor * outcome.multiplier, reels: outcome.reels },
    now.toISOString(),
  );
  if (cashMinor === null) return { refused: 409, reason: 'insufficientBalance' };
  const cash = major(cashMinor, session.currency);
  // as a provider's wallet callback would: the site's header balance follows (shell wallet handler)
  ctx.events.emit('member-event', { member_id: session.member_id, name: 'member.cash', data: { member_id: session.member_id, cash } });
  return { spin, outcome, bet, cash };
}

/** A provider's brand colour (as stored; the page checks it). */
export function providerColor(db: Db, gpId: string): string | undefined {
  return (db.prepare('SELECT color FROM providers WHERE gp_id = ?').get(gpId) as { color: string } | undefined)?.color;
}

/** The games the sport page offers to open (U003): one per open mode the seed shows. */
const SPORT_PAGE_PROVIDERS = ['GPR8', 'GPPT', 'GPPL', 'GPBB'];

/** The first active game of each of the sport page's providers, named in `lang`. */
export function sportGameLinks(db: Db, lang: Lang) {
  const first = db.prepare(
    `SELECT g.gp_id, p.gp_name, g.game_type, g.game_code, g.name_i18n FROM games g JOIN providers p ON p.gp_id = g.gp_id
     WHERE g.gp_id = ? AND g.active = 1 AND p.active = 1 ORDER BY g.sort DESC, g.id LIMIT 1`,
  );
  return SPORT_PAGE_PROVIDERS.flatMap((gp) => {
    const row = first.get(gp) as { gp_id: string; gp_name: string; game_type: number; game_code: string; name_i18n: string } | undefined;
    return row
      ? [{ gp_id: row.gp_id, game_type: row.game_type, game_code: row.game_code, name: gameName(row, lang), provider: row.gp_name }]
      : [];
  });
}
