import { loginSignatureHeaders, type RequestClient } from '@casino/mf-shared';
import type { LoginAnswer, LoginHeaderAnswer, LoginRequest } from '@casino/contracts';

/** POST /login with the signed login header. Failures are shown in the form, so they are silent for the shell's toasts. */
export function postLogin(api: RequestClient, body: LoginRequest, header: LoginHeaderAnswer): Promise<LoginAnswer> {
  return api.post<LoginAnswer>('/login', body, { silent: true, headers: loginSignatureHeaders(header) });
}
