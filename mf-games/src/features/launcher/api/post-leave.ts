import type { RequestClient } from '@casino/mf-shared';

export const LEAVE_PATH = '/member/game/leave1';

/** POST /member/game/leave1 (no body, §7 "not shown"). Silent: a failed leave only ends the quitting state. */
export function postLeave(api: RequestClient): Promise<unknown> {
  return api.post(LEAVE_PATH, {}, { silent: true });
}
