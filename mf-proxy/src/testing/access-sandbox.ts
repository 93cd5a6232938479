import { MEMBER_LAYOUT_PATH, MY_CASH_PATH } from '@casino/mf-shared';
import {
  AGENT_LEVEL_RENAME_PATH,
  AGENT_PLAN_PATH,
  AGENT_PROMOTION_PATH,
  APPLY_AGENT_CODES,
  APPLY_FOR_AGENT_CHECK_PATH,
  type AgentCommissionTier,
  type AgentPromotionResponse,
} from '@casino/contracts';
import { businessError, createFakeSandbox, type Handler } from '@casino/mf-shared/testing';

export interface AccessState {
  /** the member runs an agents row */
  isAgent: boolean;
  agentActive: boolean;
  level: number;
  /** what the application check answers before any application: null may apply, else a refusal code */
  refusal: number | null;
  /** an application filed through the page */
  applied: boolean;
  tiers: AgentCommissionTier[];
  promotion: AgentPromotionResponse;
}

const TIERS: AgentCommissionTier[] = [
  { level: 1, rate: 40, min_active_members: 5 },
  { level: 2, rate: 30, min_active_members: 3 },
  { level: 3, rate: 12.5, min_active_members: 1 },
];

const PROMOTION: AgentPromotionResponse = { agent_code: 'AG1001', level: 1, active: 1, domain: 'agent1.localhost', downline_count: 7 };

/**
 * The access part's calls of the sandbox, kept in memory: the member layout (agent_rmb, whose
 * agent fields the state decides), site 1's renamed levels, the application check (flag 0 asks,
 * flag 1 files), the plan's tiers and the promotion record.
 */
export function accessSandbox(initial: Partial<AccessState> = {}, ...more: Array<Record<string, Handler>>) {
  const state: AccessState = {
    isAgent: true,
    agentActive: true,
    level: 1,
    refusal: null,
    applied: false,
    tiers: TIERS,
    promotion: PROMOTION,
    ...initial,
  };
  const sandbox = createFakeSandbox(
    {
      [MEMBER_LAYOUT_PATH]: () => ({
        member_common_layout: {
          id: 6,
          member_account: 'agent_rmb',
          member_currency: 'RMB',
          member_cash: '10000.00',
          member_type: state.isAgent ? 2 : 1,
          agent_type: state.isAgent ? 1 : null,
          agent_level: state.isAgent ? state.level : null,
          is_agent: state.isAgent ? 1 : 0,
          agent_active: state.agentActive ? 1 : 0,
          is_playing: 0,
          cash_back_status: 0,
          wallet_status: 1,
          first_login_to_change_password: 0,
          need_bank_account_deposit_verified: 0,
        },
      }),
      [MY_CASH_PATH]: () => ({ total: '10000.00', my_cash_list: [] }),
      [AGENT_LEVEL_RENAME_PATH]: () => ({
        detail: [
          { level: 1, names: { en_US: 'Gold partner', zh_CN: '金牌合伙人', vi_VN: 'Đối tác Vàng' } },
          { level: 2, names: { en_US: 'Silver partner', zh_CN: '银牌合伙人', vi_VN: 'Đối tác Bạc' } },
        ],
      }),
      [APPLY_FOR_AGENT_CHECK_PATH]: (body) => {
        if (state.applied) return businessError(APPLY_AGENT_CODES.underReview, 'Your agent application is under review');
        if (state.refusal !== null) return businessError(state.refusal, `refused ${state.refusal}`);
        if (body.apply_agent_flag === 1) {
          state.applied = true;
          return { apply_status: 'pending' };
        }
        return {};
      },
      [AGENT_PLAN_PATH]: () => ({ currency: 'RMB', tiers: state.tiers }),
      [AGENT_PROMOTION_PATH]: () => state.promotion,
    },
    ...more,
  );
  return { sandbox, state };
}
