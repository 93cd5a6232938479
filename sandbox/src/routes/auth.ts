import type { FastifyInstance } from 'fastify';
import { CAPTCHA_DIGITS, captchaDataUrl, randomAnswer } from '@casino/server-kit/captcha';
import type { DeviceVerifyChallenge, DoubleValidationChallenge, LoginSessionAnswer } from '@casino/contracts';
import { DEFAULT_AVAILABLE_QUESTIONS, LOGIN_LOCKED_CODE } from '@casino/contracts';
import { ipRule, maskContact, spendCaptcha, spendSmsCode } from '../auth/checks';
import { deadCodeAnswer, guard, lockedAnswer, loginSubject, sendLimitedSms } from '../auth/limits';
import { clientAddress, sameClient, verifyLoginHeader } from '../auth/login-header';
import { newToken, verifyPassword } from '../auth/password';
import { createSession, revokeSession, tokenFromHeader } from '../auth/sessions';
import type { SandboxContext } from '../context';
import type { Db } from '../db/db';
import { fail, ok, publicCall, type CallResult } from '../http/call';
import { siteId } from '../http/common-schemas';
import { pick, type Lang } from '../http/lang';
import { translate } from '../http/messages';
import { intEnum, object, string } from '../http/schema';

export const ENC_TTL_MS = 5 * 60_000;
/** How long a 107 or double-validation login waits for its second step. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
/** Wrong double-validation answers before the login is closed (998). */
export const DOUBLE_VALIDATION_TRIES = 3;

export interface MemberRow {
  id: number;
  site_id: number;
  account: string;
  password_hash: string;
  name: string;
  currency: string;
  status: number;
  member_type: number;
  phone: string;
  email: string;
  withdraw_password_hash: string | null;
  pending_transfer_validation: number;
  device_verification: number;
  first_login_to_change_password: number;
}

interface ChallengeRow {
  id: string;
  member_id: number;
  kind: 'device' | 'double_validation';
  browser: string;
  system: string;
  remote_addr: string;
  question_id: number | null;
  available_questions: number;
  wrong_answers: number;
  expires_at: string;
  used_at: string | null;
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

/** The answer of every call that lets a member in (login, device verify, double validation, register). */
export function sessionAnswer(db: Db, member: Pick<MemberRow, 'id' | 'account' | 'currency' | 'member_type'>, now: Date): CallResult {
  const answer: LoginSessionAnswer = {
    member_id: member.id,
    member_account: member.account,
    member_currency: member.currency,
    member_type: member.member_type,
    token: createSession(db, member.id, now),
  };
  return ok(answer);
}

function questionText(db: Db, questionId: number | null, lang: Lang): string {
  const row = db.prepare('SELECT question_i18n FROM double_validation_questions WHERE id = ?').get(questionId) as
    { question_i18n: string } | undefined;
  return row ? pick(JSON.parse(row.question_i18n) as Record<string, string>, lang) : '';
}

/**
 * Login, logout, captcha, the enc exchange and the login's second steps (member-and-account.md §7,
 * §8; docs/sandbox.md "Which input produces which code").
 */
export function authRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  const memberById = (id: number) => db.prepare('SELECT * FROM members WHERE id = ?').get(id) as MemberRow | undefined;
  const liveChallenge = (id: string, kind: ChallengeRow['kind']) => {
    const row = db.prepare('SELECT * FROM login_challenges WHERE id = ? AND kind = ?').get(id, kind) as ChallengeRow | undefined;
    return row && Date.parse(row.expires_at) > ctx.now().getTime() ? row : undefined;
  };
  const openChallenge = (memberId: number, kind: ChallengeRow['kind'], fields: Partial<ChallengeRow>) => {
    const now = ctx.now();
    const id = newToken(12);
    db.prepare(
      `INSERT INTO login_challenges (id, member_id, kind, browser, system, remote_addr, question_id, available_questions, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      memberId,
      kind,
      fields.browser ?? '',
      fields.system ?? '',
      fields.remote_addr ?? '',
      fields.question_id ?? null,
      fields.available_questions ?? 0,
      now.toISOString(),
      new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
    );
    return id;
  };
  /** Where a member's codes go: the phone, else the email. */
  const contactOf = (member: MemberRow) =>
    member.phone ? { to: member.phone, method: 'phone' as const } : { to: member.email, method: 'email' as const };

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
        remote_addr: string({ maxLength: 64 }),
        host: string({ maxLength: 255 }),
        browser: string({ maxLength: 64 }),
        system: string({ maxLength: 64 }),
        system_version: string({ maxLength: 64 }),
      },
      ['account', 'password', 'site_id'],
    ),
    ({ body, request, lang }) => {
      const now = ctx.now();
      // The captcha first and always spent, so a refused login cannot be replayed with the same picture.
      if (spendCaptcha(db, body.captcha_token, body.answer, { type: 1, siteId: body.site_id, now }) !== 'ok')
        return fail(105, 'verifyFailed');
      const header = verifyLoginHeader(request, body.remote_addr, {
        secret: ctx.security.loginHeaderSecret,
        ttlMs: ctx.security.loginHeaderTtlMs,
        now: now.getTime(),
      });
      if (header !== 'ok') {
        request.log.info({ verdict: header }, 'login header refused');
        return fail(106, 'ipError');
      }
      const account = body.account.trim();
      const ipCode = ipRule(db, [106, 201, 202, 203], body.remote_addr ?? '', account);
      if (ipCode === 106) return fail(106, 'ipError');
      if (ipCode !== null) return fail(ipCode, 'ipRestricted');

      const member = db.prepare('SELECT * FROM members WHERE site_id = ? AND account = ?').get(body.site_id, account) as
        MemberRow | undefined;
      // Counted per account as typed, known or not, so a lock does not tell which accounts exist;
      // while locked the right password is refused too.
      const verdict = guard(db, 'login', loginSubject(body.site_id, account), ctx.limits.login, now, () =>
        Boolean(member && verifyPassword(body.password, member.password_hash)),
      );
      if (verdict.kind === 'locked') return lockedAnswer(LOGIN_LOCKED_CODE, verdict.lock);
      if (!member || verdict.kind === 'wrong') return fail(101, 'accountError');
      if (member.status === 2) return fail(102, 'accountDisabled');
      if (member.status === 3) return fail(103, 'accountFrozen');
      if (member.pending_transfer_validation === 1) return fail(802, 'transferValidation');

      const browser = body.browser ?? '';
      const system = body.system ?? '';
      const trusted = db
        .prepare('SELECT 1 FROM trusted_devices WHERE member_id = ? AND browser = ? AND system = ?')
        .get(member.id, browser, system);
      if (member.device_verification === 1 && !trusted) {
        const memberLoginId = openChallenge(member.id, 'device', { browser, system, remote_addr: body.remote_addr });
        const contact = contactOf(member);
        // past an SMS limit no code goes out; the dialog's resend tells the member how long to wait
        sendLimitedSms(ctx, request, { siteId: member.site_id, to: contact.to, purpose: 'device_verify', memberId: member.id });
        const challenge: DeviceVerifyChallenge = {
          member_login_id: memberLoginId,
          masked_contact: maskContact(contact.to),
          method: contact.method,
        };
        return fail(107, 'deviceVerify', { params: { contact: challenge.masked_contact }, data: challenge });
      }

      const questions = db.prepare('SELECT id FROM double_validation_questions WHERE member_id = ? ORDER BY sort, id').all(member.id) as {
        id: number;
      }[];
      const first = questions[0];
      if (first) {
        const available = Math.min(DEFAULT_AVAILABLE_QUESTIONS, questions.length);
        const memberLoginId = openChallenge(member.id, 'double_validation', {
          remote_addr: body.remote_addr,
          question_id: first.id,
          available_questions: available,
        });
        const challenge: DoubleValidationChallenge = {
          member_login_id: memberLoginId,
          question: questionText(db, first.id, lang),
          available_questions_count: available,
        };
        return ok({ double_validation: challenge });
      }
      return sessionAnswer(db, member, now);
    },
  );

  publicCall(
    app,
    ctx,
    '/login/device_verify',
    object({ member_login_id: string({ minLength: 1, maxLength: 64 }), verify_code: string({ maxLength: 16 }), site_id: siteId }, [
      'member_login_id',
      'site_id',
    ]),
    ({ body }) => {
      const now = ctx.now();
      const challenge = liveChallenge(body.member_login_id, 'device');
      const member = challenge && !challenge.used_at ? memberById(challenge.member_id) : undefined;
      if (!challenge || !member) return fail(101, 'loginExpired');
      if (member.status !== 1) return fail(102, 'accountDisabled');
      const code = spendSmsCode(db, {
        to: contactOf(member).to,
        purpose: 'device_verify',
        code: body.verify_code,
        now,
        maxTries: ctx.limits.sms.codeMaxTries,
      });
      if (code === 'dead') return deadCodeAnswer(105, now);
      if (code !== 'ok') return fail(105, 'verifyFailed');
      db.prepare('UPDATE login_challenges SET used_at = ? WHERE id = ?').run(now.toISOString(), challenge.id);
      db.prepare('INSERT OR IGNORE INTO trusted_devices (member_id, browser, system, trusted_at) VALUES (?, ?, ?, ?)').run(
        member.id,
        challenge.browser,
        challenge.system,
        now.toISOString(),
      );
      return sessionAnswer(db, member, now);
    },
  );

  publicCall(
    app,
    ctx,
    '/login/device_verify/sms',
    object({ member_login_id: string({ minLength: 1, maxLength: 64 }), site_id: siteId }, ['member_login_id', 'site_id']),
    ({ body, request }) => {
      const challenge = liveChallenge(body.member_login_id, 'device');
      const member = challenge && !challenge.used_at ? memberById(challenge.member_id) : undefined;
      if (!challenge || !member) return fail(101, 'loginExpired');
      const contact = contactOf(member);
      const limited = sendLimitedSms(ctx, request, {
        siteId: member.site_id,
        to: contact.to,
        purpose: 'device_verify',
        memberId: member.id,
      });
      if (limited) return limited;
      return ok({ masked_contact: maskContact(contact.to), method: contact.method });
    },
  );

  publicCall(
    app,
    ctx,
    '/login/double_validation',
    object(
      {
        member_login_id: string({ minLength: 1, maxLength: 64 }),
        answer: string({ maxLength: 200 }),
        captcha_answer: string({ maxLength: 16 }),
        captcha_token: string({ maxLength: 128 }),
        remote_addr: string({ maxLength: 64 }),
        host: string({ maxLength: 255 }),
      },
      ['member_login_id'],
    ),
    ({ body, request }) => {
      const now = ctx.now();
      const challenge = liveChallenge(body.member_login_id, 'double_validation');
      const member = challenge ? memberById(challenge.member_id) : undefined;
      if (!challenge || !member) return fail(101, 'loginExpired');
      if (challenge.used_at) return fail(202, 'challengeUsed');
      if (member.status !== 1) return fail(102, member.status === 3 ? 'accountFrozen' : 'accountDisabled');
      // the second step must come from where the first did
      const remoteAddr = body.remote_addr || clientAddress(request);
      if (!sameClient(remoteAddr, challenge.remote_addr || remoteAddr) || ipRule(db, [106], remoteAddr, member.account) !== null)
        return fail(106, 'ipError');
      const captcha = spendCaptcha(db, body.captcha_token, body.captcha_answer, { type: 1, siteId: member.site_id, now });
      if (captcha === 'missing') return fail(103, 'captchaMissing');
      if (captcha === 'unknown' || captcha === 'used' || captcha === 'expired') return fail(104, 'captchaExpired');
      if (captcha === 'wrong') return fail(105, 'verifyFailed');
      const given = (body.answer ?? '').trim();
      if (!given) return fail(205, 'answerRequired');
      const question = db.prepare('SELECT answer FROM double_validation_questions WHERE id = ?').get(challenge.question_id) as
        { answer: string } | undefined;
      if (!question || question.answer.trim().toLowerCase() !== given.toLowerCase()) {
        const wrong = challenge.wrong_answers + 1;
        db.prepare('UPDATE login_challenges SET wrong_answers = ? WHERE id = ?').run(wrong, challenge.id);
        if (wrong < DOUBLE_VALIDATION_TRIES) return fail(206, 'answerWrong');
        db.prepare('UPDATE login_challenges SET used_at = ? WHERE id = ?').run(now.toISOString(), challenge.id);
        return fail(998, 'doubleValidationFailed');
      }
      db.prepare('UPDATE login_challenges SET used_at = ? WHERE id = ?').run(now.toISOString(), challenge.id);
      return sessionAnswer(db, member, now);
    },
  );

  publicCall(
    app,
    ctx,
    '/login/double_validation/skip',
    object({ member_login_id: string({ minLength: 1, maxLength: 64 }) }, ['member_login_id']),
    ({ body, lang }) => {
      const challenge = liveChallenge(body.member_login_id, 'double_validation');
      if (!challenge || challenge.used_at) return fail(101, 'loginExpired');
      if (challenge.available_questions <= 1) return fail(102, 'noOtherQuestion');
      const ids = (
        db.prepare('SELECT id FROM double_validation_questions WHERE member_id = ? ORDER BY sort, id').all(challenge.member_id) as {
          id: number;
        }[]
      ).map((row) => row.id);
      const next = ids[(ids.indexOf(challenge.question_id ?? -1) + 1) % ids.length] ?? null;
      const available = challenge.available_questions - 1;
      db.prepare('UPDATE login_challenges SET question_id = ?, available_questions = ? WHERE id = ?').run(next, available, challenge.id);
      return ok({ question: questionText(db, next, lang), available_questions_count: available });
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
