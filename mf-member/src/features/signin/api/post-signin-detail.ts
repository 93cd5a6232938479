import { type RequestClient } from '@casino/mf-shared';
import { SIGNIN_DETAIL_PATH, type SigninDetailResponse } from '@casino/contracts';

/** POST /arks/web/member/signin/detail: the member's sign-in campaign and its days, or null (silent: the page says a failure). */
export function postSigninDetail(api: RequestClient): Promise<SigninDetailResponse> {
  return api.post<SigninDetailResponse>(SIGNIN_DETAIL_PATH, {}, { silent: true });
}
