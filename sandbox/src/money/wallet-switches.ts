import { toMinorUnits } from '@casino/contracts';
import type { SandboxContext } from '../context';
import type { Switched } from '../http/switched';
import type { EventToPublish } from '../realtime/events';
import { envelopeData } from './red-envelopes';

/**
 * The wallet's test switches (/__sandbox, docs/sandbox.md): cash at a provider (what a transfer
 * back moves), a letter sent to a member (letter.sent), a red envelope put on offer
 * (RedEnvelopeDisplay on private-member.{currency}), the cash-surplus flag.
 */

function memberIdOf(ctx: SandboxContext, account: string, site: number | undefined): number | undefined {
  return (ctx.db.prepare('SELECT id FROM members WHERE account = ? AND site_id = ?').get(account, site ?? 1) as { id: number } | undefined)
    ?.id;
}

/** Sets a member's cash at a provider (in the member's currency) and lifts the transfer-back cooldown. */
export function setProviderCash(
  ctx: SandboxContext,
  b: { member_account: string; site_id?: number; gp_id: string; cash: number },
): Switched<Record<string, unknown>> {
  const { db } = ctx;
  const id = memberIdOf(ctx, b.member_account, b.site_id);
  if (id === undefined) return { refused: [404, `No member ${b.member_account}`] };
  if (db.prepare('SELECT 1 FROM providers WHERE gp_id = ?').get(b.gp_id) === undefined) return { refused: [404, `No provider ${b.gp_id}`] };
  const { currency } = db.prepare('SELECT currency FROM members WHERE id = ?').get(id) as { currency: string };
  const cash = toMinorUnits(b.cash, currency);
  if (cash === null) return { refused: [400, `${b.cash} has more decimals than ${currency} allows`] };
  db.prepare(
    'INSERT INTO member_provider_wallets (member_id, gp_id, cash_minor) VALUES (?, ?, ?) ON CONFLICT (member_id, gp_id) DO UPDATE SET cash_minor = excluded.cash_minor',
  ).run(id, b.gp_id, cash);
  // a test that sets cash wants to transfer it back now, not after the last transfer's cooldown
  db.prepare('UPDATE members SET transfer_back_at = NULL WHERE id = ?').run(id);
  return { ok: true, member_id: id, gp_id: b.gp_id, cash: b.cash };
}

/** Sends a letter to a member and publishes letter.sent. */
export function sendLetter(
  ctx: SandboxContext,
  b: { member_account: string; site_id?: number; title: string; content?: string },
): Switched<Record<string, unknown>> {
  const id = memberIdOf(ctx, b.member_account, b.site_id);
  if (id === undefined) return { refused: [404, `No member ${b.member_account}`] };
  const letter = ctx.db
    .prepare('INSERT INTO member_letters (member_id, title, content, is_read, created_at) VALUES (?, ?, ?, 0, ?)')
    .run(id, b.title, b.content ?? '', ctx.now().toISOString()).lastInsertRowid;
  ctx.events.emit('member-event', { member_id: id, name: 'letter.sent', data: { member_id: id, id: Number(letter) } });
  return { ok: true, member_id: id, id: Number(letter) };
}

/** Puts a red envelope on offer for `seconds` from now and announces it to the currency's members. */
export function offerEnvelope(
  ctx: SandboxContext,
  b: { site_id?: number; currency: string; title?: string; cash: number; seconds: number },
  publish: (event: EventToPublish) => unknown,
): Switched<Record<string, unknown>> {
  const now = ctx.now();
  const cash = toMinorUnits(b.cash, b.currency);
  if (cash === null) return { refused: [400, `${b.cash} has more decimals than ${b.currency} allows`] };
  const row = {
    site_id: b.site_id ?? 1,
    currency: b.currency,
    title: b.title ?? 'Red envelope',
    cash_minor: cash,
    starts_at: now.toISOString(),
    ends_at: new Date(now.getTime() + b.seconds * 1000).toISOString(),
  };
  const id = Number(
    ctx.db
      .prepare('INSERT INTO red_envelopes (site_id, currency, title, cash_minor, starts_at, ends_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(row.site_id, row.currency, row.title, row.cash_minor, row.starts_at, row.ends_at).lastInsertRowid,
  );
  const data = envelopeData({ id, ...row });
  publish({ name: 'RedEnvelopeDisplay', channels: [`private-member.${row.currency}`], data: JSON.stringify(data), info: [] });
  return { ok: true, ...data, ends_at: row.ends_at };
}

/** Turns the cash-surplus flag of a site and currency on or off. */
export function setCashSurplus(ctx: SandboxContext, b: { site_id?: number; currency: string; active: boolean }) {
  ctx.db
    .prepare(
      'INSERT INTO cash_surplus_settings (site_id, currency, active) VALUES (?, ?, ?) ON CONFLICT (site_id, currency) DO UPDATE SET active = excluded.active',
    )
    .run(b.site_id ?? 1, b.currency, b.active ? 1 : 0);
  return { ok: true, active: b.active };
}
