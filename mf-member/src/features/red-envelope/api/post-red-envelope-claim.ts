import { type RequestClient } from '@casino/mf-shared';
import { RED_ENVELOPE_CLAIM_PATH, type RedEnvelopeClaimResponse } from '@casino/contracts';

/** POST /arks/web/activity/red_envelope {id}: the cash received. Failures are told by the envelope (102 clears it). */
export function postRedEnvelopeClaim(api: RequestClient, id: number): Promise<RedEnvelopeClaimResponse> {
  return api.post<RedEnvelopeClaimResponse>(RED_ENVELOPE_CLAIM_PATH, { id }, { silent: true });
}
