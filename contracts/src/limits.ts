/**
 * Temporary locks the backend answers after too many guesses (issue 23, docs/security.md "Sandbox
 * limits"): a login refused for a while after wrong passwords, the withdraw password after wrong
 * PINs, SMS sends past their cool-down or daily cap, an SMS code that died after wrong tries. The
 * refused answer keeps the call's own code and carries a LockData in apiResponseData, so the
 * client names the lock and the time left in the player's language.
 */

/** What is locked: the client picks its message by it. */
export type LockKind = 'login' | 'withdraw_password' | 'sms_send' | 'sms_code';

export interface LockData {
  lock: LockKind;
  /** whole seconds until the lock ends (0 for a dead SMS code: a new code is needed, not time) */
  retry_after: number;
  /** ISO instant the lock ends */
  locked_until: string;
}

/** Login: §8's 103 ("account frozen") with a LockData while wrong passwords keep the account shut. */
export const LOGIN_LOCKED_CODE = 103;
/**
 * The withdraw password is locked after wrong PINs: one code for every call that checks it
 * (withdraw apply, bank-account binding, agent transfer, withdraw-password change, transfer
 * validation), free in each of their code lists.
 */
export const WITHDRAW_PASSWORD_LOCKED_CODE = 109;
/** SMS sends past a limit answer §8's 102 ("rate limit") with a LockData. */
export const SMS_LIMIT_CODE = 102;

const LOCK_KINDS: readonly LockKind[] = ['login', 'withdraw_password', 'sms_send', 'sms_code'];

/** The LockData of a refused answer's apiResponseData, or null when it carries none. */
export function asLockData(data: unknown): LockData | null {
  if (typeof data !== 'object' || data === null) return null;
  const { lock, retry_after: retryAfter, locked_until: lockedUntil } = data as Record<string, unknown>;
  if (!LOCK_KINDS.includes(lock as LockKind)) return null;
  if (typeof retryAfter !== 'number' || !Number.isFinite(retryAfter) || retryAfter < 0) return null;
  return { lock: lock as LockKind, retry_after: Math.ceil(retryAfter), locked_until: typeof lockedUntil === 'string' ? lockedUntil : '' };
}

/** The time left of a lock in whole minutes, at least 1 (the messages count minutes). */
export function lockMinutes(lock: LockData): number {
  return Math.max(1, Math.ceil(lock.retry_after / 60));
}

/** The key of a lock's message in the `common` namespace (`limits.*`, counted in minutes but for a dead code). */
export function lockMessageKey(lock: LockData): string {
  return `limits.${lock.lock}`;
}
