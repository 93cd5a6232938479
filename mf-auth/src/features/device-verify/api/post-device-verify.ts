import type { RequestClient } from '@casino/mf-shared';
import type { DeviceVerifyRequest, DeviceVerifySmsRequest, LoginSessionAnswer } from '@casino/contracts';

/** POST /login/device_verify: the code sent on a 107 → a session. The dialog shows failures itself. */
export function postDeviceVerify(api: RequestClient, body: DeviceVerifyRequest): Promise<LoginSessionAnswer> {
  return api.post<LoginSessionAnswer>('/login/device_verify', body, { silent: true });
}

/** POST /login/device_verify/sms: sends the code again (300 s apart). */
export function postDeviceVerifySms(api: RequestClient, body: DeviceVerifySmsRequest): Promise<unknown> {
  return api.post<unknown>('/login/device_verify/sms', body, { silent: true });
}
