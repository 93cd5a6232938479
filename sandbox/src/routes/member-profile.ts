import type { FastifyInstance } from 'fastify';
import type { MemberLayoutData } from '@casino/contracts';
import type { SandboxContext } from '../context';
import { agentOfMember } from '../agents/agent-of-member';
import { memberCall, ok } from '../http/call';
import { object } from '../http/schema';
import { needsBankAccount } from '../money/orders';

/** agent_type (ours, docs/proxy.md): 1 a general agent with no upline, 2 a sub-agent under another agent. */
function agentType(parentAgentId: number | null): number {
  return parentAgentId === null ? 1 : 2;
}

/**
 * The member's own data (member-and-account.md §3 "Member layout" and "Wallet"), read from the
 * database for the session's member. is_playing is set by play1 and cleared by leave1 (games play on
 * the member's cash). The wallet
 * (/member/profile/my_cash) is in member-wallet.ts.
 */
export function memberProfileRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  memberCall(app, ctx, '/member/profile/common/layout', object({}, []), ({ member }) => {
    const flags = db.prepare('SELECT first_login_to_change_password, is_playing FROM members WHERE id = ?').get(member.id) as
      { first_login_to_change_password: number; is_playing: number } | undefined;
    // The agent fields come from the agents row the member runs (docs/proxy.md "Agents in the data").
    const agent = agentOfMember(db, member.id);
    const layout: MemberLayoutData = {
      id: member.id,
      member_account: member.account,
      member_currency: member.currency,
      member_cash: member.cash,
      member_type: member.member_type,
      agent_type: agent ? agentType(agent.parent_agent_id) : null,
      agent_level: agent ? agent.level : null,
      is_agent: agent ? 1 : 0,
      agent_active: agent?.active === 1 ? 1 : 0,
      is_playing: flags?.is_playing ?? 0,
      cash_back_status: 0,
      wallet_status: 1,
      first_login_to_change_password: flags?.first_login_to_change_password ?? 0,
      need_bank_account_deposit_verified: needsBankAccount(db, member.id) ? 1 : 0,
    };
    return ok({ member_common_layout: layout });
  });
}
