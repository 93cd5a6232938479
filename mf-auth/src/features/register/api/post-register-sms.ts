import type { RequestClient } from '@casino/mf-shared';
import type { RegisterSmsRequest } from '@casino/contracts';

/** POST /register/sms: sends the 6-digit code to the phone being registered. */
export function postRegisterSms(api: RequestClient, body: RegisterSmsRequest): Promise<unknown> {
  return api.post<unknown>('/register/sms', body, { silent: true });
}
