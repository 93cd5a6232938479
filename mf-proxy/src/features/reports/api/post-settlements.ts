import { type RequestClient } from '@casino/mf-shared';
import { AGENT_SETTLEMENTS_PATH, type SettlementsBody, type SettlementsResponse } from '@casino/contracts';

/** POST /agent/settlements: one page of the agent's monthly settlements, newest first. */
export function postSettlements(api: RequestClient, body: SettlementsBody): Promise<SettlementsResponse> {
  return api.post<SettlementsResponse>(AGENT_SETTLEMENTS_PATH, body, { silent: true });
}
