import { type RequestClient } from '@casino/mf-shared';
import { MEMBER_READS_GROUP, RED_ENVELOPE_PROMOTION_PATH, type RedEnvelopePromotionResponse } from '@casino/contracts';

/** POST /arks/web/activity/red_envelope_promotion: the envelope on offer, or null (member reads' cancel group; silent). */
export function postRedEnvelopePromotion(api: RequestClient): Promise<RedEnvelopePromotionResponse> {
  return api.post<RedEnvelopePromotionResponse>(RED_ENVELOPE_PROMOTION_PATH, {}, { silent: true, cancelGroup: MEMBER_READS_GROUP });
}
