import type { FastifyInstance } from 'fastify';
import { answerDoubleValidation, exchangeEnc, login, newCaptcha, resendDeviceCode, skipQuestion, verifyDevice } from '../auth/login';
import { revokeSession, tokenFromHeader } from '../auth/sessions';
import type { SandboxContext } from '../context';
import { ok, publicCall } from '../http/call';
import { siteId } from '../http/common-schemas';
import { intEnum, object, string } from '../http/schema';

const loginId = string({ minLength: 1, maxLength: 64 });
const loginBody = object(
  {
    account: string({ minLength: 1, maxLength: 64 }),
    password: string({ minLength: 1, maxLength: 128 }),
    site_id: siteId,
    answer: string({ maxLength: 16 }),
    captcha_token: string({ maxLength: 128 }),
    remote_addr: string({ maxLength: 64 }),
    host: string({ maxLength: 255 }),
    browser: string({ maxLength: 64 }),
    system: string({ maxLength: 64 }),
    system_version: string({ maxLength: 64 }),
  },
  ['account', 'password', 'site_id'],
);
const deviceBody = object({ member_login_id: loginId, verify_code: string({ maxLength: 16 }), site_id: siteId }, [
  'member_login_id',
  'site_id',
]);
const deviceSmsBody = object({ member_login_id: loginId, site_id: siteId }, ['member_login_id', 'site_id']);
const doubleValidationBody = object(
  {
    member_login_id: loginId,
    answer: string({ maxLength: 200 }),
    captcha_answer: string({ maxLength: 16 }),
    captcha_token: string({ maxLength: 128 }),
    remote_addr: string({ maxLength: 64 }),
    host: string({ maxLength: 255 }),
  },
  ['member_login_id'],
);

/**
 * Login, logout, captcha, the enc exchange and the login's second steps (member-and-account.md §7,
 * §8; docs/sandbox.md "Which input produces which code") over auth/login.ts.
 */
export function authRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  publicCall(app, ctx, '/login', loginBody, ({ body, request, lang }) => login(ctx, body, request, lang));
  publicCall(app, ctx, '/login/device_verify', deviceBody, ({ body }) => verifyDevice(ctx, body.member_login_id, body.verify_code));
  publicCall(app, ctx, '/login/device_verify/sms', deviceSmsBody, ({ body, request }) =>
    resendDeviceCode(ctx, body.member_login_id, request),
  );
  publicCall(app, ctx, '/login/double_validation', doubleValidationBody, ({ body, request }) => answerDoubleValidation(ctx, body, request));
  publicCall(app, ctx, '/login/double_validation/skip', object({ member_login_id: loginId }, ['member_login_id']), ({ body, lang }) =>
    skipQuestion(ctx, body.member_login_id, lang),
  );
  // Always succeeds: logging out twice, or with an expired token, leaves the caller logged out all the same.
  publicCall(app, ctx, '/logout', object({}), ({ request }) => {
    const token = tokenFromHeader(request.headers.authorization);
    return ok({ logged_out: token ? revokeSession(ctx.db, token, ctx.now()) : false });
  });
  publicCall(app, ctx, '/captcha', object({ type: intEnum([1, 2]), site_id: siteId }, ['type', 'site_id']), ({ body, lang }) =>
    ok(newCaptcha(ctx, body.type, body.site_id, lang)),
  );
  publicCall(app, ctx, '/get_info_data', object({ enc: string({ minLength: 1, maxLength: 256 }) }, ['enc']), ({ body }) =>
    exchangeEnc(ctx, body.enc),
  );
}
