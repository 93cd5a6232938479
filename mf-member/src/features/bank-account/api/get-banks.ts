import { type RequestClient } from '@casino/mf-shared';
import { BANK_LIST_PATH, type BankListResponse } from '@casino/contracts';

/** POST /arks/web/bank/list: the banks of the member's currency. */
export function getBanks(api: RequestClient): Promise<BankListResponse> {
  return api.post<BankListResponse>(BANK_LIST_PATH, {}, { silent: true });
}
