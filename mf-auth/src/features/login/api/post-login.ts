import { type RequestClient } from '@casino/mf-shared';
import { LOGIN_SIGNATURE_HEADERS, type LoginAnswer, type LoginHeaderAnswer, type LoginRequest } from '@casino/mf-shared/contracts';

/** The two signed headers of the own server's answer; remote_addr and host travel in the body. */
export function signatureHeaders(header: LoginHeaderAnswer): Record<string, string> {
  return Object.fromEntries(LOGIN_SIGNATURE_HEADERS.map((name) => [name, header.headers[name]]));
}

/** POST /login with the signed login header. Failures are shown in the form, so they are silent for the shell's toasts. */
export function postLogin(api: RequestClient, body: LoginRequest, header: LoginHeaderAnswer): Promise<LoginAnswer> {
  return api.post<LoginAnswer>('/login', body, { silent: true, headers: signatureHeaders(header) });
}
