import { type RequestClient } from '@casino/mf-shared';
import { DW_RECORD_PATH, type DwRecordBody, type DwRecordResponse } from '@casino/contracts';

/** POST /arks/web/member/dw-record: one page of deposits and withdrawals (the page shows its own failed state). */
export function getDwRecord(api: RequestClient, body: DwRecordBody): Promise<DwRecordResponse> {
  return api.post<DwRecordResponse>(DW_RECORD_PATH, body, { silent: true });
}
