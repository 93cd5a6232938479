import { type RequestClient } from '@casino/mf-shared';
import { TRANSFER_BACK_PATH, type TransferBackResponse } from '@casino/contracts';

/** POST /member/profile/balance/all/back: every provider's cash back to the main wallet. Failures are shown by the wallet. */
export function postTransferBack(api: RequestClient): Promise<TransferBackResponse> {
  return api.post<TransferBackResponse>(TRANSFER_BACK_PATH, {}, { silent: true });
}
