import { type RequestClient } from '@casino/mf-shared';
import { SIGNIN_CLAIM_PATH, type SigninClaimRequest, type SigninClaimResponse } from '@casino/contracts';

/** POST /arks/web/member/signin {id}: today's sign-in; a refusal carries the server's message (silent: the page shows it). */
export function postSignin(api: RequestClient, id: number): Promise<SigninClaimResponse> {
  const body: SigninClaimRequest = { id };
  return api.post<SigninClaimResponse>(SIGNIN_CLAIM_PATH, body, { silent: true });
}
