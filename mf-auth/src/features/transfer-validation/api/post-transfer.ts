import type { RequestClient } from '@casino/mf-shared';
import type { TransferResetRequest, TransferVerifyAnswer, TransferVerifyRequest } from '@casino/contracts';

/** POST /arks/web/vx/verify: step 1 of the member transfer validation → a token. */
export function postTransferVerify(api: RequestClient, body: TransferVerifyRequest): Promise<TransferVerifyAnswer> {
  return api.post<TransferVerifyAnswer>('/arks/web/vx/verify', body, { silent: true });
}

/** POST /arks/web/vx/reset: step 2, the new password with the token of step 1. */
export function postTransferReset(api: RequestClient, body: TransferResetRequest): Promise<unknown> {
  return api.post<unknown>('/arks/web/vx/reset', body, { silent: true });
}
