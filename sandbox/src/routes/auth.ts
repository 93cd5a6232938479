import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { newToken, verifyPassword } from '../auth/password';
import { createSession, revokeSession, tokenFromHeader } from '../auth/sessions';
import { escapeXml } from '../assets/svg';
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

function captchaSvg(answer: string): string {
  const digits = [...answer]
    .map((d, i) => `<text x="${14 + i * 22}" y="${28 + (i % 2 === 0 ? -3 : 4)}" transform="rotate(${i % 2 === 0 ? -12 : 10} ${14 + i * 22} 24)">${escapeXml(d)}</text>`)
    .join('');
  const noise = [0, 1, 2, 3]
    .map((i) => `<line x1="${i * 25}" y1="${(i * 13) % 40}" x2="${100 - i * 20}" y2="${40 - ((i * 17) % 40)}" stroke="#9aa" stroke-width="1"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40" viewBox="0 0 100 40"><rect width="100" height="40" fill="#f2f4f7"/>${noise}<g font-family="monospace" font-size="22" font-weight="700" fill="#243b53">${digits}</g></svg>`;
}

/** Login, logout, captcha and the enc exchange (member-and-account.md §7, shell-and-public.md §5). */
export function authRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  publicCall(
    app,
    ctx,
    '/login',
    object(
      { account: string({ minLength: 1, maxLength: 64 }), password: string({ minLength: 1, maxLength: 128 }), site_id: siteId, answer: string({ maxLength: 16 }), captcha_token: string({ maxLength: 128 }) },
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
      const member = db.prepare('SELECT * FROM members WHERE site_id = ? AND account = ?').get(body.site_id, body.account.trim()) as MemberRow | undefined;
      if (!member || !verifyPassword(body.password, member.password_hash)) return fail(101, 'accountError');
      if (member.status === 2) return fail(102, 'accountDisabled');
      if (member.status === 3) return fail(103, 'accountFrozen');
      const token = createSession(db, member.id, now);
      return ok({ member_id: member.id, member_account: member.account, member_currency: member.currency, member_type: member.member_type, token });
    },
  );

  // Always succeeds: logging out twice, or with an expired token, leaves the caller logged out all the same.
  publicCall(app, ctx, '/logout', object({}), ({ request }) => {
    const token = tokenFromHeader(request.headers.authorization);
    const revoked = token ? revokeSession(db, token, ctx.now()) : false;
    return ok({ logged_out: revoked });
  });

  publicCall(app, ctx, '/captcha', object({ type: intEnum([1, 2]), site_id: siteId }, ['type', 'site_id']), ({ body, lang }) => {
    const answer = String(randomInt(0, 10_000)).padStart(4, '0');
    const token = newToken(16);
    db.prepare('INSERT INTO captchas (token, site_id, type, answer, created_at) VALUES (?, ?, ?, ?, ?)').run(token, body.site_id, body.type, answer, ctx.now().toISOString());
    return ok({
      token,
      captcha: `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`,
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
