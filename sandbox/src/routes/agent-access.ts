import type { FastifyInstance } from 'fastify';
import {
  AGENT_LEVEL_RENAME_PATH,
  AGENT_PLAN_PATH,
  AGENT_PROMOTION_CODES,
  AGENT_PROMOTION_PATH,
  APPLY_AGENT_CODES,
  APPLY_AGENT_FLAG,
  APPLY_FOR_AGENT_CHECK_PATH,
  type AgentLevelNameData,
  type AgentLevelNameLocale,
  type AgentLevelRenameResponse,
  type AgentPlanResponse,
  type AgentPromotionResponse,
  type ApplyForAgentAnswer,
} from '@casino/contracts';
import { agentOfMember } from '../agents/agent-of-member';
import type { Member } from '../auth/sessions';
import type { SandboxContext } from '../context';
import type { Db } from '../db/db';
import { fail, memberCall, ok, type CallResult } from '../http/call';
import { integer, object } from '../http/schema';

/**
 * Whether the member may apply to be an agent (docs/proxy.md "Applying"): an active agent already
 * is one (101); the agent applied under must be of the member's site and currency (102); the
 * currency must have a programme, i.e. commission tiers (103); one application at a time (104).
 * An inactive agent (agents row active 0) applies like any member.
 */
export function agentApplicationRefusal(db: Db, member: Member, agentId: number): CallResult | null {
  if (agentOfMember(db, member.id)?.active === 1) return fail(APPLY_AGENT_CODES.alreadyAgent, 'agentAlready');
  if (
    agentId > 0 &&
    !db.prepare('SELECT 1 FROM agents WHERE id = ? AND site_id = ? AND currency = ?').get(agentId, member.site_id, member.currency)
  )
    return fail(APPLY_AGENT_CODES.unknownAgent, 'agentUnknown');
  if (!db.prepare('SELECT 1 FROM agent_commission_tiers WHERE site_id = ? AND currency = ?').get(member.site_id, member.currency))
    return fail(APPLY_AGENT_CODES.programmeClosed, 'agentProgrammeClosed');
  if (db.prepare("SELECT 1 FROM agent_applications WHERE member_id = ? AND status = 'pending'").get(member.id))
    return fail(APPLY_AGENT_CODES.underReview, 'agentPending');
  return null;
}

/**
 * Reaching the agent centre and applying (member-and-account.md §2, §6, §7; shapes in
 * @casino/contracts agent-access.ts): the site's renamed level names, the agent
 * application check and filing, the programme's commission tiers and the agent's own promotion
 * record. The member layout's agent fields are in member-profile.ts.
 */
export function agentAccessRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  memberCall(app, ctx, AGENT_LEVEL_RENAME_PATH, object({}), ({ member }) => {
    const rows = db.prepare('SELECT level, locale, name FROM agent_level_names WHERE site_id = ? ORDER BY level').all(member.site_id) as {
      level: number;
      locale: AgentLevelNameLocale;
      name: string;
    }[];
    const byLevel = new Map<number, AgentLevelNameData>();
    for (const row of rows) {
      const entry = byLevel.get(row.level) ?? { level: row.level, names: {} };
      entry.names[row.locale] = row.name;
      byLevel.set(row.level, entry);
    }
    const answer: AgentLevelRenameResponse = { detail: [...byLevel.values()] };
    return ok(answer);
  });

  memberCall(
    app,
    ctx,
    APPLY_FOR_AGENT_CHECK_PATH,
    object({ agent_id: integer({ minimum: 0 }), apply_agent_flag: integer({ minimum: 0, maximum: 1 }) }),
    ({ body, member }) => {
      const agentId = body.agent_id ?? 0;
      const refusal = agentApplicationRefusal(db, member, agentId);
      if (refusal) return refusal;
      if (body.apply_agent_flag !== APPLY_AGENT_FLAG.apply) return ok({});
      const introducer = db.prepare('SELECT agent_id FROM members WHERE id = ?').get(member.id) as { agent_id: number | null };
      db.prepare("INSERT INTO agent_applications (member_id, status, created_at, upline_agent_id) VALUES (?, 'pending', ?, ?)").run(
        member.id,
        ctx.now().toISOString(),
        agentId > 0 ? agentId : introducer.agent_id,
      );
      const answer: ApplyForAgentAnswer = { apply_status: 'pending' };
      return ok(answer);
    },
  );

  memberCall(app, ctx, AGENT_PLAN_PATH, object({}), ({ member }) => {
    const tiers = db
      .prepare('SELECT level, rate, min_active_members FROM agent_commission_tiers WHERE site_id = ? AND currency = ? ORDER BY level')
      .all(member.site_id, member.currency) as AgentPlanResponse['tiers'];
    const answer: AgentPlanResponse = { currency: member.currency, tiers };
    return ok(answer);
  });

  memberCall(app, ctx, AGENT_PROMOTION_PATH, object({}), ({ member }) => {
    const agent = db.prepare('SELECT id, agent_code, level, active, domain FROM agents WHERE member_id = ?').get(member.id) as
      { id: number; agent_code: string; level: number; active: number; domain: string | null } | undefined;
    if (!agent) return fail(AGENT_PROMOTION_CODES.notAgent, 'agentNotAgent');
    const downline = db.prepare('SELECT COUNT(*) AS n FROM members WHERE agent_id = ?').get(agent.id) as { n: number };
    const answer: AgentPromotionResponse = {
      agent_code: agent.agent_code,
      level: agent.level,
      active: agent.active,
      domain: agent.domain ?? '',
      downline_count: downline.n,
    };
    return ok(answer);
  });
}

/**
 * /__sandbox reads of the agent programme (docs/sandbox.md "Agent access"): which agent introduced
 * a member (members.agent_id), so a test can see a registration through an agent link land in
 * that agent's downline. Resetting an application is POST /__sandbox/members/agent-application.
 */
export function agentAccessAdminRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  app.get<{ Querystring: { account?: string; site_id?: string } }>('/members/agent', (request, reply) => {
    const account = request.query.account ?? '';
    const siteId = Number(request.query.site_id ?? 1);
    const row = db
      .prepare('SELECT m.id, a.agent_code FROM members m LEFT JOIN agents a ON a.id = m.agent_id WHERE m.site_id = ? AND m.account = ?')
      .get(siteId, account) as { id: number; agent_code: string | null } | undefined;
    if (!row) return reply.code(404).send({ ok: false, error: `No member ${account} on site ${siteId}` });
    return { ok: true, member_id: row.id, account, agent_code: row.agent_code };
  });
}
