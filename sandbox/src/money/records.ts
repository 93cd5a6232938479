import type { DwRecordData } from '@casino/contracts';
import type { Db } from '../db/db';
import type { Lang } from '../http/lang';
import { recordData, type OrderRow } from './orders';

/** One page of the member's deposits and withdrawals (type 0 both, 1 deposits, 2 withdrawals) from `from` to `to` (instants), newest first. */
export function moneyRecords(
  db: Db,
  memberId: number,
  query: { type: 0 | 1 | 2; from: string; to: string; page: number; count: number },
  lang: Lang,
): { list: DwRecordData[]; total_count: number } {
  const typeFilter = query.type === 0 ? '' : 'AND type = ?';
  const args: Array<number | string> = [memberId, query.from, query.to, ...(query.type === 0 ? [] : [query.type])];
  const { total } = db
    .prepare(`SELECT COUNT(*) AS total FROM money_orders WHERE member_id = ? AND created_at >= ? AND created_at < ? ${typeFilter}`)
    .get(...args) as { total: number };
  const rows = db
    .prepare(
      `SELECT * FROM money_orders WHERE member_id = ? AND created_at >= ? AND created_at < ? ${typeFilter} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, query.count, (query.page - 1) * query.count) as OrderRow[];
  return { list: rows.map((row) => recordData(row, lang)), total_count: total };
}
