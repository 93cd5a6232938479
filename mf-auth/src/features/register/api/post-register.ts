import type { RequestClient } from '@casino/mf-shared';
import type { LoginSessionAnswer } from '@casino/mf-shared/contracts';
import type { RegisterRequest } from '@casino/mf-shared/register-rules';

/** POST /register (§3: snake_case). A registration answers the new member's session. */
export function postRegister(api: RequestClient, body: RegisterRequest): Promise<LoginSessionAnswer> {
  return api.post<LoginSessionAnswer>('/register', body, { silent: true });
}
