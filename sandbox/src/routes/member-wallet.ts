import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { wallClockText } from '@casino/contracts/date-range';
import {
  CASH_SURPLUS_PATH,
  LETTER_DESTROY_PATH,
  LETTER_READ_PATH,
  LETTERS_PATH,
  RED_ENVELOPE_CLAIM_PATH,
  RED_ENVELOPE_GONE_CODE,
  RED_ENVELOPE_PROMOTION_PATH,
  RED_ENVELOPE_TIME_ZONE,
  TRANSFER_BACK_COOLDOWN_MS,
  TRANSFER_BACK_PATH,
  TRANSFER_RECORD_PATH,
  type CashSurplusResponse,
  type LetterData,
  type LettersResponse,
  type MyCashResponse,
  type RedEnvelopeClaimResponse,
  type RedEnvelopeData,
  type RedEnvelopePromotionResponse,
  type TransferBackResponse,
  type TransferRecordResponse,
} from '@casino/contracts';
import type { Member } from '../auth/sessions';
import { major, memberCash } from '../money/minor-units';
import type { SandboxContext } from '../context';
import { dayRange } from '../http/day-range';
import { inMaintenance, type MaintenanceColumns } from '../games/catalogue';
import { providerIconUrl } from '../assets/urls';
import { fail, memberCall, ok, publicCall } from '../http/call';
import { currency, siteId } from '../http/common-schemas';
import { integer, object, string, stringEnum } from '../http/schema';

/** `YYYY-MM-DD HH:mm:ss` of an instant on the wall clock of America/Caracas (§9: the red envelope's zone). */
export function caracasWallClock(date: Date): string {
  return wallClockText(date, RED_ENVELOPE_TIME_ZONE);
}

interface EnvelopeRow {
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

const orderNumber = (now: Date) => `TR${now.getTime()}${randomBytes(2).toString('hex').toUpperCase()}`;

/**
 * The wallet, transfer record, letters and red envelope of a member (member-and-account.md §3, §4,
 * §7, §8, §9). members.cash_minor is the main wallet; member_provider_wallets the cash left at providers.
 * Every change publishes its event on the member's private channel.
 */
export function memberWalletRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  const publish = (member: Member, name: string, data: Record<string, unknown>) =>
    ctx.events.emit('member-event', { member_id: member.id, name, data });
  const mainCash = (member: Member) => memberCash(db, member.id);
  const inMajor = (member: Member, minor: number) => major(minor, member.currency);

  memberCall(app, ctx, '/member/profile/my_cash', object({}, []), ({ member }) => {
    const rows = db
      .prepare(
        `SELECT p.gp_id, p.gp_name, COALESCE(w.cash_minor, 0) AS cash_minor FROM providers p
         LEFT JOIN member_provider_wallets w ON w.gp_id = p.gp_id AND w.member_id = ?
         WHERE p.active = 1 ORDER BY p.sort DESC, p.gp_id`,
      )
      .all(member.id) as Array<{ gp_id: string; gp_name: string; cash_minor: number }>;
    const answer: MyCashResponse = {
      // is_light: the provider holds cash (its icon lit); icon_dark: the icon shown greyed otherwise
      my_cash_list: rows.map((row) => ({
        gp_id: row.gp_id,
        gp_name: row.gp_name,
        cash: inMajor(member, row.cash_minor),
        is_light: row.cash_minor > 0 ? 1 : 0,
        icon_dark: providerIconUrl(row.gp_id),
      })),
      total: mainCash(member),
    };
    return ok(answer);
  });

  memberCall(app, ctx, TRANSFER_BACK_PATH, object({}, []), ({ member }) => {
    const now = ctx.now();
    const flags = db.prepare('SELECT is_playing, transfer_disabled, transfer_back_at FROM members WHERE id = ?').get(member.id) as {
      is_playing: number;
      transfer_disabled: number;
      transfer_back_at: string | null;
    };
    if (flags.is_playing === 1) return fail(101, 'transferBackPlaying');
    if (flags.transfer_disabled === 1) return fail(102, 'transferBackDisabled');
    if (flags.transfer_back_at !== null) {
      const waited = now.getTime() - Date.parse(flags.transfer_back_at);
      if (waited < TRANSFER_BACK_COOLDOWN_MS) {
        return fail(103, 'transferBackTooSoon', { params: { seconds: Math.ceil((TRANSFER_BACK_COOLDOWN_MS - waited) / 1000) } });
      }
    }
    const wallets = db
      .prepare(
        `SELECT w.gp_id, w.cash_minor, p.maintenance, p.maintain_start_at, p.maintain_end_at, p.maintain_title_i18n
         FROM member_provider_wallets w JOIN providers p ON p.gp_id = w.gp_id WHERE w.member_id = ? AND w.cash_minor > 0 ORDER BY w.gp_id`,
      )
      .all(member.id) as Array<{ gp_id: string; cash_minor: number } & MaintenanceColumns>;
    if (wallets.length === 0) return fail(104, 'transferBackNothing');
    const closed = wallets.filter((wallet) => inMaintenance(wallet, now)).map((wallet) => wallet.gp_id);
    if (closed.length > 0) return fail(105, 'transferBackMaintenance', { params: { providers: closed.join(', ') } });

    const at = now.toISOString();
    const minorTotal = wallets.reduce((sum, wallet) => sum + wallet.cash_minor, 0);
    db.transaction(() => {
      const record = db.prepare(
        'INSERT INTO transfer_records (member_id, order_number, from_wallet, to_wallet, amount_minor, status, created_at) VALUES (?, ?, ?, ?, ?, 1, ?)',
      );
      for (const wallet of wallets) record.run(member.id, orderNumber(now), wallet.gp_id, 'MAIN', wallet.cash_minor, at);
      db.prepare('UPDATE member_provider_wallets SET cash_minor = 0 WHERE member_id = ?').run(member.id);
      db.prepare('UPDATE members SET cash_minor = cash_minor + ?, transfer_back_at = ? WHERE id = ?').run(minorTotal, at, member.id);
    })();
    const cash = mainCash(member);
    const amount = inMajor(member, minorTotal);
    publish(member, 'all_transfer_back', { member_id: member.id, amount });
    publish(member, 'member.cash', { member_id: member.id, cash });
    const answer: TransferBackResponse = {
      cash,
      amount,
      transfers: wallets.map((wallet) => ({ gp_id: wallet.gp_id, amount: inMajor(member, wallet.cash_minor) })),
    };
    return ok(answer);
  });

  const recordBody = object(
    {
      start_date: string({ minLength: 10, maxLength: 10 }),
      end_date: string({ minLength: 10, maxLength: 10 }),
      page: integer({ minimum: 1 }),
      count: integer({ minimum: 1, maximum: 100 }),
    },
    ['start_date', 'end_date', 'page', 'count'],
  );
  memberCall(app, ctx, TRANSFER_RECORD_PATH, recordBody, ({ member, body }) => {
    const days = dayRange(body.start_date, body.end_date);
    if ('problem' in days)
      return days.problem === 'missing'
        ? fail(101, 'invalidValue', { params: { field: 'start_date, end_date' } })
        : fail(102, 'dateRangeInvalid');
    const range = [member.id, days.from, days.to];
    const { total } = db
      .prepare('SELECT COUNT(*) AS total FROM transfer_records WHERE member_id = ? AND created_at >= ? AND created_at < ?')
      .get(...range) as { total: number };
    const rows = db
      .prepare(
        `SELECT id, order_number, from_wallet, to_wallet, amount_minor, status, created_at FROM transfer_records
         WHERE member_id = ? AND created_at >= ? AND created_at < ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(...range, body.count, (body.page - 1) * body.count) as Array<{
      id: number;
      order_number: string;
      from_wallet: string;
      to_wallet: string;
      amount_minor: number;
      status: number;
      created_at: string;
    }>;
    const answer: TransferRecordResponse = {
      list: rows.map((row) => ({
        id: row.id,
        order_number: row.order_number,
        from: row.from_wallet,
        to: row.to_wallet,
        amount: inMajor(member, row.amount_minor),
        status: row.status,
        created_at: row.created_at,
      })),
      total_count: total,
    };
    return ok(answer);
  });

  publicCall(app, ctx, CASH_SURPLUS_PATH, object({ site_id: siteId, currency }, ['site_id', 'currency']), ({ body }) => {
    const row = db
      .prepare('SELECT active FROM cash_surplus_settings WHERE site_id = ? AND currency = ?')
      .get(body.site_id, body.currency) as { active: number } | undefined;
    const answer: CashSurplusResponse = { active: row?.active ?? 0 };
    return ok(answer);
  });

  const lettersBody = object(
    {
      active: integer({ minimum: 0, maximum: 1 }),
      count: integer({ minimum: 1, maximum: 100 }),
      language: string({ maxLength: 10 }),
      page: integer({ minimum: 1 }),
      site_id: siteId,
      sort_field: stringEnum(['id', 'created_at'] as const),
      sort_order: stringEnum(['desc', 'asc'] as const),
    },
    ['count', 'page'],
  );
  memberCall(app, ctx, LETTERS_PATH, lettersBody, ({ member, body }) => {
    const order = body.sort_order === 'asc' ? 'ASC' : 'DESC';
    const field = body.sort_field === 'created_at' ? 'created_at' : 'id';
    const counts = db
      .prepare(
        'SELECT COUNT(*) AS total, COALESCE(SUM(is_read = 0), 0) AS unread FROM member_letters WHERE member_id = ? AND deleted_at IS NULL',
      )
      .get(member.id) as { total: number; unread: number };
    const list = db
      .prepare(
        `SELECT id, title, content, is_read, created_at FROM member_letters WHERE member_id = ? AND deleted_at IS NULL
         ORDER BY ${field} ${order}, id ${order} LIMIT ? OFFSET ?`,
      )
      .all(member.id, body.count, (body.page - 1) * body.count) as LetterData[];
    const answer: LettersResponse = { list, total_count: counts.total, unread_count: counts.unread };
    return ok(answer);
  });

  const letterId = object({ id: integer({ minimum: 1 }) }, ['id']);
  const ownLetter = (member: Member, id: number) =>
    db.prepare('SELECT id, is_read FROM member_letters WHERE id = ? AND member_id = ? AND deleted_at IS NULL').get(id, member.id) as
      { id: number; is_read: number } | undefined;

  memberCall(app, ctx, LETTER_READ_PATH, letterId, ({ member, body }) => {
    const letter = ownLetter(member, body.id);
    if (!letter) return fail(101, 'letterNotFound');
    if (letter.is_read === 0) {
      db.prepare('UPDATE member_letters SET is_read = 1 WHERE id = ?').run(letter.id);
      publish(member, 'letter.read', { member_id: member.id, id: letter.id });
    }
    return ok({ id: letter.id, is_read: 1 });
  });

  memberCall(app, ctx, LETTER_DESTROY_PATH, letterId, ({ member, body }) => {
    const letter = ownLetter(member, body.id);
    if (!letter) return fail(101, 'letterNotFound');
    db.prepare('UPDATE member_letters SET deleted_at = ? WHERE id = ?').run(ctx.now().toISOString(), letter.id);
    publish(member, 'letter.delete', { member_id: member.id, id: letter.id });
    return ok({ id: letter.id });
  });

  /** The envelope on offer to the member now: started, not ended, not opened by them yet. */
  const currentEnvelope = (member: Member): EnvelopeRow | undefined => {
    const now = ctx.now().toISOString();
    return db
      .prepare(
        `SELECT e.* FROM red_envelopes e WHERE e.site_id = ? AND e.currency = ? AND e.starts_at <= ? AND e.ends_at > ?
         AND NOT EXISTS (SELECT 1 FROM red_envelope_claims c WHERE c.envelope_id = e.id AND c.member_id = ?)
         ORDER BY e.ends_at ASC, e.id ASC LIMIT 1`,
      )
      .get(member.site_id, member.currency, now, now, member.id) as EnvelopeRow | undefined;
  };

  memberCall(app, ctx, RED_ENVELOPE_PROMOTION_PATH, object({}, []), ({ member }) => {
    const row = currentEnvelope(member);
    const answer: RedEnvelopePromotionResponse = { envelope: row ? envelopeData(row) : null };
    return ok(answer);
  });

  memberCall(app, ctx, RED_ENVELOPE_CLAIM_PATH, object({ id: integer({ minimum: 1 }) }, ['id']), ({ member, body }) => {
    const row = db
      .prepare('SELECT * FROM red_envelopes WHERE id = ? AND site_id = ? AND currency = ?')
      .get(body.id, member.site_id, member.currency) as EnvelopeRow | undefined;
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
    publish(member, 'member.cash', { member_id: member.id, cash: mainCash(member) });
    const answer: RedEnvelopeClaimResponse = { cash: major(row.cash_minor, row.currency) };
    return ok(answer);
  });
}
