import type { FastifyInstance } from 'fastify';
import type { MemberLayoutData, MyCashResponse } from '@casino/mf-shared/contracts';
import type { SandboxContext } from '../context';
import { memberCall, ok } from '../http/call';
import { object } from '../http/schema';

/** member_type 2 is an agent (001-accounts.sql). */
const AGENT_MEMBER_TYPE = 2;

/**
 * The member's own data (member-and-account.md §3 "Member layout" and "Wallet"), read from the
 * database for the session's member. is_playing is set by play1 and cleared by leave1 (games play on
 * the member's cash). Bank accounts and provider wallets arrive with their issues: until then no bank
 * check is due and every provider wallet holds nothing, so the whole balance is in the main wallet.
 */
export function memberProfileRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  memberCall(app, ctx, '/member/profile/common/layout', object({}, []), ({ member }) => {
    const flags = db.prepare('SELECT first_login_to_change_password, is_playing FROM members WHERE id = ?').get(member.id) as
      { first_login_to_change_password: number; is_playing: number } | undefined;
    const agent = member.member_type === AGENT_MEMBER_TYPE;
    const layout: MemberLayoutData = {
      id: member.id,
      member_account: member.account,
      member_currency: member.currency,
      member_cash: member.cash,
      member_type: member.member_type,
      agent_type: agent ? 1 : null,
      agent_level: agent ? 1 : null,
      is_agent: agent ? 1 : 0,
      agent_active: agent ? 1 : 0,
      is_playing: flags?.is_playing ?? 0,
      cash_back_status: 0,
      wallet_status: 1,
      first_login_to_change_password: flags?.first_login_to_change_password ?? 0,
      need_bank_account_deposit_verified: 0,
    };
    return ok({ member_common_layout: layout });
  });

  memberCall(app, ctx, '/member/profile/my_cash', object({}, []), ({ member }) => {
    const providers = db.prepare('SELECT gp_id, gp_name FROM providers WHERE active = 1 ORDER BY sort DESC, gp_id').all() as Array<{
      gp_id: string;
      gp_name: string;
    }>;
    const answer: MyCashResponse = {
      my_cash_list: providers.map((provider) => ({ gp_id: provider.gp_id, gp_name: provider.gp_name, cash: 0, is_light: 0 })),
      total: member.cash,
    };
    return ok(answer);
  });
}
