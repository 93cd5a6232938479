import { LOGIN_SIGNATURE_HEADERS, type LoginHeaderAnswer } from '@casino/contracts';
import type { RequestClient } from './request-client';

/**
 * GET /get_login_header on the product's own server (not the API): the client IP and host as that
 * server saw them, signed, for POST /login and POST /register (member-and-account.md §7). Silent:
 * the form says why.
 */
export function getLoginHeader(api: RequestClient): Promise<LoginHeaderAnswer> {
  return api.request<LoginHeaderAnswer>('/get_login_header', undefined, { method: 'GET', ownServer: true, silent: true });
}

/** The two signed headers of the own server's answer; remote_addr and host travel in the body. */
export function loginSignatureHeaders(header: LoginHeaderAnswer): Record<string, string> {
  return Object.fromEntries(LOGIN_SIGNATURE_HEADERS.map((name) => [name, header.headers[name]]));
}
