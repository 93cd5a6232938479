import type { AwardRecordResponse, MemberSearchResponse, RecommendProjectResponse } from '@casino/contracts';
import type { Member } from '../auth/sessions';
import type { Db } from '../db/db';
import { fail, type CallResult } from '../http/call';
import { major } from '../money/minor-units';

/**
 * The recommend programme (member-and-account.md §7): the member's code and totals, the awards it
 * earned and the friends it brought, each over a range of instants.
 */

/** Whether the site runs the programme for a currency (bonus_settings.is_friend). */
export function isFriendOn(db: Db, siteId: number, currency: string): number {
  const row = db.prepare('SELECT is_friend FROM bonus_settings WHERE site_id = ? AND currency = ?').get(siteId, currency) as
    { is_friend: number } | undefined;
  return row?.is_friend ?? 0;
}

/** The recommend pages answer 107 while the programme is off for the member's currency (§8 register 107 "recommend closed"). */
export function programmeOff(db: Db, member: Member): CallResult | null {
  return isFriendOn(db, member.site_id, member.currency) === 1 ? null : fail(107, 'recommendClosed');
}

/** The member's code (made on the first visit, as a real programme does), friends invited and awards paid. */
export function recommendProject(db: Db, member: Member): RecommendProjectResponse {
  let code = db.prepare('SELECT id, code FROM recommend_codes WHERE member_id = ? AND active = 1 ORDER BY id LIMIT 1').get(member.id) as
    { id: number; code: string } | undefined;
  if (!code) {
    const value = `R${String(member.id).padStart(4, '0')}${String(member.site_id)}`;
    const id = db
      .prepare('INSERT INTO recommend_codes (site_id, code, member_id, currency, active) VALUES (?, ?, ?, ?, 1)')
      .run(member.site_id, value, member.id, member.currency).lastInsertRowid;
    code = { id: Number(id), code: value };
  }
  const invites = db
    .prepare('SELECT COUNT(*) AS n FROM members WHERE recommend_code_id IN (SELECT id FROM recommend_codes WHERE member_id = ?)')
    .get(member.id) as { n: number };
  const awards = db
    .prepare('SELECT COALESCE(SUM(amount_minor), 0) AS total FROM recommend_awards WHERE member_id = ? AND status = 1')
    .get(member.id) as { total: number };
  return {
    recommend_code: code.code,
    invite_count: invites.n,
    award_total: major(awards.total, member.currency),
    member_currency: member.currency,
  };
}

export interface RangePage {
  from: string;
  to: string;
  page: number;
  per_page: number;
}

/** One page of the awards the member earned in the range, with the count and the paid total of the whole range. */
export function awardRecords(db: Db, member: Member, query: RangePage): AwardRecordResponse {
  const where =
    'FROM recommend_awards a JOIN members f ON f.id = a.friend_id WHERE a.member_id = ? AND a.created_at >= ? AND a.created_at < ?';
  const args = [member.id, query.from, query.to];
  const totals = db
    .prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN a.status = 1 THEN a.amount_minor ELSE 0 END), 0) AS total ${where}`)
    .get(...args) as { n: number; total: number };
  const rows = db
    .prepare(
      `SELECT a.id, f.account AS friend_account, a.award_type, a.amount_minor, a.status, a.created_at ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, query.per_page, (query.page - 1) * query.per_page) as Array<
    Omit<AwardRecordResponse['list'][number], 'amount'> & { amount_minor: number }
  >;
  return {
    list: rows.map(({ amount_minor: amount, ...row }) => ({ ...row, amount: major(amount, member.currency) })),
    total_count: totals.n,
    total_amount: major(totals.total, member.currency),
  };
}

/** One page of the friends the member brought who registered in the range, optionally whose account contains `account`. */
export function recommendedMembers(db: Db, member: Member, query: RangePage & { account: string }): MemberSearchResponse {
  const account = query.account.trim();
  const where = `FROM members f WHERE f.recommend_code_id IN (SELECT id FROM recommend_codes WHERE member_id = ?)
    AND f.created_at >= ? AND f.created_at < ? ${account ? 'AND f.account LIKE ?' : ''}`;
  const args: Array<string | number> = [member.id, query.from, query.to, ...(account ? [`%${account.replace(/[%_]/g, '')}%`] : [])];
  const { n } = db.prepare(`SELECT COUNT(*) AS n ${where}`).get(...args) as { n: number };
  const rows = db
    .prepare(
      `SELECT f.id, f.account AS member_account, f.created_at AS registered_at,
         f.currency,
         (SELECT COALESCE(SUM(o.amount_minor), 0) FROM money_orders o WHERE o.member_id = f.id AND o.type = 1 AND o.status = 'success') AS total_deposit
       ${where} ORDER BY f.created_at DESC, f.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, query.per_page, (query.page - 1) * query.per_page) as Array<{
    id: number;
    member_account: string;
    registered_at: string;
    currency: string;
    total_deposit: number;
  }>;
  return {
    list: rows.map(({ currency: friendCurrency, total_deposit: total, ...row }) => ({
      ...row,
      total_deposit: major(total, friendCurrency),
      has_deposit: total > 0 ? 1 : 0,
    })),
    total_count: n,
  };
}
