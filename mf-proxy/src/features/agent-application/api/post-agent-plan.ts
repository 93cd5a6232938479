import { AGENT_PLAN_PATH, type AgentPlanResponse, type RequestClient } from '@casino/mf-shared';

/** POST /agent/plan: the commission tiers of the member's currency (the page shows its own failed state). */
export function postAgentPlan(api: RequestClient): Promise<AgentPlanResponse> {
  return api.post<AgentPlanResponse>(AGENT_PLAN_PATH, {}, { silent: true });
}
