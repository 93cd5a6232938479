import { type RequestClient } from '@casino/mf-shared';
import { AGENT_TRANSFERS_PATH, type AgentTransferData, type AgentTransfersResponse } from '@casino/contracts';

/** POST /agent/transfers: the agent's latest transfers, newest first (the list shows its own failed state). */
export async function getAgentTransfers(api: RequestClient, count: number): Promise<AgentTransferData[]> {
  const answer = await api.post<AgentTransfersResponse>(AGENT_TRANSFERS_PATH, { count }, { silent: true });
  return answer.list;
}
