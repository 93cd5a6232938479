import { type RequestClient } from '@casino/mf-shared';
import { AGENT_DOWNLINE_PATH, type DownlineBody, type DownlineResponse } from '@casino/contracts';

/** POST /agent/downline: one page of the agent's downline (the page shows its own failed state). */
export function postDownline(api: RequestClient, body: DownlineBody): Promise<DownlineResponse> {
  return api.post<DownlineResponse>(AGENT_DOWNLINE_PATH, body, { silent: true });
}
