import type { SettlementData, SettlementDetailResponse } from '@casino/contracts';
import type { Db } from '../db/db';
import { pick, type Lang } from '../http/lang';
import { major, minor } from '../money/minor-units';
import { parseJson, type I18nText } from '../http/json';

/** A settlement as stored: the wire shape without what the call adds (the member's currency, the payable sum). */
type SettlementRow = Omit<SettlementData, 'currency' | 'payable'>;

/** A stored settlement on the wire: the payable sum (commission and adjustments, never below 0) added in the smallest unit. */
function settlementData(row: SettlementRow, currency: string): SettlementData {
  const payable = Math.max(0, minor(row.commission, currency) + minor(row.adjustments, currency));
  return {
    id: row.id,
    period: row.period,
    start_date: row.start_date,
    end_date: row.end_date,
    currency,
    net_win_loss: row.net_win_loss,
    active_members: row.active_members,
    min_active_members: row.min_active_members,
    commission_rate: row.commission_rate,
    carried_in: row.carried_in,
    commission: row.commission,
    adjustments: row.adjustments,
    payable: major(payable, currency),
    state: row.state,
    settled_at: row.settled_at,
    paid_at: row.paid_at,
  };
}

/** One page of an agent's settlements, newest period first, optionally of one state. */
export function settlementsPage(
  db: Db,
  agent: { id: number; currency: string },
  state: SettlementData['state'] | undefined,
  page: { page: number; count: number },
): { list: SettlementData[]; total_count: number } {
  const filter = state ? 'AND state = ?' : '';
  const args: Array<number | string> = state ? [agent.id, state] : [agent.id];
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM agent_settlements WHERE agent_id = ? ${filter}`).get(...args) as {
    total: number;
  };
  const rows = db
    .prepare(`SELECT * FROM agent_settlements WHERE agent_id = ? ${filter} ORDER BY period DESC LIMIT ? OFFSET ?`)
    .all(...args, page.count, (page.page - 1) * page.count) as SettlementRow[];
  return { list: rows.map((row) => settlementData(row, agent.currency)), total_count: total };
}

/** One of the agent's settlements with its lines and adjustments (reasons in `lang`), or null when it is not the agent's. */
export function settlementDetail(db: Db, agent: { id: number; currency: string }, id: number, lang: Lang): SettlementDetailResponse | null {
  const row = db.prepare('SELECT * FROM agent_settlements WHERE id = ? AND agent_id = ?').get(id, agent.id) as SettlementRow | undefined;
  if (!row) return null;
  const lines = db
    .prepare(
      'SELECT layer, agent_level, active_members, valid_bets, win_loss, rate, commission FROM agent_settlement_lines WHERE settlement_id = ? ORDER BY layer',
    )
    .all(row.id) as SettlementDetailResponse['lines'];
  const adjustments = db
    .prepare('SELECT reason_i18n, amount FROM agent_settlement_adjustments WHERE settlement_id = ? ORDER BY id')
    .all(row.id) as { reason_i18n: string; amount: number }[];
  return {
    settlement: settlementData(row, agent.currency),
    lines,
    adjustment_list: adjustments.map((a) => ({ reason: pick(parseJson<I18nText>(a.reason_i18n, {}), lang), amount: a.amount })),
  };
}
