import { type RequestClient } from '@casino/mf-shared';
import { AGENT_TRANSFER_PATH, type AgentTransferBody, type AgentTransferResponse } from '@casino/contracts';

/** POST /agent/transfer. Refusals are shown in the form, so they are silent for the shell's toasts. */
export function postAgentTransfer(api: RequestClient, body: AgentTransferBody): Promise<AgentTransferResponse> {
  return api.post<AgentTransferResponse>(AGENT_TRANSFER_PATH, body, { silent: true });
}
