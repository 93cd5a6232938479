import type { FastifyRequest } from 'fastify';
import { lockMinutes, SMS_LIMIT_CODE, WITHDRAW_PASSWORD_LOCKED_CODE, type LockData, type LockKind } from '@casino/contracts';
import type { LockPolicy, SandboxLimits } from '../config';
import type { SandboxContext } from '../context';
import type { Db } from '../db/db';
import { fail, type CallResult } from '../http/call';
import type { MessageKey } from '../http/messages';
import { sendSms, type SmsPurpose } from './checks';
import { clientAddress } from './login-header';
import { verifyPassword } from './password';

/**
 * The sandbox's answers to guessing, as a real backend gives them (issue 23, docs/security.md
 * "Sandbox limits"): failures of a secret counted per subject in `guess_counters`, a lock when they
 * reach the policy's limit, and the SMS limits read from `sms_messages`. Everything lives in the
 * database, so /__sandbox/reset clears it with the rest.
 */

export type GuessScope = 'login' | 'withdraw_password';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The LockData of a lock ending at `until`. */
export function lockData(lock: LockKind, until: Date, now: Date): LockData {
  return { lock, retry_after: Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 1000)), locked_until: until.toISOString() };
}

const LOCK_KIND: Record<GuessScope, LockKind> = { login: 'login', withdraw_password: 'withdraw_password' };

interface CounterRow {
  failures: number;
  window_started_at: string;
  locked_until: string | null;
}

const counterOf = (db: Db, scope: GuessScope, subject: string) =>
  db.prepare('SELECT failures, window_started_at, locked_until FROM guess_counters WHERE scope = ? AND subject = ?').get(scope, subject) as
    CounterRow | undefined;

/** The lock in force on the subject, or null. */
export function lockOf(db: Db, scope: GuessScope, subject: string, now: Date): LockData | null {
  const row = counterOf(db, scope, subject);
  if (!row?.locked_until) return null;
  const until = new Date(row.locked_until);
  return until.getTime() > now.getTime() ? lockData(LOCK_KIND[scope], until, now) : null;
}

/**
 * Counts one failure; the lock it starts when it reaches the limit, or null. A window that has
 * passed (or a lock that has ended) starts the count again.
 */
export function recordFailure(db: Db, scope: GuessScope, subject: string, policy: LockPolicy, now: Date): LockData | null {
  const row = counterOf(db, scope, subject);
  const windowOver =
    !row ||
    Date.parse(row.window_started_at) + policy.windowSeconds * 1000 <= now.getTime() ||
    (row.locked_until !== null && Date.parse(row.locked_until) <= now.getTime());
  const failures = windowOver ? 1 : row.failures + 1;
  const started = windowOver ? now.toISOString() : row.window_started_at;
  const until = failures >= policy.maxFailures ? new Date(now.getTime() + policy.lockSeconds * 1000) : null;
  db.prepare(
    `INSERT INTO guess_counters (scope, subject, failures, window_started_at, locked_until) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (scope, subject) DO UPDATE SET failures = excluded.failures, window_started_at = excluded.window_started_at,
       locked_until = excluded.locked_until`,
  ).run(scope, subject, failures, started, until?.toISOString() ?? null);
  return until ? lockData(LOCK_KIND[scope], until, now) : null;
}

/** The right secret: the subject's failures are forgotten. */
export function clearFailures(db: Db, scope: GuessScope, subject: string): void {
  db.prepare('DELETE FROM guess_counters WHERE scope = ? AND subject = ?').run(scope, subject);
}

/** How a secret checked under a lock fared. */
export type GuessVerdict = { kind: 'ok' } | { kind: 'wrong' } | { kind: 'locked'; lock: LockData };

/**
 * Checks a secret under its scope's lock: refused while locked (the right secret too), counted
 * when wrong, clearing the count when right.
 */
export function guard(db: Db, scope: GuessScope, subject: string, policy: LockPolicy, now: Date, isRight: () => boolean): GuessVerdict {
  const locked = lockOf(db, scope, subject, now);
  if (locked) return { kind: 'locked', lock: locked };
  if (isRight()) {
    clearFailures(db, scope, subject);
    return { kind: 'ok' };
  }
  const lock = recordFailure(db, scope, subject, policy, now);
  return lock ? { kind: 'locked', lock } : { kind: 'wrong' };
}

/** The login subject: the account as typed (trimmed) on its site, whether it exists or not. */
export const loginSubject = (siteId: number, account: string): string => `${siteId}:${account.trim()}`;

/**
 * Whether one more SMS may go to `to` for `purpose`, asked from `address`: the phone's cool-down
 * per purpose and daily cap, the address's hourly and daily caps. The lock that refuses it
 * (ending when the oldest message that counts leaves its window), or null.
 */
export function smsSendLock(
  db: Db,
  limits: SandboxLimits['sms'],
  request: { to: string; purpose: SmsPurpose; address: string; now: Date },
): LockData | null {
  const { to, purpose, address, now } = request;
  const at = now.getTime();
  const last = db
    .prepare('SELECT sent_at FROM sms_messages WHERE to_phone = ? AND purpose = ? ORDER BY id DESC LIMIT 1')
    .get(to, purpose) as { sent_at: string } | undefined;
  const ends: number[] = [];
  if (last && Date.parse(last.sent_at) + limits.phoneCooldownSeconds * 1000 > at)
    ends.push(Date.parse(last.sent_at) + limits.phoneCooldownSeconds * 1000);
  /** When the cap frees a place: the `cap`-th newest message of the window leaves it. */
  const capEnd = (column: 'to_phone' | 'client_address', value: string, cap: number, windowMs: number) => {
    const row = db
      .prepare(`SELECT sent_at FROM sms_messages WHERE ${column} = ? AND sent_at > ? ORDER BY sent_at DESC LIMIT 1 OFFSET ?`)
      .get(value, new Date(at - windowMs).toISOString(), cap - 1) as { sent_at: string } | undefined;
    if (row) ends.push(Date.parse(row.sent_at) + windowMs);
  };
  capEnd('to_phone', to, limits.phoneDailyCap, DAY_MS);
  if (address) {
    capEnd('client_address', address, limits.addressHourlyCap, HOUR_MS);
    capEnd('client_address', address, limits.addressDailyCap, DAY_MS);
  }
  if (ends.length === 0) return null;
  return lockData('sms_send', new Date(Math.max(...ends)), now);
}

/** The answer of a lock: the call's code, the lock's message with the minutes left, the LockData. */
export function lockedAnswer(code: number, lock: LockData): CallResult {
  const key: MessageKey =
    lock.lock === 'login'
      ? 'loginLocked'
      : lock.lock === 'withdraw_password'
        ? 'withdrawPasswordLocked'
        : lock.lock === 'sms_send'
          ? 'smsSendLimit'
          : 'smsCodeDead';
  return fail(code, key, { params: { minutes: lockMinutes(lock) }, data: lock });
}

/** The answer of a code that died after wrong tries: the call's code for a wrong code, and a LockData that asks for a new code. */
export function deadCodeAnswer(code: number, now: Date): CallResult {
  return lockedAnswer(code, lockData('sms_code', now, now));
}

/**
 * Sends an SMS unless a limit refuses it: null when sent, else the 102 answer with the time left
 * (§8: "102 rate limit").
 */
export function sendLimitedSms(
  ctx: SandboxContext,
  request: FastifyRequest,
  message: { siteId: number; to: string; purpose: SmsPurpose; memberId?: number },
): CallResult | null {
  const now = ctx.now();
  const address = clientAddress(request);
  const lock = smsSendLock(ctx.db, ctx.limits.sms, { to: message.to, purpose: message.purpose, address, now });
  if (lock) return lockedAnswer(SMS_LIMIT_CODE, lock);
  sendSms(ctx.db, { ...message, address, now });
  return null;
}

/**
 * Checks a withdraw password under the member's lock (withdraw apply, bank binding, agent
 * transfer, withdraw-password change, transfer validation): the verdict; a lock answers 109.
 */
export function checkWithdrawPassword(ctx: SandboxContext, memberId: number, given: string, hash: string): GuessVerdict {
  return guard(ctx.db, 'withdraw_password', String(memberId), ctx.limits.withdrawPassword, ctx.now(), () => verifyPassword(given, hash));
}

/** The 109 answer of a locked withdraw password. */
export const withdrawPasswordLocked = (lock: LockData): CallResult => lockedAnswer(WITHDRAW_PASSWORD_LOCKED_CODE, lock);
