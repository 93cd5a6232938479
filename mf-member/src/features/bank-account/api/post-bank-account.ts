import { type RequestClient } from '@casino/mf-shared';
import { BANK_ACCOUNT_STORE_PATH, type BankAccountStoreBody, type BankAccountStoreResponse } from '@casino/contracts';

/** POST /arks/web/member/bank-account/store. Refusals are shown in the form. */
export function postBankAccount(api: RequestClient, body: BankAccountStoreBody): Promise<BankAccountStoreResponse> {
  return api.post<BankAccountStoreResponse>(BANK_ACCOUNT_STORE_PATH, body, { silent: true });
}
