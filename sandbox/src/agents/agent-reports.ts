import { WHOLE_CURRENCY_SQL } from '../money/minor-units';
import type BetterSqlite3 from 'better-sqlite3';
import {
  dayBounds,
  fromMinorUnits,
  shiftDay,
  weekdayOf,
  type ReportFigures,
  type ReportGranularity,
  type SettlementLineData,
} from '@casino/contracts';

/**
 * Money is exact here: every amount is an integer of the currency's smallest unit (money/minor-units.ts)
 * and only integers are added; the wire's decimal numbers are made once, when an answer is shaped
 * (`figuresOnWire`, `settlementOnWire`). The providers' records (member_bet_days) keep the spec's
 * decimal amounts and are turned into the smallest unit row by row before anything adds them.
 */
const MINOR_SCALE_SQL = `(CASE WHEN m.currency IN (${WHOLE_CURRENCY_SQL}) THEN 1 ELSE 100 END)`;

/** A decimal amount column of member `m`'s currency as an integer of its smallest unit. */
const minorOf = (column: string): string => `CAST(ROUND(${column} * ${MINOR_SCALE_SQL}) AS INTEGER)`;

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

/** The money fields of a report's figures; the others are counts. */
const MONEY_FIELDS = ['deposits', 'withdrawals', 'bets', 'valid_bets', 'payouts', 'win_loss'] as const;

/** A report's figures with every amount in the currency's smallest unit (the wire's shape, integers). */
export type MinorFigures = ReportFigures;

export function emptyFigures(): MinorFigures {
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
export function addFigures(a: MinorFigures, b: MinorFigures): MinorFigures {
  const sum = emptyFigures();
  for (const key of Object.keys(sum) as (keyof MinorFigures)[]) sum[key] = a[key] + b[key];
  return sum;
}

/** Figures in the smallest unit as the wire's decimal amounts of `currency`. */
export function figuresOnWire(figures: MinorFigures, currency: string): ReportFigures {
  const wire = { ...figures };
  for (const key of MONEY_FIELDS) wire[key] = fromMinorUnits(figures[key], currency);
  return wire;
}

/**
 * What each layer of the agent's downline did from `start` to `end` (YYYY-MM-DD, both included):
 * completed deposits and withdrawals, the providers' bet records and the sandbox slot's spins
 * (a spin's bet is all valid), members who bet, members who registered. Amounts in the smallest unit.
 */
export function layerFigures(db: Db, agentId: number, start: string, end: string): Map<number, MinorFigures> {
  const result = new Map<number, MinorFigures>();
  const figuresOf = (layer: number): MinorFigures => {
    let figures = result.get(layer);
    if (!figures) {
      figures = emptyFigures();
      result.set(layer, figures);
    }
    return figures;
  };
  for (const row of moneyRows(db, agentId, start, end)) {
    const figures = figuresOf(row.layer);
    if (row.type === 1) {
      figures.deposits = row.total;
      figures.deposit_count = row.count;
    } else {
      figures.withdrawals = row.total;
      figures.withdrawal_count = row.count;
    }
  }
  for (const row of betRows(db, agentId, start, end)) {
    const figures = figuresOf(row.layer);
    figures.bets = row.bets;
    figures.valid_bets = row.valid_bets;
    figures.payouts = row.payouts;
    figures.win_loss = row.bets - row.payouts;
    figures.active_members = row.active;
  }
  for (const row of joinedRows(db, agentId, start, end)) figuresOf(row.layer).new_members = row.count;
  return result;
}

/** Completed deposits (type 1) and withdrawals (type 2) per layer: their sum in the smallest unit and their number. */
function moneyRows(db: Db, agentId: number, start: string, end: string) {
  const { from, to } = periodInstants(start, end);
  return db
    .prepare(
      `${DOWNLINE_CTE}
       SELECT d.layer, o.type, SUM(o.amount_minor) AS total, COUNT(*) AS count
       FROM money_orders o JOIN downline d ON d.member_id = o.member_id
       WHERE o.status = 'success' AND o.created_at >= ? AND o.created_at < ?
       GROUP BY d.layer, o.type`,
    )
    .all(agentId, from, to) as { layer: number; type: number; total: number; count: number }[];
}

/** Bets, valid bets and payouts per layer in the smallest unit, with the members who bet. */
function betRows(db: Db, agentId: number, start: string, end: string) {
  const { from, to } = periodInstants(start, end);
  // member_bet_days holds the providers' records per site day already: compared as day strings.
  const nextDay = shiftDay(end, 1);
  return db
    .prepare(
      `${DOWNLINE_CTE}
       SELECT d.layer, SUM(b.bets) AS bets, SUM(b.valid_bets) AS valid_bets, SUM(b.payouts) AS payouts,
              COUNT(DISTINCT b.member_id) AS active
       FROM (
         SELECT bd.member_id, ${minorOf('bd.bets')} AS bets, ${minorOf('bd.valid_bets')} AS valid_bets, ${minorOf('bd.payouts')} AS payouts
         FROM member_bet_days bd JOIN members m ON m.id = bd.member_id WHERE bd.day >= ? AND bd.day < ?
         UNION ALL
         SELECT r.member_id, r.bet_minor, r.bet_minor, r.payout_minor FROM game_rounds r WHERE r.created_at >= ? AND r.created_at < ?
       ) b JOIN downline d ON d.member_id = b.member_id
       GROUP BY d.layer`,
    )
    .all(agentId, start, nextDay, from, to) as { layer: number; bets: number; valid_bets: number; payouts: number; active: number }[];
}

/** Members who registered in the period, per layer. */
function joinedRows(db: Db, agentId: number, start: string, end: string) {
  const { from, to } = periodInstants(start, end);
  return db
    .prepare(
      `${DOWNLINE_CTE}
       SELECT d.layer, COUNT(*) AS count FROM downline d JOIN members m ON m.id = d.member_id
       WHERE m.created_at >= ? AND m.created_at < ? GROUP BY d.layer`,
    )
    .all(agentId, from, to) as { layer: number; count: number }[];
}

/** The downline's figures over all layers (a member belongs to one layer, so the counts add up). */
export function totalFigures(byLayer: Map<number, MinorFigures>): MinorFigures {
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

/** A level's tier of the plan (agent_commission_tiers, 010-agent-access.sql): its rate and the active members a month needs. */
export interface CommissionTier {
  /** the rate in basis points (4000 = 40 %), an integer so overrides subtract exactly */
  rate_bp: number;
  min_active_members: number;
}

/** The tier of a level in the agent's site and currency; a level without one earns nothing and needs nobody. */
export function commissionTier(db: Db, siteId: number, currency: string, level: number): CommissionTier {
  const row = db
    .prepare('SELECT rate, min_active_members FROM agent_commission_tiers WHERE site_id = ? AND currency = ? AND level = ?')
    .get(siteId, currency, level) as { rate: number; min_active_members: number } | undefined;
  return row ? { rate_bp: Math.round(row.rate * 100), min_active_members: row.min_active_members } : { rate_bp: 0, min_active_members: 0 };
}

/** A rate in basis points as the wire's fraction (0.4 = 40 %). */
const rateOnWire = (rateBp: number): number => rateBp / 10_000;

/** The commission on a win/loss in the smallest unit: the exact product, rounded half up to the smallest unit. */
export const commissionOf = (winLossMinor: number, rateBp: number): number =>
  // the product is an integer, and a quotient ending in .5 is exact in a double: Math.round sees the true value
  Math.round((winLossMinor * rateBp) / 10_000);

/** One layer of a settlement with its amounts in the smallest unit and its rate in basis points. */
export interface MinorSettlementLine {
  layer: number;
  agent_level: number;
  active_members: number;
  valid_bets: number;
  win_loss: number;
  rate_bp: number;
  commission: number;
}

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
export function settlementLines(db: Db, agent: SettledAgent, start: string, end: string): MinorSettlementLine[] {
  const figures = layerFigures(db, agent.id, start, end);
  const own = commissionTier(db, agent.site_id, agent.currency, agent.level).rate_bp;
  return layersOf(db, agent.id).map((shape) => {
    const f = figures.get(shape.layer) ?? emptyFigures();
    const rateBp =
      shape.layer === 1 ? own : Math.max(0, own - commissionTier(db, agent.site_id, agent.currency, shape.agent_level).rate_bp);
    return {
      layer: shape.layer,
      agent_level: shape.agent_level,
      active_members: f.active_members,
      valid_bets: f.valid_bets,
      win_loss: f.win_loss,
      rate_bp: rateBp,
      commission: commissionOf(f.win_loss, rateBp),
    };
  });
}

/** A settlement line as the detail call answers it (decimal amounts, the rate as a fraction). */
export function settlementLineOnWire(line: MinorSettlementLine, currency: string): SettlementLineData {
  return {
    layer: line.layer,
    agent_level: line.agent_level,
    active_members: line.active_members,
    valid_bets: fromMinorUnits(line.valid_bets, currency),
    win_loss: fromMinorUnits(line.win_loss, currency),
    rate: rateOnWire(line.rate_bp),
    commission: fromMinorUnits(line.commission, currency),
  };
}

/** What a month settles to under the plan's rules (docs/proxy.md "Downline and reports"), amounts in the smallest unit. */
export interface MonthSettlement {
  lines: MinorSettlementLine[];
  net_win_loss: number;
  active_members: number;
  min_active_members: number;
  commission_rate_bp: number;
  carried_in: number;
  commission: number;
  /** the negative base this month carries to the next (0 or less) */
  carried_out: number;
}

/**
 * A month's settlement: the lines' commissions plus what earlier months carried in (`carriedIn`,
 * smallest unit) make the base; a negative base pays nothing and is carried to the next month; a
 * month short of its level's active members pays nothing either (and carries nothing: its positive
 * base is forfeited).
 */
export function settleMonth(db: Db, agent: SettledAgent, start: string, end: string, carriedIn: number): MonthSettlement {
  const lines = settlementLines(db, agent, start, end);
  const tier = commissionTier(db, agent.site_id, agent.currency, agent.level);
  const active = lines.reduce((sum, line) => sum + line.active_members, 0);
  const base = lines.reduce((sum, line) => sum + line.commission, 0) + carriedIn;
  const qualified = active >= tier.min_active_members;
  return {
    lines,
    net_win_loss: lines.reduce((sum, line) => sum + line.win_loss, 0),
    active_members: active,
    min_active_members: tier.min_active_members,
    commission_rate_bp: tier.rate_bp,
    carried_in: carriedIn,
    commission: base > 0 && qualified ? base : 0,
    carried_out: base < 0 ? base : 0,
  };
}

/** A month's settlement in the columns of agent_settlements (decimal amounts, the rate as a fraction). */
export function settlementColumns(month: MonthSettlement, currency: string) {
  return {
    net_win_loss: fromMinorUnits(month.net_win_loss, currency),
    active_members: month.active_members,
    min_active_members: month.min_active_members,
    commission_rate: rateOnWire(month.commission_rate_bp),
    carried_in: fromMinorUnits(month.carried_in, currency),
    commission: fromMinorUnits(month.commission, currency),
  };
}
