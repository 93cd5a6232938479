import { randomInt } from 'node:crypto';
import type { Db } from '../db/db';

export const CAPTCHA_TTL_MS = 5 * 60_000;
/** §9: an SMS code lives, and another one may be asked for, after 300 s. */
export const SMS_TTL_MS = 300_000;

export type CaptchaVerdict = 'ok' | 'missing' | 'unknown' | 'used' | 'expired' | 'wrong';

/**
 * Spends a captcha: whatever the verdict, the token cannot be used again, so a guess costs a new
 * picture (the page draws one after every refusal).
 */
export function spendCaptcha(
  db: Db,
  token: string | undefined,
  answer: string | undefined,
  options: { type: 1 | 2; siteId: number; now: Date },
): CaptchaVerdict {
  if (!token) return 'missing';
  const row = db.prepare('SELECT answer, type, site_id, created_at, used_at FROM captchas WHERE token = ?').get(token) as
    { answer: string; type: number; site_id: number; created_at: string; used_at: string | null } | undefined;
  if (!row || row.type !== options.type || row.site_id !== options.siteId) return 'unknown';
  if (row.used_at) return 'used';
  db.prepare('UPDATE captchas SET used_at = ? WHERE token = ?').run(options.now.toISOString(), token);
  if (Date.parse(row.created_at) <= options.now.getTime() - CAPTCHA_TTL_MS) return 'expired';
  return row.answer === (answer ?? '').trim() ? 'ok' : 'wrong';
}

/** A number of security_settings (docs/sandbox.md), or the fallback when the row is missing. */
export function setting(db: Db, key: string, fallback: number): number {
  const row = db.prepare('SELECT value FROM security_settings WHERE key = ?').get(key) as { value: number } | undefined;
  return row?.value ?? fallback;
}

export function setSetting(db: Db, key: string, value: number): void {
  db.prepare('INSERT INTO security_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(
    key,
    value,
  );
}

/** The newest /__sandbox/ip-rules rule among `codes` that matches the address and account. */
export function ipRule(db: Db, codes: readonly number[], remoteAddr: string, account?: string): number | null {
  const row = db
    .prepare(
      `SELECT code FROM ip_rules
       WHERE code IN (${codes.map(() => '?').join(', ')})
         AND (remote_addr IS NULL OR remote_addr = ?) AND (account IS NULL OR account = ?)
       ORDER BY id DESC LIMIT 1`,
    )
    .get(...codes, remoteAddr, account ?? null) as { code: number } | undefined;
  return row?.code ?? null;
}

export type SmsPurpose = 'register' | 'device_verify' | 'forgot_password' | 'profile_phone';

/** When the last code of that purpose went to that number, or null. */
export function lastSmsAt(db: Db, to: string, purpose: SmsPurpose): number | null {
  const row = db
    .prepare('SELECT sent_at FROM sms_messages WHERE to_phone = ? AND purpose = ? ORDER BY id DESC LIMIT 1')
    .get(to, purpose) as { sent_at: string } | undefined;
  return row ? Date.parse(row.sent_at) : null;
}

/**
 * "Sends" a 6-digit code: stores it (with the asking client's address, for the SMS limits) for the
 * test endpoint and spends one unit of the site's SMS balance.
 */
export function sendSms(
  db: Db,
  message: { siteId: number; to: string; purpose: SmsPurpose; memberId?: number; address?: string; now: Date },
): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.prepare(
    'INSERT INTO sms_messages (site_id, to_phone, member_id, code, purpose, sent_at, client_address) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(message.siteId, message.to, message.memberId ?? null, code, message.purpose, message.now.toISOString(), message.address ?? '');
  db.prepare('UPDATE security_settings SET value = MAX(value - 1, 0) WHERE key = ?').run(`sms_balance:${message.siteId}`);
  return code;
}

/** How a given SMS code fared: right (and spent), wrong (no live code, or another one), or dead after too many wrong tries. */
export type SmsCodeVerdict = 'ok' | 'wrong' | 'dead';

/**
 * Checks a code against the newest live code of that purpose for that number: spends it when it
 * matches; counts a wrong one, and kills the code at `maxTries` wrong ones, so the right code is
 * refused afterwards and a new one must be sent.
 */
export function spendSmsCode(
  db: Db,
  check: { to: string; purpose: SmsPurpose; code: string | undefined; now: Date; maxTries: number },
): SmsCodeVerdict {
  const { to, purpose, code, now } = check;
  const row = db
    .prepare(
      `SELECT id, code, wrong_tries, dead_at FROM sms_messages
       WHERE to_phone = ? AND purpose = ? AND used_at IS NULL AND sent_at > ? ORDER BY id DESC LIMIT 1`,
    )
    .get(to, purpose, new Date(now.getTime() - SMS_TTL_MS).toISOString()) as
    { id: number; code: string; wrong_tries: number; dead_at: string | null } | undefined;
  if (!row) return 'wrong';
  if (row.dead_at) return 'dead';
  if (code && row.code === code.trim()) {
    db.prepare('UPDATE sms_messages SET used_at = ? WHERE id = ?').run(now.toISOString(), row.id);
    return 'ok';
  }
  const tries = row.wrong_tries + 1;
  const dead = tries >= check.maxTries;
  db.prepare('UPDATE sms_messages SET wrong_tries = ?, dead_at = ? WHERE id = ?').run(tries, dead ? now.toISOString() : null, row.id);
  return dead ? 'dead' : 'wrong';
}

export function denied(db: Db, kind: string, value: string): boolean {
  return Boolean(db.prepare('SELECT 1 FROM register_deny_list WHERE kind = ? AND value = ? COLLATE NOCASE').get(kind, value));
}

/** "138****5678", "j***@example.com". */
export function maskContact(value: string): string {
  const at = value.indexOf('@');
  if (at > 0) return `${value.slice(0, 1)}***${value.slice(at)}`;
  if (value.length <= 7) return `${value.slice(0, 2)}****`;
  return `${value.slice(0, 3)}****${value.slice(-4)}`;
}
