import type { RequestClient } from '@casino/mf-shared';
import type { RegisterVerificationRequest } from '@casino/contracts';

/** POST /register/verification: is this value of a unique field still free? A refusal names the register code. */
export function postRegisterVerification(api: RequestClient, body: RegisterVerificationRequest): Promise<unknown> {
  return api.post<unknown>('/register/verification', body, { silent: true });
}
