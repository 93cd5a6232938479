import {
  AGENT_DOWNLINE_PATH,
  AGENT_OPERATION_REPORT_PATH,
  AGENT_REPORT_ERROR,
  AGENT_SETTLEMENT_DETAIL_PATH,
  AGENT_SETTLEMENTS_PATH,
  AGENT_STRATIFIED_REPORT_PATH,
  type DownlineMemberData,
  type OperationPeriodData,
  type ReportFigures,
  type SettlementData,
  type SettlementDetailResponse,
  type StratifiedLayerData,
} from '@casino/contracts';
import { businessError, createFakeSandbox, type Handler } from '@casino/mf-shared/testing';

/** A downline member; `i` makes the account, name and dates differ. */
export function downlineMember(i: number, more: Partial<DownlineMemberData> = {}): DownlineMemberData {
  return {
    member_id: 100 + i,
    account: `member_${String(i).padStart(2, '0')}`,
    name: `Member ${i}`,
    relation: 'direct',
    layer: 1,
    agent_level: null,
    via_account: null,
    registered_at: `2026-10-${String((i % 28) + 1).padStart(2, '0')}T03:00:00.000Z`,
    last_login_at: null,
    balance: 1000 + i,
    currency: 'RMB',
    status: 1,
    ...more,
  };
}

export function figures(more: Partial<ReportFigures> = {}): ReportFigures {
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
    ...more,
  };
}

export function settlement(id: number, period: string, more: Partial<SettlementData> = {}): SettlementData {
  return {
    id,
    period,
    start_date: `${period}-01`,
    end_date: `${period}-30`,
    currency: 'RMB',
    net_win_loss: 2150,
    active_members: 10,
    min_active_members: 5,
    commission_rate: 0.4,
    carried_in: 0,
    commission: 468.1,
    adjustments: -120,
    payable: 348.1,
    state: 'settled',
    settled_at: '2026-10-05T02:00:00.000Z',
    paid_at: null,
    ...more,
  };
}

export interface ReportsState {
  downline: DownlineMemberData[];
  /** the operation report's periods for whatever range is asked */
  periods: OperationPeriodData[];
  layers: StratifiedLayerData[];
  settlements: SettlementData[];
  details: Record<number, Omit<SettlementDetailResponse, 'settlement'>>;
}

const sum = (rows: ReportFigures[]): ReportFigures =>
  rows.reduce(
    (total, row) =>
      figures(
        Object.fromEntries(Object.keys(total).map((key) => [key, total[key as keyof ReportFigures] + row[key as keyof ReportFigures]])),
      ),
    figures(),
  );

/** The report calls of the sandbox over in-memory data: the downline searched and paged as the sandbox does. */
export function reportsSandbox(initial: Partial<ReportsState> = {}, ...more: Array<Record<string, Handler>>) {
  const state: ReportsState = { downline: [], periods: [], layers: [], settlements: [], details: {}, ...initial };
  const sandbox = createFakeSandbox(
    {
      [AGENT_DOWNLINE_PATH]: (raw) => {
        const body = raw as { account?: string; page: number; count: number };
        const search = (body.account ?? '').toLowerCase();
        const rows = state.downline.filter((row) => row.account.toLowerCase().includes(search));
        return { list: rows.slice((body.page - 1) * body.count, body.page * body.count), total_count: rows.length };
      },
      [AGENT_OPERATION_REPORT_PATH]: (raw) => {
        const body = raw as { granularity: string; start_date: string; end_date: string };
        return { currency: 'RMB', ...body, periods: state.periods, totals: sum(state.periods) };
      },
      [AGENT_STRATIFIED_REPORT_PATH]: (raw) => ({ currency: 'RMB', ...raw, layers: state.layers, totals: sum(state.layers) }),
      [AGENT_SETTLEMENTS_PATH]: (raw) => {
        const body = raw as { page: number; count: number };
        return {
          list: state.settlements.slice((body.page - 1) * body.count, body.page * body.count),
          total_count: state.settlements.length,
        };
      },
      [AGENT_SETTLEMENT_DETAIL_PATH]: (raw) => {
        const id = Number((raw as { id: number }).id);
        const found = state.settlements.find((s) => s.id === id);
        const detail = state.details[id];
        if (!found || !detail) return businessError(AGENT_REPORT_ERROR.notFound, 'Settlement not found');
        return { settlement: found, ...detail };
      },
    },
    ...more,
  );
  return { sandbox, state };
}
