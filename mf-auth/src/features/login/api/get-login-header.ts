import type { RequestClient } from '@casino/mf-shared';
import type { LoginHeaderAnswer } from '@casino/mf-shared/contracts';

/**
 * GET /get_login_header on the product's own server (not the API): the client IP and host as that
 * server saw them, signed, for POST /login (member-and-account.md §7). Silent: the form says why.
 */
export function getLoginHeader(api: RequestClient): Promise<LoginHeaderAnswer> {
  return api.request<LoginHeaderAnswer>('/get_login_header', undefined, { method: 'GET', ownServer: true, silent: true });
}
