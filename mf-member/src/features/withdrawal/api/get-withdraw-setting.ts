import { type RequestClient } from '@casino/mf-shared';
import { WITHDRAW_SETTING_PATH, type WithdrawSettingResponse } from '@casino/contracts';

/** POST /arks/web/withdraw/setting: limits, today's count, balance and bound accounts (the page shows its own failed state). */
export function getWithdrawSetting(api: RequestClient): Promise<WithdrawSettingResponse> {
  return api.post<WithdrawSettingResponse>(WITHDRAW_SETTING_PATH, {}, { silent: true });
}
