import { WHOLE_CURRENCY_SQL } from '../money/minor-units';
import type BetterSqlite3 from 'better-sqlite3';
import {
  dayBounds,
  shiftDay,
  weekdayOf,
  type ReportFigures,
  type ReportGranularity,
  type SettlementData,
  type SettlementLineData,
} from '@casino/contracts';

/**
 * The reports are aggregates in major units (rounded to cents for display); stored amounts are in
 * the smallest unit (money/minor-units.ts), divided back here by the currency's scale.
 */
const MINOR_SCALE_SQL = `(CASE WHEN m.currency IN (${WHOLE_CURRENCY_SQL}) THEN 1 ELSE 100 END)`;

type Db = BetterSqlite3.Database;

/** Deeper than any real programme goes; keeps a broken parent loop from running forever. */
const MAX_LAYERS = 10;

/**
 * The agent's downline as (member id, layer): layer 1 are the members the agent introduced, layer
 * 2 the members its sub-agents introduced, and so on down the agents' parent links. `tree` also
 * carries each agent's level. Bind the agent id first.
 */
export const DOWNLINE_CTE = `WITH RECURSIVE tree(agent_id, layer, level) AS (
    SELECT id, 1, level FROM agents WHERE id = ?
    UNION ALL
    SELECT a.id, tree.layer + 1, a.level FROM agents a JOIN tree ON a.parent_agent_id = tree.agent_id WHERE tree.layer < ${MAX_LAYERS}
  ),
  downline AS (SELECT m.id AS member_id, tree.layer AS layer FROM members m JOIN tree ON m.agent_id = tree.agent_id)`;

/**
 * The instants (ISO strings, as rows store them) a report from `start` to `end` (YYYY-MM-DD, both
 * included) covers: from the start day's midnight to the midnight after the end day, on the site's
 * clock (America/Caracas, contracts' DEFAULT_TIME_ZONE), as every other dated list of the site.
 */
export function periodInstants(start: string, end: string): { from: string; to: string } {
  return { from: new Date(dayBounds(start).from).toISOString(), to: new Date(dayBounds(end).to).toISOString() };
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

export function emptyFigures(): ReportFigures {
  return {
    deposits: 0,
    deposit_count: 0,
    withdrawals: 0,
    withdrawal_count: 0,
    bets: 0,
    valid_bets: 0,
    payouts: 0,
    win_loss: 0,
    active_members: 0,
    new_members: 0,
  };
}

/** Two periods' figures together (members counted in both count twice: use it for disjoint layers only). */
export function addFigures(a: ReportFigures, b: ReportFigures): ReportFigures {
  return {
    deposits: round2(a.deposits + b.deposits),
    deposit_count: a.deposit_count + b.deposit_count,
    withdrawals: round2(a.withdrawals + b.withdrawals),
    withdrawal_count: a.withdrawal_count + b.withdrawal_count,
    bets: round2(a.bets + b.bets),
    valid_bets: round2(a.valid_bets + b.valid_bets),
    payouts: round2(a.payouts + b.payouts),
    win_loss: round2(a.win_loss + b.win_loss),
    active_members: a.active_members + b.active_members,
    new_members: a.new_members + b.new_members,
  };
}

/**
 * What each layer of the agent's downline did from `start` to `end` (YYYY-MM-DD, both included):
 * completed deposits and withdrawals, the providers' bet records and the sandbox slot's spins
 * (a spin's bet is all valid), members who bet, members who registered.
 */
export function layerFigures(db: Db, agentId: number, start: string, end: string): Map<number, ReportFigures> {
  const { from, to } = periodInstants(start, end);
  // member_bet_days holds the providers' records per site day already: compared as day strings.
  const nextDay = shiftDay(end, 1);
  const result = new Map<number, ReportFigures>();
  const figuresOf = (layer: number): ReportFigures => {
    let figures = result.get(layer);
    if (!figures) {
      figures = emptyFigures();
      result.set(layer, figures);
    }
    return figures;
  };

  const money = db
    .prepare(
      `${DOWNLINE_CTE}
       SELECT d.layer, o.type, SUM(o.amount_minor * 1.0 / ${MINOR_SCALE_SQL.replace('m.', 'o.')}) AS total, COUNT(*) AS count
       FROM money_orders o JOIN downline d ON d.member_id = o.member_id
       WHERE o.status = 'success' AND o.created_at >= ? AND o.created_at < ?
       GROUP BY d.layer, o.type`,
    )
    .all(agentId, from, to) as { layer: number; type: number; total: number; count: number }[];
  for (const row of money) {
    const figures = figuresOf(row.layer);
    if (row.type === 1) {
      figures.deposits = round2(row.total);
      figures.deposit_count = row.count;
    } else {
      figures.withdrawals = round2(row.total);
      figures.withdrawal_count = row.count;
    }
  }

  const bets = db
    .prepare(
      `${DOWNLINE_CTE}
       SELECT d.layer, SUM(b.bets) AS bets, SUM(b.valid_bets) AS valid_bets, SUM(b.payouts) AS payouts,
              COUNT(DISTINCT b.member_id) AS active
       FROM (
         SELECT member_id, bets, valid_bets, payouts FROM member_bet_days WHERE day >= ? AND day < ?
         UNION ALL
         SELECT r.member_id, r.bet_minor * 1.0 / ${MINOR_SCALE_SQL}, r.bet_minor * 1.0 / ${MINOR_SCALE_SQL}, r.payout_minor * 1.0 / ${MINOR_SCALE_SQL}
         FROM game_rounds r JOIN members m ON m.id = r.member_id WHERE r.created_at >= ? AND r.created_at < ?
       ) b JOIN downline d ON d.member_id = b.member_id
       GROUP BY d.layer`,
    )
    .all(agentId, start, nextDay, from, to) as { layer: number; bets: number; valid_bets: number; payouts: number; active: number }[];
  for (const row of bets) {
    const figures = figuresOf(row.layer);
    figures.bets = round2(row.bets);
    figures.valid_bets = round2(row.valid_bets);
    figures.payouts = round2(row.payouts);
    figures.win_loss = round2(row.bets - row.payouts);
    figures.active_members = row.active;
  }

  const joined = db
    .prepare(
      `${DOWNLINE_CTE}
       SELECT d.layer, COUNT(*) AS count FROM downline d JOIN members m ON m.id = d.member_id
       WHERE m.created_at >= ? AND m.created_at < ? GROUP BY d.layer`,
    )
    .all(agentId, from, to) as { layer: number; count: number }[];
  for (const row of joined) figuresOf(row.layer).new_members = row.count;
  return result;
}

/** The downline's figures over all layers (a member belongs to one layer, so the counts add up). */
export function totalFigures(byLayer: Map<number, ReportFigures>): ReportFigures {
  let total = emptyFigures();
  for (const figures of byLayer.values()) total = addFigures(total, figures);
  return total;
}

/** One layer of the downline as it stands: the level of its agents, how many agents and members it has. */
export interface LayerShape {
  layer: number;
  agent_level: number;
  agents: number;
  members: number;
}

/** The layers of the agent's downline, top first: the agent's own (always there) and one per depth of sub-agents. */
export function layersOf(db: Db, agentId: number): LayerShape[] {
  return db
    .prepare(
      `WITH RECURSIVE tree(agent_id, layer, level) AS (
         SELECT id, 1, level FROM agents WHERE id = ?
         UNION ALL
         SELECT a.id, tree.layer + 1, a.level FROM agents a JOIN tree ON a.parent_agent_id = tree.agent_id WHERE tree.layer < ${MAX_LAYERS}
       )
       SELECT tree.layer AS layer, MIN(tree.level) AS agent_level, COUNT(DISTINCT tree.agent_id) AS agents, COUNT(m.id) AS members
       FROM tree LEFT JOIN members m ON m.agent_id = tree.agent_id
       GROUP BY tree.layer ORDER BY tree.layer`,
    )
    .all(agentId) as LayerShape[];
}

/** The first days of a range's periods: each day, each Monday-to-Sunday week, or each calendar month, cut by the range's ends. */
export function periodsOf(granularity: ReportGranularity, start: string, end: string): { start_date: string; end_date: string }[] {
  const periods: { start_date: string; end_date: string }[] = [];
  let first = start;
  while (first <= end) {
    let last: string;
    if (granularity === 'day') last = first;
    else if (granularity === 'week') {
      // a week ends on Sunday (weekday 0)
      last = shiftDay(first, (7 - weekdayOf(first)) % 7);
    } else {
      last = monthDays(first.slice(0, 7)).end_date;
    }
    if (last > end) last = end;
    periods.push({ start_date: first, end_date: last });
    first = shiftDay(last, 1);
  }
  return periods;
}

/** The first and last day of a YYYY-MM month. */
export function monthDays(period: string): { start_date: string; end_date: string } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);
  const end = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { start_date: start, end_date: end };
}

/** A level's tier of the plan (agent_commission_tiers, 010-agent-access.sql): its rate (0.4 = 40 %) and the active members a month needs. */
export interface CommissionTier {
  rate: number;
  min_active_members: number;
}

/** The tier of a level in the agent's site and currency; a level without one earns nothing and needs nobody. */
export function commissionTier(db: Db, siteId: number, currency: string, level: number): CommissionTier {
  const row = db
    .prepare('SELECT rate, min_active_members FROM agent_commission_tiers WHERE site_id = ? AND currency = ? AND level = ?')
    .get(siteId, currency, level) as { rate: number; min_active_members: number } | undefined;
  return row ? { rate: round2(row.rate / 100), min_active_members: row.min_active_members } : { rate: 0, min_active_members: 0 };
}

/** One layer of a settlement, as the detail call answers it. */
export type SettlementLine = SettlementLineData;

/** The agent a settlement is made for: its id, site, currency and level. */
export interface SettledAgent {
  id: number;
  site_id: number;
  currency: string;
  level: number;
}

/**
 * The lines of an agent's settlement over a period: its own members at its level's rate, each
 * deeper layer at its rate less the rate of that layer's agents (the override, never below 0).
 */
export function settlementLines(db: Db, agent: SettledAgent, start: string, end: string): SettlementLine[] {
  const figures = layerFigures(db, agent.id, start, end);
  const own = commissionTier(db, agent.site_id, agent.currency, agent.level).rate;
  return layersOf(db, agent.id).map((shape) => {
    const f = figures.get(shape.layer) ?? emptyFigures();
    const rate =
      shape.layer === 1 ? own : round2(Math.max(0, own - commissionTier(db, agent.site_id, agent.currency, shape.agent_level).rate));
    return {
      layer: shape.layer,
      agent_level: shape.agent_level,
      active_members: f.active_members,
      valid_bets: f.valid_bets,
      win_loss: f.win_loss,
      rate,
      commission: round2(f.win_loss * rate),
    };
  });
}

/** What a month settles to under the plan's rules (docs/proxy.md "Downline and reports"). */
export interface MonthSettlement extends Pick<
  SettlementData,
  'net_win_loss' | 'active_members' | 'min_active_members' | 'commission_rate' | 'carried_in' | 'commission'
> {
  lines: SettlementLine[];
  /** the negative base this month carries to the next (0 or less) */
  carried_out: number;
}

/**
 * A month's settlement: the lines' commissions plus what earlier months carried in make the base;
 * a negative base pays nothing and is carried to the next month; a month short of its level's
 * active members pays nothing either (and carries nothing: its positive base is forfeited).
 */
export function settleMonth(db: Db, agent: SettledAgent, start: string, end: string, carriedIn: number): MonthSettlement {
  const lines = settlementLines(db, agent, start, end);
  const tier = commissionTier(db, agent.site_id, agent.currency, agent.level);
  const active = lines.reduce((sum, line) => sum + line.active_members, 0);
  const base = round2(lines.reduce((sum, line) => sum + line.commission, 0) + carriedIn);
  const qualified = active >= tier.min_active_members;
  return {
    lines,
    net_win_loss: round2(lines.reduce((sum, line) => sum + line.win_loss, 0)),
    active_members: active,
    min_active_members: tier.min_active_members,
    commission_rate: tier.rate,
    carried_in: carriedIn,
    commission: base > 0 && qualified ? base : 0,
    carried_out: base < 0 ? base : 0,
  };
}

export { round2 };
