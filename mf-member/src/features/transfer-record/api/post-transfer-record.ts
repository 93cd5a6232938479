import { type RequestClient } from '@casino/mf-shared';
import { TRANSFER_RECORD_PATH, type TransferRecordRequest, type TransferRecordResponse } from '@casino/contracts';

/** POST /member/transfer_record: one page of the member's transfers within a date range. */
export function postTransferRecord(api: RequestClient, body: TransferRecordRequest): Promise<TransferRecordResponse> {
  return api.post<TransferRecordResponse>(TRANSFER_RECORD_PATH, body, { silent: true });
}
