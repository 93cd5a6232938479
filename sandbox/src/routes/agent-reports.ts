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
  type OperationReportResponse,
  type StratifiedReportResponse,
} from '@casino/contracts';
import { rangeProblem } from '@casino/contracts/date-range';
import { agentOfMember, type AgentRow } from '../agents/agent-of-member';
import { emptyFigures, figuresOnWire, layerFigures, layersOf, periodsOf, totalFigures } from '../agents/agent-reports';
import { downlinePage } from '../agents/downline';
import { settlementDetail, settlementsPage } from '../agents/settlements';
import type { Member } from '../auth/sessions';
import type { SandboxContext } from '../context';
import { fail, memberCall, ok, type CallContext, type CallResult } from '../http/call';
import { integer, object, string, stringEnum, type Infer, type Schema } from '../http/schema';

const day = string({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const page = integer({ minimum: 1, maximum: 10_000 });
const count = integer({ minimum: 1, maximum: 100 });

const downlineBody = object({ account: string({ maxLength: DOWNLINE_SEARCH_MAX }), page, count }, ['page', 'count']);
const operationBody = object({ granularity: stringEnum(REPORT_GRANULARITIES), start_date: day, end_date: day }, [
  'granularity',
  'start_date',
  'end_date',
]);
const stratifiedBody = object({ start_date: day, end_date: day }, ['start_date', 'end_date']);
const settlementsBody = object({ page, count, state: stringEnum(SETTLEMENT_STATES) }, ['page', 'count']);
const detailBody = object({ id: integer({ minimum: 1 }) }, ['id']);

/** A report call of the caller's active agent. */
type AgentCall<B> = CallContext<B, Member> & { agent: AgentRow; ctx: SandboxContext };

/** A range's problem as the call's failure, or null: judged by the client's own rule (contracts' rangeProblem) with the report's maximum. */
function rangeFailure(start: string, end: string, maxDays: number): CallResult | null {
  const problem = rangeProblem({ start, end }, maxDays);
  if (problem === null) return null;
  if (problem === 'tooLong') return fail(AGENT_REPORT_ERROR.badDateRange, 'reportRangeTooLong', { params: { days: maxDays } });
  return fail(AGENT_REPORT_ERROR.badDateRange, problem === 'reversed' ? 'reportRangeReversed' : 'reportRangeMissing');
}

function downline({ ctx, agent, body }: AgentCall<Infer<typeof downlineBody>>): CallResult {
  return ok(downlinePage(ctx.db, agent.id, body.account ?? '', body));
}

function operationReport({ ctx, agent, body }: AgentCall<Infer<typeof operationBody>>): CallResult {
  const refused = rangeFailure(body.start_date, body.end_date, REPORT_MAX_DAYS[body.granularity]);
  if (refused) return refused;
  const totalOf = (start: string, end: string) => figuresOnWire(totalFigures(layerFigures(ctx.db, agent.id, start, end)), agent.currency);
  const response: OperationReportResponse = {
    currency: agent.currency,
    granularity: body.granularity,
    start_date: body.start_date,
    end_date: body.end_date,
    periods: periodsOf(body.granularity, body.start_date, body.end_date).map((period) => ({
      ...period,
      ...totalOf(period.start_date, period.end_date),
    })),
    // over the whole range: a member active in two periods counts once
    totals: totalOf(body.start_date, body.end_date),
  };
  return ok(response);
}

function stratifiedReport({ ctx, agent, body }: AgentCall<Infer<typeof stratifiedBody>>): CallResult {
  const refused = rangeFailure(body.start_date, body.end_date, REPORT_MAX_DAYS.month);
  if (refused) return refused;
  const figures = layerFigures(ctx.db, agent.id, body.start_date, body.end_date);
  const response: StratifiedReportResponse = {
    currency: agent.currency,
    start_date: body.start_date,
    end_date: body.end_date,
    layers: layersOf(ctx.db, agent.id).map((shape) => ({
      ...shape,
      ...figuresOnWire(figures.get(shape.layer) ?? emptyFigures(), agent.currency),
    })),
    totals: figuresOnWire(totalFigures(figures), agent.currency),
  };
  return ok(response);
}

function settlements({ ctx, agent, body }: AgentCall<Infer<typeof settlementsBody>>): CallResult {
  return ok(settlementsPage(ctx.db, agent, body.state, body));
}

function settlement({ ctx, agent, body, lang }: AgentCall<Infer<typeof detailBody>>): CallResult {
  const detail = settlementDetail(ctx.db, agent, body.id, lang);
  return detail ? ok(detail) : fail(AGENT_REPORT_ERROR.notFound, 'settlementNotFound');
}

/**
 * The agent centre's downline and reports (docs/proxy.md "Downline and reports", docs/sandbox.md):
 * for a member who runs an active agent, its downline (every layer, searchable, paged), the
 * operation report by day / week / month, the same figures per layer, and its monthly settlements.
 */
export function agentReportRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  /** A call for the caller's active agent; a member who runs none gets the refusal every report call gives. */
  const agentCall = <S extends Schema<unknown>>(path: string, body: S, handler: (call: AgentCall<Infer<S>>) => CallResult) =>
    memberCall(app, ctx, path, body, (call) => {
      const agent = agentOfMember(ctx.db, call.member.id);
      if (!agent || agent.active !== 1) return fail(AGENT_REPORT_ERROR.notAgent, 'notAnAgent');
      return handler({ ...call, agent, ctx });
    });
  agentCall(AGENT_DOWNLINE_PATH, downlineBody, downline);
  agentCall(AGENT_OPERATION_REPORT_PATH, operationBody, operationReport);
  agentCall(AGENT_STRATIFIED_REPORT_PATH, stratifiedBody, stratifiedReport);
  agentCall(AGENT_SETTLEMENTS_PATH, settlementsBody, settlements);
  agentCall(AGENT_SETTLEMENT_DETAIL_PATH, detailBody, settlement);
}
