import type { FastifyInstance } from 'fastify';
import {
  AGENT_DOWNLINE_PATH,
  AGENT_OPERATION_REPORT_PATH,
  AGENT_REPORT_ERROR,
  AGENT_SETTLEMENT_DETAIL_PATH,
  AGENT_SETTLEMENTS_PATH,
  AGENT_STRATIFIED_REPORT_PATH,
  DOWNLINE_SEARCH_MAX,
  REPORT_GRANULARITIES,
  REPORT_MAX_DAYS,
  SETTLEMENT_STATES,
  type DownlineMemberData,
  type DownlineRelation,
  type OperationReportResponse,
  type SettlementData,
  type SettlementDetailResponse,
  type StratifiedReportResponse,
} from '@casino/contracts';
import { rangeProblem } from '@casino/contracts/date-range';
import { agentOfMember, type AgentRow } from '../agents/agent-of-member';
import { DOWNLINE_CTE, emptyFigures, layerFigures, layersOf, periodsOf, totalFigures } from '../agents/agent-reports';
import type { Member } from '../auth/sessions';
import type { SandboxContext } from '../context';
import { major } from '../money/minor-units';
import { fail, memberCall, ok, type CallResult } from '../http/call';
import { pick } from '../http/lang';
import { integer, object, string, stringEnum } from '../http/schema';
import { parseJson, type I18nText } from './rows';

const day = string({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const page = integer({ minimum: 1, maximum: 10_000 });
const count = integer({ minimum: 1, maximum: 100 });

interface DownlineRow {
  member_id: number;
  account: string;
  name: string;
  layer: number;
  runs_level: number | null;
  via_account: string | null;
  created_at: string;
  last_login_at: string | null;
  cash_minor: number;
  currency: string;
  status: 1 | 2 | 3;
}

/** A settlement as stored: the wire shape without what the call adds (the member's currency, the payable sum). */
type SettlementRow = Omit<SettlementData, 'currency' | 'payable'>;

function downlineData(row: DownlineRow): DownlineMemberData {
  const relation: DownlineRelation = row.runs_level !== null ? 'sub_agent' : row.layer === 1 ? 'direct' : 'sub_member';
  return {
    member_id: row.member_id,
    account: row.account,
    name: row.name,
    relation,
    layer: row.layer,
    agent_level: row.runs_level,
    via_account: row.layer > 1 ? row.via_account : null,
    registered_at: row.created_at,
    last_login_at: row.last_login_at,
    balance: major(row.cash_minor, row.currency),
    currency: row.currency,
    status: row.status,
  };
}

function settlementData(row: SettlementRow, currency: string): SettlementData {
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
    payable: Math.max(0, Math.round((row.commission + row.adjustments) * 100) / 100),
    state: row.state,
    settled_at: row.settled_at,
    paid_at: row.paid_at,
  };
}

/** A range's problem as the call's failure, or null: judged by the client's own rule (mf-shared rangeProblem) with the report's maximum. */
function rangeFailure(start: string, end: string, maxDays: number): CallResult | null {
  const problem = rangeProblem({ start, end }, maxDays);
  if (problem === null) return null;
  if (problem === 'tooLong') return fail(AGENT_REPORT_ERROR.badDateRange, 'reportRangeTooLong', { params: { days: maxDays } });
  return fail(AGENT_REPORT_ERROR.badDateRange, problem === 'reversed' ? 'reportRangeReversed' : 'reportRangeMissing');
}

/**
 * The agent centre's downline and reports (docs/proxy.md "Downline and reports", docs/sandbox.md):
 * for a member who runs an active agent, its downline (every layer, searchable, paged), the
 * operation report by day / week / month, the same figures per layer, and its monthly settlements.
 */
export function agentReportRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  /** The caller's active agent, or the refusal every report call gives a member who runs none. */
  const agentCall = <B>(
    path: string,
    schema: Parameters<typeof memberCall>[3],
    handler: (call: { agent: AgentRow; member: Member; body: B; lang: Parameters<typeof pick>[1] }) => CallResult,
  ) =>
    memberCall(app, ctx, path, schema, ({ member, body, lang }) => {
      const agent = agentOfMember(db, member.id);
      if (!agent || agent.active !== 1) return fail(AGENT_REPORT_ERROR.notAgent, 'notAnAgent');
      return handler({ agent, member, body: body as B, lang });
    });

  agentCall<{ account?: string; page: number; count: number }>(
    AGENT_DOWNLINE_PATH,
    object({ account: string({ maxLength: DOWNLINE_SEARCH_MAX }), page, count }, ['page', 'count']),
    ({ agent, body }) => {
      const search = (body.account ?? '').trim().toLowerCase();
      // LIKE's wildcards in the member's text are searched as themselves
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const where = search ? "WHERE lower(m.account) LIKE ? ESCAPE '\\'" : '';
      const args = search ? [agent.id, pattern] : [agent.id];
      const { total } = db
        .prepare(`${DOWNLINE_CTE} SELECT COUNT(*) AS total FROM downline d JOIN members m ON m.id = d.member_id ${where}`)
        .get(...args) as { total: number };
      const rows = db
        .prepare(
          `${DOWNLINE_CTE}
           SELECT m.id AS member_id, m.account, m.name, d.layer, runs.level AS runs_level, via.account AS via_account,
                  m.created_at, (SELECT MAX(at) FROM (SELECT created_at AS at FROM sessions WHERE member_id = m.id
                   UNION ALL SELECT logged_in_at FROM member_logins WHERE member_id = m.id)) AS last_login_at,
                  m.cash_minor, m.currency, m.status
           FROM downline d
           JOIN members m ON m.id = d.member_id
           LEFT JOIN agents runs ON runs.member_id = m.id
           LEFT JOIN agents owner ON owner.id = m.agent_id
           LEFT JOIN members via ON via.id = owner.member_id
           ${where}
           ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`,
        )
        .all(...args, body.count, (body.page - 1) * body.count) as DownlineRow[];
      return ok({ list: rows.map(downlineData), total_count: total });
    },
  );

  agentCall<{ granularity: (typeof REPORT_GRANULARITIES)[number]; start_date: string; end_date: string }>(
    AGENT_OPERATION_REPORT_PATH,
    object({ granularity: stringEnum(REPORT_GRANULARITIES), start_date: day, end_date: day }, ['granularity', 'start_date', 'end_date']),
    ({ agent, body }) => {
      const refused = rangeFailure(body.start_date, body.end_date, REPORT_MAX_DAYS[body.granularity]);
      if (refused) return refused;
      const periods = periodsOf(body.granularity, body.start_date, body.end_date).map((period) => ({
        ...period,
        ...totalFigures(layerFigures(db, agent.id, period.start_date, period.end_date)),
      }));
      const response: OperationReportResponse = {
        currency: agent.currency,
        granularity: body.granularity,
        start_date: body.start_date,
        end_date: body.end_date,
        periods,
        // over the whole range: a member active in two periods counts once
        totals: totalFigures(layerFigures(db, agent.id, body.start_date, body.end_date)),
      };
      return ok(response);
    },
  );

  agentCall<{ start_date: string; end_date: string }>(
    AGENT_STRATIFIED_REPORT_PATH,
    object({ start_date: day, end_date: day }, ['start_date', 'end_date']),
    ({ agent, body }) => {
      const refused = rangeFailure(body.start_date, body.end_date, REPORT_MAX_DAYS.month);
      if (refused) return refused;
      const figures = layerFigures(db, agent.id, body.start_date, body.end_date);
      const response: StratifiedReportResponse = {
        currency: agent.currency,
        start_date: body.start_date,
        end_date: body.end_date,
        layers: layersOf(db, agent.id).map((shape) => ({ ...shape, ...(figures.get(shape.layer) ?? emptyFigures()) })),
        totals: totalFigures(figures),
      };
      return ok(response);
    },
  );

  agentCall<{ page: number; count: number; state?: SettlementData['state'] }>(
    AGENT_SETTLEMENTS_PATH,
    object({ page, count, state: stringEnum(SETTLEMENT_STATES) }, ['page', 'count']),
    ({ agent, body }) => {
      const filter = body.state ? 'AND state = ?' : '';
      const args: Array<number | string> = body.state ? [agent.id, body.state] : [agent.id];
      const { total } = db.prepare(`SELECT COUNT(*) AS total FROM agent_settlements WHERE agent_id = ? ${filter}`).get(...args) as {
        total: number;
      };
      const rows = db
        .prepare(`SELECT * FROM agent_settlements WHERE agent_id = ? ${filter} ORDER BY period DESC LIMIT ? OFFSET ?`)
        .all(...args, body.count, (body.page - 1) * body.count) as SettlementRow[];
      return ok({ list: rows.map((row) => settlementData(row, agent.currency)), total_count: total });
    },
  );

  agentCall<{ id: number }>(AGENT_SETTLEMENT_DETAIL_PATH, object({ id: integer({ minimum: 1 }) }, ['id']), ({ agent, body, lang }) => {
    const row = db.prepare('SELECT * FROM agent_settlements WHERE id = ? AND agent_id = ?').get(body.id, agent.id) as
      SettlementRow | undefined;
    if (!row) return fail(AGENT_REPORT_ERROR.notFound, 'settlementNotFound');
    const lines = db
      .prepare(
        'SELECT layer, agent_level, active_members, valid_bets, win_loss, rate, commission FROM agent_settlement_lines WHERE settlement_id = ? ORDER BY layer',
      )
      .all(row.id) as SettlementDetailResponse['lines'];
    const adjustments = db
      .prepare('SELECT reason_i18n, amount FROM agent_settlement_adjustments WHERE settlement_id = ? ORDER BY id')
      .all(row.id) as { reason_i18n: string; amount: number }[];
    const response: SettlementDetailResponse = {
      settlement: settlementData(row, agent.currency),
      lines,
      adjustment_list: adjustments.map((a) => ({ reason: pick(parseJson<I18nText>(a.reason_i18n, {}), lang), amount: a.amount })),
    };
    return ok(response);
  });
}
