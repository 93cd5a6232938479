import { type RequestClient } from '@casino/mf-shared';
import { APPLY_AGENT_FLAG, APPLY_FOR_AGENT_CHECK_PATH, type ApplyForAgentAnswer, type ApplyForAgentCheckRequest } from '@casino/contracts';

/**
 * POST /member/apply_for_agent/check: `check` only asks whether the member may apply, `apply`
 * files the application. Refusals come back as business errors with their code (APPLY_AGENT_CODES);
 * the page shows them itself, so the call is silent.
 */
export function postApplyForAgent(
  api: RequestClient,
  flag: keyof typeof APPLY_AGENT_FLAG,
): Promise<ApplyForAgentAnswer | Record<string, never>> {
  const body: ApplyForAgentCheckRequest = { agent_id: 0, apply_agent_flag: APPLY_AGENT_FLAG[flag] };
  return api.post<ApplyForAgentAnswer | Record<string, never>>(APPLY_FOR_AGENT_CHECK_PATH, body, { silent: true });
}
