import { type RequestClient } from '@casino/mf-shared';
import { WITHDRAW_APPLY_PATH, type WithdrawApplyBody, type WithdrawApplyResponse } from '@casino/contracts';

/** POST /arks/web/withdraw/apply. Refusals are shown in the form, so they are silent for the shell's toasts. */
export function postWithdraw(api: RequestClient, body: WithdrawApplyBody): Promise<WithdrawApplyResponse> {
  return api.post<WithdrawApplyResponse>(WITHDRAW_APPLY_PATH, body, { silent: true });
}
