import { type RequestClient } from '@casino/mf-shared';
import { AGENT_TRANSFER_SETTINGS_PATH, type AgentTransferSettingsResponse } from '@casino/contracts';

/** POST /agent/transfer/settings: limits, balance and the downline to pick from (the page shows its own failed state). */
export function getTransferSettings(api: RequestClient): Promise<AgentTransferSettingsResponse> {
  return api.post<AgentTransferSettingsResponse>(AGENT_TRANSFER_SETTINGS_PATH, {}, { silent: true });
}
