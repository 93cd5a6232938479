import { type RequestClient } from '@casino/mf-shared';
import { AGENT_PROMOTION_PATH, type AgentPromotionResponse } from '@casino/contracts';

/** POST /agent/promotion: the agent's code, level and domain (the page shows its own failed state; 105 is "not an agent"). */
export function postAgentPromotion(api: RequestClient): Promise<AgentPromotionResponse> {
  return api.post<AgentPromotionResponse>(AGENT_PROMOTION_PATH, {}, { silent: true });
}
