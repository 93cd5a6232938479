import type { FastifyInstance } from 'fastify';
import { REGISTER_LIMITS } from '@casino/contracts/register-rules';
import { spendSmsCode } from '../auth/checks';
import { checkWithdrawPassword, deadCodeAnswer, sendLimitedSms, withdrawPasswordLocked } from '../auth/limits';
import { hashPassword, newToken, verifyPassword } from '../auth/password';
import type { SandboxContext } from '../context';
import { fail, memberCall, ok, publicCall } from '../http/call';
import { siteId } from '../http/common-schemas';
import { object, string } from '../http/schema';
import type { MemberRow } from './auth';

/** How long step 1 of the transfer validation stays good for step 2. */
export const TRANSFER_TOKEN_TTL_MS = 10 * 60_000;

/** §5's password rule (6-12 letters and digits, both kinds), the same for every password a member sets. */
export function isValidPassword(password: string): boolean {
  const { min, max } = REGISTER_LIMITS.password;
  return new RegExp(`^[A-Za-z0-9]{${min},${max}}$`).test(password) && /[A-Za-z]/.test(password) && /\d/.test(password);
}

/**
 * The transfer validation (vx/verify, vx/reset), the password change of the member area and the
 * forgotten password by SMS (member-and-account.md §7, §8; codes in docs/sandbox.md).
 */
export function accountRecoveryRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  const memberOf = (site: number, account: string) =>
    db.prepare('SELECT * FROM members WHERE site_id = ? AND account = ?').get(site, account.trim()) as MemberRow | undefined;

  publicCall(
    app,
    ctx,
    '/arks/web/vx/verify',
    object(
      {
        account: string({ minLength: 1, maxLength: 64 }),
        withdraw_password: string({ maxLength: 16 }),
        member_email: string({ maxLength: 100 }),
        member_phone: string({ maxLength: 20 }),
        site_id: siteId,
      },
      ['account', 'site_id'],
    ),
    ({ body }) => {
      const member = memberOf(body.site_id, body.account);
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
    },
  );

  publicCall(
    app,
    ctx,
    '/arks/web/vx/reset',
    object(
      {
        account: string({ minLength: 1, maxLength: 64 }),
        password: string({ maxLength: 128 }),
        token: string({ maxLength: 128 }),
        site_id: siteId,
      },
      ['account', 'site_id'],
    ),
    ({ body }) => {
      const now = ctx.now();
      const member = memberOf(body.site_id, body.account);
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
    },
  );

  memberCall(
    app,
    ctx,
    '/member/profile/edit_password',
    object(
      {
        old_password: string({ maxLength: 128 }),
        password: string({ maxLength: 128 }),
        password_confirmation: string({ maxLength: 128 }),
      },
      ['old_password', 'password', 'password_confirmation'],
    ),
    ({ body, member }) => {
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
    },
  );

  const forgotBody = {
    account: string({ minLength: 1, maxLength: 64 }),
    member_phone: string({ minLength: 1, maxLength: 20 }),
    site_id: siteId,
  };

  publicCall(app, ctx, '/forgot_password/sms', object(forgotBody, ['account', 'member_phone', 'site_id']), ({ body, request }) => {
    const member = memberOf(body.site_id, body.account);
    // one answer for an unknown account and a wrong phone: the call must not tell which accounts exist
    if (!member || !member.phone || member.phone !== body.member_phone.trim()) return fail(101, 'accountPhoneMismatch');
    return (
      sendLimitedSms(ctx, request, { siteId: member.site_id, to: member.phone, purpose: 'forgot_password', memberId: member.id }) ?? ok({})
    );
  });

  publicCall(
    app,
    ctx,
    '/forgot_password/reset',
    object({ ...forgotBody, verify_code: string({ maxLength: 16 }), password: string({ maxLength: 128 }) }, [
      'account',
      'member_phone',
      'site_id',
      'verify_code',
      'password',
    ]),
    ({ body }) => {
      const now = ctx.now();
      const member = memberOf(body.site_id, body.account);
      if (!member || !member.phone || member.phone !== body.member_phone.trim()) return fail(101, 'accountPhoneMismatch');
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
    },
  );
}
