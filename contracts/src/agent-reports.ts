/**
 * The agent centre's downline and report calls (issue 13, docs/proxy.md "Downline and reports").
 * The specs name the pages (downline_info, operation_table, stratified_table,
 * performance_settlement) but show no data: these shapes are the product's own design, used by
 * mf-proxy and the sandbox alike. Every call is POST under /api, for a logged-in member who runs
 * an active agent; amounts are in the agent's currency. Days are YYYY-MM-DD strings, both ends
 * included.
 */

export const AGENT_DOWNLINE_PATH = '/agent/downline';
export const AGENT_OPERATION_REPORT_PATH = '/agent/operation_report';
export const AGENT_STRATIFIED_REPORT_PATH = '/agent/stratified_report';
export const AGENT_SETTLEMENTS_PATH = '/agent/settlements';
export const AGENT_SETTLEMENT_DETAIL_PATH = '/agent/settlement/detail';

/** Rows of a downline page. */
export const DOWNLINE_PAGE_SIZE = 20;
/** The longest account search text (accounts are at most this long). */
export const DOWNLINE_SEARCH_MAX = 32;
/** Settlement periods per page. */
export const SETTLEMENTS_PAGE_SIZE = 12;

/**
 * Business codes of the report calls: 101 settlement not found (the API's "not found"), 102 the
 * member runs no active agent, 103 the date range is reversed or longer than its granularity allows.
 */
export const AGENT_REPORT_ERROR = { notFound: 101, notAgent: 102, badDateRange: 103 } as const;

/**
 * How a downline row stands to the agent: a member it introduced (`direct`), a member it introduced
 * who runs a sub-agent (`sub_agent`), or a member of one of its sub-agents (`sub_member`).
 */
export type DownlineRelation = 'direct' | 'sub_agent' | 'sub_member';

/** One member of the agent's downline. */
export interface DownlineMemberData {
  member_id: number;
  account: string;
  name: string;
  relation: DownlineRelation;
  /** 1: introduced by the agent; 2: by one of its sub-agents; … */
  layer: number;
  /** the level of the agent this member runs (relation sub_agent), else null */
  agent_level: number | null;
  /** the account of the sub-agent that introduced it (layer 2 and deeper), else null */
  via_account: string | null;
  registered_at: string;
  /** its latest login, null when it never logged in */
  last_login_at: string | null;
  balance: number;
  currency: string;
  /** members.status: 1 active, 2 disabled, 3 frozen */
  status: 1 | 2 | 3;
}

/** `POST /agent/downline` {account?, page, count}: the downline, newest first; `account` finds accounts containing it. */
export interface DownlineBody {
  account?: string;
  page: number;
  count: number;
}

export interface DownlineResponse {
  list: DownlineMemberData[];
  total_count: number;
}

/** How the operation report cuts its range: one row per day, per week (Monday to Sunday) or per calendar month. */
export type ReportGranularity = 'day' | 'week' | 'month';
export const REPORT_GRANULARITIES: readonly ReportGranularity[] = ['day', 'week', 'month'];

/** The longest range (in days, both ends included) each granularity may ask: 31 days, 26 weeks, 12 months. */
export const REPORT_MAX_DAYS: Record<ReportGranularity, number> = { day: 31, week: 182, month: 366 };

/**
 * What the downline did in a period. Deposits and withdrawals are completed orders; bets, valid
 * bets and payouts come from the game providers' bet records; `win_loss` is the house's result,
 * bets − payouts (positive when the downline lost); active members placed at least one bet; new
 * members registered in the period.
 */
export interface ReportFigures {
  deposits: number;
  deposit_count: number;
  withdrawals: number;
  withdrawal_count: number;
  bets: number;
  valid_bets: number;
  payouts: number;
  win_loss: number;
  active_members: number;
  new_members: number;
}

/** `POST /agent/operation_report` {granularity, start_date, end_date}: the whole downline, period by period. */
export interface OperationReportBody {
  granularity: ReportGranularity;
  start_date: string;
  end_date: string;
}

/** One period of the report: its first and last day (the range's ends cut the first and last period). */
export interface OperationPeriodData extends ReportFigures {
  start_date: string;
  end_date: string;
}

export interface OperationReportResponse {
  currency: string;
  granularity: ReportGranularity;
  start_date: string;
  end_date: string;
  /** every period of the range, oldest first, quiet ones included */
  periods: OperationPeriodData[];
  totals: ReportFigures;
}

/** `POST /agent/stratified_report` {start_date, end_date} (at most REPORT_MAX_DAYS.month days): the figures per downline layer. */
export interface StratifiedReportBody {
  start_date: string;
  end_date: string;
}

/** One layer of the downline: layer 1 the agent's own members, layer 2 its sub-agents' members, … */
export interface StratifiedLayerData extends ReportFigures {
  layer: number;
  /** the level of the agents whose members form this layer (the agent's own level for layer 1) */
  agent_level: number;
  /** agents at this layer (1 for layer 1: the agent itself) */
  agents: number;
  /** members in this layer today */
  members: number;
}

export interface StratifiedReportResponse {
  currency: string;
  start_date: string;
  end_date: string;
  /** the layers the downline has, top first, quiet ones included */
  layers: StratifiedLayerData[];
  totals: ReportFigures;
}

/** A settlement's state: computed and waiting for review, approved (to be paid), paid to the agent's balance. */
export type SettlementState = 'pending' | 'settled' | 'paid';
export const SETTLEMENT_STATES: readonly SettlementState[] = ['pending', 'settled', 'paid'];

/** One monthly commission settlement of the agent. */
export interface SettlementData {
  id: number;
  /** YYYY-MM */
  period: string;
  start_date: string;
  end_date: string;
  currency: string;
  /** the house's result over the downline in the period (sum of the lines' win_loss) */
  net_win_loss: number;
  /** downline members (every layer) who bet in the period */
  active_members: number;
  /** the active members the agent's level needs for the month to pay (the plan's tier) */
  min_active_members: number;
  /** the agent's own rate, 0.4 = 40 % */
  commission_rate: number;
  /** the negative commission base earlier months carried forward (0 or less) */
  carried_in: number;
  /**
   * the lines' commissions plus carried_in when that is positive and the month had enough active
   * members, else 0 (a negative base is carried to the next month)
   */
  commission: number;
  /** the adjustments added up (bonuses, cost shares; may be negative) */
  adjustments: number;
  /** commission + adjustments, never below 0 */
  payable: number;
  state: SettlementState;
  settled_at: string | null;
  paid_at: string | null;
}

/** `POST /agent/settlements` {page, count, state?}: the agent's settlements, newest period first. */
export interface SettlementsBody {
  page: number;
  count: number;
  state?: SettlementState;
}

export interface SettlementsResponse {
  list: SettlementData[];
  total_count: number;
}

/**
 * How one layer counted in a settlement: layer 1 at the rate of the agent's level, deeper layers at
 * the difference between that rate and the rate of the layer's agents (the override).
 */
export interface SettlementLineData {
  layer: number;
  agent_level: number;
  active_members: number;
  valid_bets: number;
  win_loss: number;
  rate: number;
  commission: number;
}

export interface SettlementAdjustmentData {
  /** in the request's language */
  reason: string;
  amount: number;
}

/** `POST /agent/settlement/detail` {id} → the settlement with its lines and adjustments; 101 when it is not the agent's. */
export interface SettlementDetailBody {
  id: number;
}

export interface SettlementDetailResponse {
  settlement: SettlementData;
  lines: SettlementLineData[];
  adjustment_list: SettlementAdjustmentData[];
}
