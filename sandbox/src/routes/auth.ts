import type { FastifyInstance } from 'fastify';
import { CAPTCHA_DIGITS, captchaDataUrl, randomAnswer } from '@casino/mf-shared/server-captcha';
import { newToken, verifyPassword } from '../auth/password';
import { createSession, revokeSession, tokenFromHeader } from '../auth/sessions';
import type { SandboxContext } from '../context';
import type { Db } from '../db/database';
import { fail, ok, publicCall } from '../http/call';
import { siteId } from '../http/common-schemas';
import { translate } from '../http/messages';
import { intEnum, object, string } from '../http/schema';

export const ENC_TTL_MS = 5 * 60_000;
export const CAPTCHA_TTL_MS = 5 * 60_000;

interface MemberRow {
  id: number;
  site_id: number;
  account: string;
  password_hash: string;
  currency: string;
  status: number;
  member_type: number;
}

/** An enc value for a member, as a third-party or app sign-in would put it in the URL. */
export function issueEnc(db: Db, memberId: number, now: Date): string {
  const enc = newToken(18);
  db.prepare('INSERT INTO enc_tokens (enc, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    enc,
    memberId,
    now.toISOString(),
    new Date(now.getTime() + ENC_TTL_MS).toISOString(),
  );
  return enc;
}

/** Login, logout, captcha and the enc exchange (member-and-account.md §7, shell-and-public.md §5). */
export function authRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  publicCall(
    app,
    ctx,
    '/login',
    object(
      {
        account: string({ minLength: 1, maxLength: 64 }),
        password: string({ minLength: 1, maxLength: 128 }),
        site_id: siteId,
        answer: string({ maxLength: 16 }),
        captcha_token: string({ maxLength: 128 }),
      },
      ['account', 'password', 'site_id'],
    ),
    ({ body }) => {
      const now = ctx.now();
      // A captcha is checked when one is sent; the sandbox does not demand one, so API tests can log in directly.
      if (body.captcha_token) {
        const captcha = db
          .prepare('SELECT answer FROM captchas WHERE token = ? AND used_at IS NULL AND created_at > ?')
          .get(body.captcha_token, new Date(now.getTime() - CAPTCHA_TTL_MS).toISOString()) as { answer: string } | undefined;
        db.prepare('UPDATE captchas SET used_at = ? WHERE token = ?').run(now.toISOString(), body.captcha_token);
        if (!captcha || captcha.answer !== (body.answer ?? '').trim()) return fail(105, 'verifyFailed');
      }
      const member = db.prepare('SELECT * FROM members WHERE site_id = ? AND account = ?').get(body.site_id, body.account.trim()) as
        MemberRow | undefined;
      if (!member || !verifyPassword(body.password, member.password_hash)) return fail(101, 'accountError');
      if (member.status === 2) return fail(102, 'accountDisabled');
      if (member.status === 3) return fail(103, 'accountFrozen');
      const token = createSession(db, member.id, now);
      return ok({
        member_id: member.id,
        member_account: member.account,
        member_currency: member.currency,
        member_type: member.member_type,
        token,
      });
    },
  );

  // Always succeeds: logging out twice, or with an expired token, leaves the caller logged out all the same.
  publicCall(app, ctx, '/logout', object({}), ({ request }) => {
    const token = tokenFromHeader(request.headers.authorization);
    const revoked = token ? revokeSession(db, token, ctx.now()) : false;
    return ok({ logged_out: revoked });
  });

  publicCall(app, ctx, '/captcha', object({ type: intEnum([1, 2]), site_id: siteId }, ['type', 'site_id']), ({ body, lang }) => {
    // Four digits, as the product backend answers (the placeholder says so).
    const answer = randomAnswer(4, CAPTCHA_DIGITS);
    const token = newToken(16);
    db.prepare('INSERT INTO captchas (token, site_id, type, answer, created_at) VALUES (?, ?, ?, ?, ?)').run(
      token,
      body.site_id,
      body.type,
      answer,
      ctx.now().toISOString(),
    );
    return ok({
      token,
      captcha: captchaDataUrl(answer),
      placeholder: translate('captchaPlaceholder', lang),
    });
  });

  publicCall(app, ctx, '/get_info_data', object({ enc: string({ minLength: 1, maxLength: 256 }) }, ['enc']), ({ body }) => {
    const now = ctx.now().toISOString();
    const row = db
      .prepare(
        `SELECT e.member_id, m.account, m.currency FROM enc_tokens e JOIN members m ON m.id = e.member_id
         WHERE e.enc = ? AND e.used_at IS NULL AND e.expires_at > ? AND m.status = 1`,
      )
      .get(body.enc, now) as { member_id: number; account: string; currency: string } | undefined;
    if (!row) return fail(101, 'encInvalid');
    db.prepare('UPDATE enc_tokens SET used_at = ? WHERE enc = ?').run(now, body.enc);
    const tk = createSession(db, row.member_id, ctx.now());
    // The spec reads "a JSON text": apiResponseData is a string the client parses.
    return ok(JSON.stringify({ tk, member_id: row.member_id, member_account: row.account, member_currency: row.currency }));
  });
}
