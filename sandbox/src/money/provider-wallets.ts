import { randomBytes } from 'node:crypto';
import { TRANSFER_BACK_COOLDOWN_MS, type MyCashResponse, type TransferBackResponse, type TransferRecordResponse } from '@casino/contracts';
import { providerIconUrl } from '../assets/urls';
import type { Member } from '../auth/sessions';
import type { SandboxContext } from '../context';
import type { Db } from '../db/db';
import { inMaintenance, type MaintenanceColumns } from '../games/catalogue';
import { fail, ok, type CallResult } from '../http/call';
import { major, memberCash } from './minor-units';

/**
 * The cash a member left at the game providers (member_provider_wallets, member-and-account.md
 * §3, §4): what each holds, bringing it all back to the main wallet, and the transfer record.
 */

const transferNumber = (now: Date) => `TR${now.getTime()}${randomBytes(2).toString('hex').toUpperCase()}`;

/** The member's cash at each active provider and in the main wallet. */
export function myCash(db: Db, member: Member): MyCashResponse {
  const rows = db
    .prepare(
      `SELECT p.gp_id, p.gp_name, COALESCE(w.cash_minor, 0) AS cash_minor FROM providers p
       LEFT JOIN member_provider_wallets w ON w.gp_id = p.gp_id AND w.member_id = ?
       WHERE p.active = 1 ORDER BY p.sort DESC, p.gp_id`,
    )
    .all(member.id) as Array<{ gp_id: string; gp_name: string; cash_minor: number }>;
  return {
    // is_light: the provider holds cash (its icon lit); icon_dark: the icon shown greyed otherwise
    my_cash_list: rows.map((row) => ({
      gp_id: row.gp_id,
      gp_name: row.gp_name,
      cash: major(row.cash_minor, member.currency),
      is_light: row.cash_minor > 0 ? 1 : 0,
      icon_dark: providerIconUrl(row.gp_id),
    })),
    total: memberCash(db, member.id),
  };
}

type HeldWallet = { gp_id: string; cash_minor: number } & MaintenanceColumns;

/** Why the member may not bring its cash back now (codes 101–105 in the spec's order), or the wallets holding cash. */
function walletsToBringBack(db: Db, member: Member, now: Date): { refused: CallResult } | { wallets: HeldWallet[] } {
  const flags = db.prepare('SELECT is_playing, transfer_disabled, transfer_back_at FROM members WHERE id = ?').get(member.id) as {
    is_playing: number;
    transfer_disabled: number;
    transfer_back_at: string | null;
  };
  if (flags.is_playing === 1) return { refused: fail(101, 'transferBackPlaying') };
  if (flags.transfer_disabled === 1) return { refused: fail(102, 'transferBackDisabled') };
  if (flags.transfer_back_at !== null) {
    const waited = now.getTime() - Date.parse(flags.transfer_back_at);
    if (waited < TRANSFER_BACK_COOLDOWN_MS)
      return { refused: fail(103, 'transferBackTooSoon', { params: { seconds: Math.ceil((TRANSFER_BACK_COOLDOWN_MS - waited) / 1000) } }) };
  }
  const wallets = db
    .prepare(
      `SELECT w.gp_id, w.cash_minor, p.maintenance, p.maintain_start_at, p.maintain_end_at, p.maintain_title_i18n
       FROM member_provider_wallets w JOIN providers p ON p.gp_id = w.gp_id WHERE w.member_id = ? AND w.cash_minor > 0 ORDER BY w.gp_id`,
    )
    .all(member.id) as HeldWallet[];
  if (wallets.length === 0) return { refused: fail(104, 'transferBackNothing') };
  const closed = wallets.filter((wallet) => inMaintenance(wallet, now)).map((wallet) => wallet.gp_id);
  if (closed.length > 0) return { refused: fail(105, 'transferBackMaintenance', { params: { providers: closed.join(', ') } }) };
  return { wallets };
}

/** Brings the cash of every provider back to the main wallet in one transaction and publishes the change. */
export function transferBack(ctx: SandboxContext, member: Member): CallResult {
  const { db } = ctx;
  const now = ctx.now();
  const checked = walletsToBringBack(db, member, now);
  if ('refused' in checked) return checked.refused;
  const { wallets } = checked;
  const at = now.toISOString();
  const minorTotal = wallets.reduce((sum, wallet) => sum + wallet.cash_minor, 0);
  db.transaction(() => {
    const record = db.prepare(
      'INSERT INTO transfer_records (member_id, order_number, from_wallet, to_wallet, amount_minor, status, created_at) VALUES (?, ?, ?, ?, ?, 1, ?)',
    );
    for (const wallet of wallets) record.run(member.id, transferNumber(now), wallet.gp_id, 'MAIN', wallet.cash_minor, at);
    db.prepare('UPDATE member_provider_wallets SET cash_minor = 0 WHERE member_id = ?').run(member.id);
    db.prepare('UPDATE members SET cash_minor = cash_minor + ?, transfer_back_at = ? WHERE id = ?').run(minorTotal, at, member.id);
  })();
  const cash = memberCash(db, member.id);
  const amount = major(minorTotal, member.currency);
  ctx.events.emit('member-event', { member_id: member.id, name: 'all_transfer_back', data: { member_id: member.id, amount } });
  ctx.events.emit('member-event', { member_id: member.id, name: 'member.cash', data: { member_id: member.id, cash } });
  const answer: TransferBackResponse = {
    cash,
    amount,
    transfers: wallets.map((wallet) => ({ gp_id: wallet.gp_id, amount: major(wallet.cash_minor, member.currency) })),
  };
  return ok(answer);
}

/** One page of the member's transfers from `from` to `to` (instants), newest first. */
export function transferRecords(
  db: Db,
  member: Member,
  query: { from: string; to: string; page: number; count: number },
): TransferRecordResponse {
  const range = [member.id, query.from, query.to];
  const { total } = db
    .prepare('SELECT COUNT(*) AS total FROM transfer_records WHERE member_id = ? AND created_at >= ? AND created_at < ?')
    .get(...range) as { total: number };
  const rows = db
    .prepare(
      `SELECT id, order_number, from_wallet, to_wallet, amount_minor, status, created_at FROM transfer_records
       WHERE member_id = ? AND created_at >= ? AND created_at < ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...range, query.count, (query.page - 1) * query.count) as Array<{
    id: number;
    order_number: string;
    from_wallet: string;
    to_wallet: string;
    amount_minor: number;
    status: number;
    created_at: string;
  }>;
  return {
    list: rows.map((row) => ({
      id: row.id,
      order_number: row.order_number,
      from: row.from_wallet,
      to: row.to_wallet,
      amount: major(row.amount_minor, member.currency),
      status: row.status,
      created_at: row.created_at,
    })),
    total_count: total,
  };
}
