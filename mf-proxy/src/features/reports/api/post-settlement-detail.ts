import { type RequestClient } from '@casino/mf-shared';
import { AGENT_SETTLEMENT_DETAIL_PATH, type SettlementDetailResponse } from '@casino/contracts';

/** POST /agent/settlement/detail: one settlement with its lines and adjustments (101 when it is not the agent's). */
export function postSettlementDetail(api: RequestClient, id: number): Promise<SettlementDetailResponse> {
  return api.post<SettlementDetailResponse>(AGENT_SETTLEMENT_DETAIL_PATH, { id }, { silent: true });
}
