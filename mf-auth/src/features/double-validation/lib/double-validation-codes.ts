import { DOUBLE_VALIDATION_CODES } from '@casino/contracts';
import type { FormMessage } from '@casino/mf-shared/forms';

/** §8 "Login double validation": what a refused answer shows. */
export function doubleValidationErrorOf(code: number | string | undefined, serverText: string | undefined): FormMessage {
  const value = Number(code);
  const among = (codes: readonly number[]) => codes.includes(value);
  if (among(DOUBLE_VALIDATION_CODES.serverMessage) && serverText) return { text: serverText };
  if (among(DOUBLE_VALIDATION_CODES.ipError)) return { key: 'ip_error' };
  if (among(DOUBLE_VALIDATION_CODES.verifyFailed)) return { key: 'verify_failed' };
  if (among(DOUBLE_VALIDATION_CODES.failed)) return { key: 'double_validation_faild' };
  return { key: 'doubleValidation.errors.generic' };
}

/** §8: on skip, 101 is "account error"; others the server's message. */
export function skipErrorOf(code: number | string | undefined, serverText: string | undefined): FormMessage {
  if (Number(code) === 101) return { key: 'account_error' };
  return serverText ? { text: serverText } : { key: 'doubleValidation.errors.generic' };
}
