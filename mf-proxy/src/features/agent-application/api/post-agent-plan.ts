import { type RequestClient } from '@casino/mf-shared';
import { AGENT_PLAN_PATH, type AgentPlanResponse } from '@casino/contracts';

/** POST /agent/plan: the commission tiers of the member's currency (the page shows its own failed state). */
export function postAgentPlan(api: RequestClient): Promise<AgentPlanResponse> {
  return api.post<AgentPlanResponse>(AGENT_PLAN_PATH, {}, { silent: true });
}
