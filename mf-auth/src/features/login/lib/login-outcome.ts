import { asLockData, type DeviceVerifyChallenge, type DoubleValidationChallenge, type LoginHeaderAnswer } from '@casino/contracts';
import type { FormMessage } from '@casino/mf-shared/forms';

/** Where the caller's IP and host came from: the signed login header, repeated by the dialogs that finish a login. */
export type LoginOrigin = Pick<LoginHeaderAnswer['headers'], 'remote_addr' | 'host'>;

/**
 * How a login attempt ended: logged in, refused (the form shows why), or handed to a dialog the
 * server asked for (member-and-account.md §8: 107 device verify, 802 transfer validation; a
 * `double_validation` answer).
 */
export type LoginOutcome =
  | { kind: 'in' }
  | { kind: 'refused' }
  | { kind: 'device-verify'; challenge: DeviceVerifyChallenge; account: string }
  | { kind: 'transfer-validation'; account: string }
  | { kind: 'double-validation'; challenge: DoubleValidationChallenge; origin: LoginOrigin; account: string };

/**
 * §8 login codes with their own message; 201–203 share one with the code as a suffix; others show
 * the server's message. A 103 that carries a lock (wrong passwords, docs/security.md) shows the
 * lock with its time left, which `serverText` (the request client's description) then holds.
 */
export function loginErrorOf(code: number | string | undefined, serverText: string, data?: unknown): FormMessage {
  const value = Number(code);
  if (asLockData(data)) return { text: serverText };
  if ([101, 102, 103, 105].includes(value)) return { key: `login.errors.${value}` };
  if (value === 106) return { key: 'ip_error' };
  if ([201, 202, 203].includes(value)) return { key: 'login.errors.ip', values: { code: value } };
  return { text: serverText };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The 107 answer's data, when it has the shape of the contract. */
export function asDeviceChallenge(data: unknown): DeviceVerifyChallenge | null {
  if (!isObject(data) || (typeof data.member_login_id !== 'string' && typeof data.member_login_id !== 'number')) return null;
  return {
    member_login_id: String(data.member_login_id),
    masked_contact: typeof data.masked_contact === 'string' ? data.masked_contact : '',
    method: data.method === 'email' ? 'email' : 'phone',
  };
}
