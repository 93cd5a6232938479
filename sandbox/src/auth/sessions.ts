import { fromMinorUnits } from '@casino/contracts';
import type { Db } from '../db/db';
import { newToken } from './password';

export const SESSION_TTL_MS = 24 * 3600_000;

export interface Member {
  id: number;
  site_id: number;
  account: string;
  name: string;
  currency: string;
  status: number;
  member_type: number;
  cash: number;
}

export function createSession(db: Db, memberId: number, now: Date): string {
  const token = newToken();
  db.prepare('INSERT INTO sessions (token, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    token,
    memberId,
    now.toISOString(),
    new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
  );
  return token;
}

/** Accepts `authorization: <token>` and `authorization: Bearer <token>`. */
export function tokenFromHeader(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  return token === '' || token === 'null' || token === 'undefined' ? null : token;
}

/** The member of a live session (not revoked, not expired, account active). */
export function memberForToken(db: Db, token: string | null, now: Date): Member | null {
  if (!token) return null;
  const row = db
    .prepare(
      `SELECT m.id, m.site_id, m.account, m.name, m.currency, m.status, m.member_type, m.cash_minor
       FROM sessions s JOIN members m ON m.id = s.member_id
       WHERE s.token = ? AND s.revoked_at IS NULL AND s.expires_at > ? AND m.status = 1`,
    )
    .get(token, now.toISOString()) as (Omit<Member, 'cash'> & { cash_minor: number }) | undefined;
  if (!row) return null;
  const { cash_minor: cashMinor, ...member } = row;
  return { ...member, cash: fromMinorUnits(cashMinor, member.currency) };
}

export function revokeSession(db: Db, token: string, now: Date): boolean {
  return db.prepare('UPDATE sessions SET revoked_at = ? WHERE token = ? AND revoked_at IS NULL').run(now.toISOString(), token).changes > 0;
}
