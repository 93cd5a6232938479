import type { RequestClient } from '@casino/mf-shared';
import type {
  DoubleValidationRequest,
  DoubleValidationSkipAnswer,
  DoubleValidationSkipRequest,
  LoginSessionAnswer,
} from '@casino/contracts';

/** POST /login/double_validation: the answer to the question and the captcha → a session. */
export function postDoubleValidation(api: RequestClient, body: DoubleValidationRequest): Promise<LoginSessionAnswer> {
  return api.post<LoginSessionAnswer>('/login/double_validation', body, { silent: true });
}

/** POST /login/double_validation/skip: another question, while some are left. */
export function postDoubleValidationSkip(api: RequestClient, body: DoubleValidationSkipRequest): Promise<DoubleValidationSkipAnswer> {
  return api.post<DoubleValidationSkipAnswer>('/login/double_validation/skip', body, { silent: true });
}
