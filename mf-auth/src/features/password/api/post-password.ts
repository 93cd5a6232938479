import type { RequestClient } from '@casino/mf-shared';
import type { ForgotPasswordResetRequest, ForgotPasswordSmsRequest } from '@casino/contracts';

/** POST /forgot_password/sms: a code to the phone on file (300 s apart). */
export function postForgotPasswordSms(api: RequestClient, body: ForgotPasswordSmsRequest): Promise<unknown> {
  return api.post<unknown>('/forgot_password/sms', body, { silent: true });
}

/** POST /forgot_password/reset: the code and the new password. */
export function postForgotPasswordReset(api: RequestClient, body: ForgotPasswordResetRequest): Promise<unknown> {
  return api.post<unknown>('/forgot_password/reset', body, { silent: true });
}
