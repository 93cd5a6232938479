import type { FastifyInstance } from 'fastify';
import { changePassword, resetAfterTransfer, resetForgotten, sendForgotCode, verifyTransfer } from '../accounts/recovery';
import type { SandboxContext } from '../context';
import { memberCall, publicCall } from '../http/call';
import { siteId } from '../http/common-schemas';
import { object, string } from '../http/schema';

const account = string({ minLength: 1, maxLength: 64 });
const verifyBody = object(
  {
    account,
    withdraw_password: string({ maxLength: 16 }),
    member_email: string({ maxLength: 100 }),
    member_phone: string({ maxLength: 20 }),
    site_id: siteId,
  },
  ['account', 'site_id'],
);
const resetBody = object({ account, password: string({ maxLength: 128 }), token: string({ maxLength: 128 }), site_id: siteId }, [
  'account',
  'site_id',
]);
const passwordBody = object(
  { old_password: string({ maxLength: 128 }), password: string({ maxLength: 128 }), password_confirmation: string({ maxLength: 128 }) },
  ['old_password', 'password', 'password_confirmation'],
);
const forgotProps = { account, member_phone: string({ minLength: 1, maxLength: 20 }), site_id: siteId };
const forgotBody = object(forgotProps, ['account', 'member_phone', 'site_id']);
const forgotResetBody = object({ ...forgotProps, verify_code: string({ maxLength: 16 }), password: string({ maxLength: 128 }) }, [
  'account',
  'member_phone',
  'site_id',
  'verify_code',
  'password',
]);

/**
 * The transfer validation (vx/verify, vx/reset), the password change of the member area and the
 * forgotten password by SMS (member-and-account.md §7, §8; codes in docs/sandbox.md), over accounts/recovery.ts.
 */
export function accountRecoveryRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  publicCall(app, ctx, '/arks/web/vx/verify', verifyBody, ({ body }) => verifyTransfer(ctx, body));
  publicCall(app, ctx, '/arks/web/vx/reset', resetBody, ({ body }) => resetAfterTransfer(ctx, body));
  memberCall(app, ctx, '/member/profile/edit_password', passwordBody, ({ body, member }) => changePassword(ctx.db, member, body));
  publicCall(app, ctx, '/forgot_password/sms', forgotBody, ({ body, request }) => sendForgotCode(ctx, body, request));
  publicCall(app, ctx, '/forgot_password/reset', forgotResetBody, ({ body }) => resetForgotten(ctx, body));
}
