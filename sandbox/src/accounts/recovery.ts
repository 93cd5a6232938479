import { REGISTER_LIMITS } from '@casino/contracts/register-rules';
import type { FastifyRequest } from 'fastify';
import { spendSmsCode } from '../auth/checks';
import { checkWithdrawPassword, deadCodeAnswer, sendLimitedSms, withdrawPasswordLocked } from '../auth/limits';
import type { MemberRow } from '../auth/login';
import { hashPassword, newToken, verifyPassword } from '../auth/password';
import type { Member } from '../auth/sessions';
import type { SandboxContext } from '../context';
import type { Db } from '../db/db';
import { fail, ok, type CallResult } from '../http/call';

/**
 * Getting back into an account (member-and-account.md §7, §8; codes in docs/sandbox.md): the
 * transfer validation (vx/verify, vx/reset), the password change of the member area and the
 * forgotten password by SMS.
 */

/** How long step 1 of the transfer validation stays good for step 2. */
export const TRANSFER_TOKEN_TTL_MS = 10 * 60_000;

/** §5's password rule (6-12 letters and digits, both kinds), the same for every password a member sets. */
export function isValidPassword(password: string): boolean {
  const { min, max } = REGISTER_LIMITS.password;
  return new RegExp(`^[A-Za-z0-9]{${min},${max}}$`).test(password) && /[A-Za-z]/.test(password) && /\d/.test(password);
}

const memberOf = (db: Db, site: number, account: string) =>
  db.prepare('SELECT * FROM members WHERE site_id = ? AND account = ?').get(site, account.trim()) as MemberRow | undefined;

export interface TransferVerifyRequest {
  account: string;
  site_id: number;
  withdraw_password?: string;
  member_email?: string;
  member_phone?: string;
}

/** Step 1 of the transfer validation: the withdraw password and a contact prove the member; answers a token for step 2. */
export function verifyTransfer(ctx: SandboxContext, body: TransferVerifyRequest): CallResult {
  const { db } = ctx;
  const member = memberOf(db, body.site_id, body.account);
  if (!member) return fail(101, 'memberNotFound');
  if (member.pending_transfer_validation !== 1) return fail(102, 'transferNotPending');
  if (!member.withdraw_password_hash) return fail(201, 'withdrawPasswordWrong');
  const pin = checkWithdrawPassword(ctx, member.id, body.withdraw_password ?? '', member.withdraw_password_hash);
  if (pin.kind === 'locked') return withdrawPasswordLocked(pin.lock);
  if (pin.kind === 'wrong') return fail(201, 'withdrawPasswordWrong');
  const email = body.member_email?.trim() ?? '';
  const phone = body.member_phone?.trim() ?? '';
  if (!email && !phone) return fail(204, 'contactNeeded');
  if (email && email.toLowerCase() !== member.email.toLowerCase()) return fail(202, 'emailMismatch');
  if (phone && phone !== member.phone) return fail(203, 'phoneMismatch');
  const now = ctx.now();
  const token = newToken(18);
  db.prepare('INSERT INTO transfer_tokens (token, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    token,
    member.id,
    now.toISOString(),
    new Date(now.getTime() + TRANSFER_TOKEN_TTL_MS).toISOString(),
  );
  return ok({ token });
}

/** Step 2: with step 1's token, a new password ends the validation. */
export function resetAfterTransfer(
  ctx: SandboxContext,
  body: { account: string; site_id: number; password?: string; token?: string },
): CallResult {
  const { db } = ctx;
  const now = ctx.now();
  const member = memberOf(db, body.site_id, body.account);
  if (!member) return fail(101, 'memberNotFound');
  if (member.pending_transfer_validation !== 1) return fail(102, 'transferNotPending');
  const row = db.prepare('SELECT member_id, expires_at, used_at FROM transfer_tokens WHERE token = ?').get(body.token ?? '') as
    { member_id: number; expires_at: string; used_at: string | null } | undefined;
  if (!row || row.member_id !== member.id) return fail(201, 'transferTokenInvalid');
  if (row.used_at || Date.parse(row.expires_at) <= now.getTime()) return fail(202, 'transferTokenExpired');
  if (!isValidPassword(body.password ?? '')) return fail(203, 'passwordRule');
  db.transaction(() => {
    db.prepare('UPDATE transfer_tokens SET used_at = ? WHERE token = ?').run(now.toISOString(), body.token);
    db.prepare('UPDATE members SET password_hash = ?, pending_transfer_validation = 0 WHERE id = ?').run(
      hashPassword(body.password ?? ''),
      member.id,
    );
  })();
  return ok({});
}

/** The member area's password change (codes 101–104). */
export function changePassword(
  db: Db,
  member: Member,
  body: { old_password: string; password: string; password_confirmation: string },
): CallResult {
  const row = db.prepare('SELECT password_hash FROM members WHERE id = ?').get(member.id) as { password_hash: string };
  if (!verifyPassword(body.old_password, row.password_hash)) return fail(101, 'oldPasswordWrong');
  if (!isValidPassword(body.password)) return fail(102, 'passwordRule');
  if (body.password !== body.password_confirmation) return fail(103, 'passwordMismatch');
  if (body.password === body.old_password) return fail(104, 'passwordSame');
  db.prepare('UPDATE members SET password_hash = ?, first_login_to_change_password = 0 WHERE id = ?').run(
    hashPassword(body.password),
    member.id,
  );
  return ok({});
}

export interface ForgotRequest {
  account: string;
  member_phone: string;
  site_id: number;
}

/** The member a forgotten-password call names, when the phone is the account's; one answer otherwise, so no account is revealed. */
function forgetter(db: Db, body: ForgotRequest): (MemberRow & { phone: string }) | null {
  const member = memberOf(db, body.site_id, body.account);
  return member && member.phone && member.phone === body.member_phone.trim() ? member : null;
}

/** Sends the forgotten-password code to the account's phone (within the SMS limits). */
export function sendForgotCode(ctx: SandboxContext, body: ForgotRequest, request: FastifyRequest): CallResult {
  const member = forgetter(ctx.db, body);
  if (!member) return fail(101, 'accountPhoneMismatch');
  return (
    sendLimitedSms(ctx, request, { siteId: member.site_id, to: member.phone, purpose: 'forgot_password', memberId: member.id }) ?? ok({})
  );
}

/** A new password with the SMS code. */
export function resetForgotten(ctx: SandboxContext, body: ForgotRequest & { verify_code: string; password: string }): CallResult {
  const { db } = ctx;
  const now = ctx.now();
  const member = forgetter(db, body);
  if (!member) return fail(101, 'accountPhoneMismatch');
  if (!isValidPassword(body.password)) return fail(103, 'passwordRule');
  const code = spendSmsCode(db, {
    to: member.phone,
    purpose: 'forgot_password',
    code: body.verify_code,
    now,
    maxTries: ctx.limits.sms.codeMaxTries,
  });
  if (code === 'dead') return deadCodeAnswer(105, now);
  if (code !== 'ok') return fail(105, 'smsCodeWrong');
  db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(hashPassword(body.password), member.id);
  return ok({});
}
