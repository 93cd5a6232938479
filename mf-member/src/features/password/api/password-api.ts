import { type RequestClient } from '@casino/mf-shared';
import { PROFILE_PATH, WITHDRAW_PASSWORD_PATH, type ProfileResponse, type WithdrawPasswordRequest } from '@casino/contracts';

/** POST /member/profile/withdraw_password: sets the first one or changes it. */
export async function postWithdrawPassword(api: RequestClient, body: WithdrawPasswordRequest): Promise<void> {
  await api.post<unknown>(WITHDRAW_PASSWORD_PATH, body, { silent: true });
}

/** Whether the member has a withdraw password (the profile's is_withdraw_password). */
export async function getHasWithdrawPassword(api: RequestClient): Promise<boolean> {
  const { profile } = await api.post<ProfileResponse>(PROFILE_PATH, {}, { silent: true });
  return profile.is_withdraw_password === 1;
}
