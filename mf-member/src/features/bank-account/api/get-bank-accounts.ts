import { type RequestClient } from '@casino/mf-shared';
import { BANK_ACCOUNTS_PATH, type BankAccountsResponse } from '@casino/contracts';

/** POST /arks/web/member/bank-account: the member's bound accounts (numbers masked). */
export function getBankAccounts(api: RequestClient): Promise<BankAccountsResponse> {
  return api.post<BankAccountsResponse>(BANK_ACCOUNTS_PATH, {}, { silent: true });
}
