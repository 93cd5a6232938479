import type { RequestClient } from '@casino/mf-shared';
import type { ValidMessageAnswer, ValidMessageRequest } from '@casino/contracts';

/** POST /register/valid_message: is the agent id or recommend code of a link still valid? */
export function postValidMessage(api: RequestClient, body: ValidMessageRequest): Promise<ValidMessageAnswer> {
  return api.post<ValidMessageAnswer>('/register/valid_message', body, { silent: true });
}
