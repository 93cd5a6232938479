import { wallClockText } from '@casino/contracts/date-range';
import { RED_ENVELOPE_GONE_CODE, RED_ENVELOPE_TIME_ZONE, type RedEnvelopeData } from '@casino/contracts';
import type { Member } from '../auth/sessions';
import type { SandboxContext } from '../context';
import { fail, ok, type CallResult } from '../http/call';
import { major, memberCash } from './minor-units';

/** `YYYY-MM-DD HH:mm:ss` of an instant on the wall clock of America/Caracas (§9: the red envelope's zone). */
export function caracasWallClock(date: Date): string {
  return wallClockText(date, RED_ENVELOPE_TIME_ZONE);
}

export interface EnvelopeRow {
  id: number;
  site_id: number;
  currency: string;
  title: string;
  /** in the currency's smallest unit */
  cash_minor: number;
  starts_at: string;
  ends_at: string;
}

export const envelopeData = (row: EnvelopeRow): RedEnvelopeData => ({
  id: row.id,
  title: row.title,
  end_at: caracasWallClock(new Date(row.ends_at)),
});

/** The envelope on offer to the member now: started, not ended, not opened by them yet. */
export function currentEnvelope(ctx: SandboxContext, member: Member): EnvelopeRow | undefined {
  const now = ctx.now().toISOString();
  return ctx.db
    .prepare(
      `SELECT e.* FROM red_envelopes e WHERE e.site_id = ? AND e.currency = ? AND e.starts_at <= ? AND e.ends_at > ?
       AND NOT EXISTS (SELECT 1 FROM red_envelope_claims c WHERE c.envelope_id = e.id AND c.member_id = ?)
       ORDER BY e.ends_at ASC, e.id ASC LIMIT 1`,
    )
    .get(member.site_id, member.currency, now, now, member.id) as EnvelopeRow | undefined;
}

/** Opens an envelope of the member's site and currency: its cash goes to the main wallet once, while it is open. */
export function claimEnvelope(ctx: SandboxContext, member: Member, id: number): CallResult {
  const { db } = ctx;
  const row = db
    .prepare('SELECT * FROM red_envelopes WHERE id = ? AND site_id = ? AND currency = ?')
    .get(id, member.site_id, member.currency) as EnvelopeRow | undefined;
  if (!row) return fail(101, 'redEnvelopeNotFound');
  const now = ctx.now();
  const claimed =
    db.prepare('SELECT 1 FROM red_envelope_claims WHERE envelope_id = ? AND member_id = ?').get(row.id, member.id) !== undefined;
  const open = Date.parse(row.starts_at) <= now.getTime() && now.getTime() < Date.parse(row.ends_at);
  if (claimed || !open) return fail(RED_ENVELOPE_GONE_CODE, 'redEnvelopeGone');
  db.transaction(() => {
    db.prepare('INSERT INTO red_envelope_claims (envelope_id, member_id, cash_minor, claimed_at) VALUES (?, ?, ?, ?)').run(
      row.id,
      member.id,
      row.cash_minor,
      now.toISOString(),
    );
    db.prepare('UPDATE members SET cash_minor = cash_minor + ? WHERE id = ?').run(row.cash_minor, member.id);
  })();
  ctx.events.emit('member-event', {
    member_id: member.id,
    name: 'member.cash',
    data: { member_id: member.id, cash: memberCash(db, member.id) },
  });
  return ok({ cash: major(row.cash_minor, row.currency) });
}
