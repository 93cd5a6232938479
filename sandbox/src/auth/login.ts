import type { FastifyRequest } from 'fastify';
import { CAPTCHA_DIGITS, captchaDataUrl, randomAnswer } from '@casino/server-kit/captcha';
import type { DeviceVerifyChallenge, DoubleValidationChallenge, LoginSessionAnswer } from '@casino/contracts';
import { DEFAULT_AVAILABLE_QUESTIONS, LOGIN_LOCKED_CODE } from '@casino/contracts';
import type { SandboxContext } from '../context';
import type { Db } from '../db/db';
import { fail, ok, type CallResult } from '../http/call';
import { pick, type Lang } from '../http/lang';
import { translate } from '../http/messages';
import { ipRule, maskContact, spendCaptcha, spendSmsCode } from './checks';
import { deadCodeAnswer, guard, lockedAnswer, loginSubject, sendLimitedSms } from './limits';
import { clientAddress, sameClient, verifyLoginHeader } from './login-header';
import { newToken, verifyPassword } from './password';
import { createSession } from './sessions';

/*
 * Login and its second steps (member-and-account.md §7, §8; docs/sandbox.md "Which input produces
 * which code"): the password with its guessing limit, device verification by SMS, double
 * validation questions, captchas and the enc exchange.
 */

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

const memberById = (db: Db, id: number) => db.prepare('SELECT * FROM members WHERE id = ?').get(id) as MemberRow | undefined;

/** A challenge of that kind still open (not expired; it may be used). */
function liveChallenge(ctx: SandboxContext, id: string, kind: ChallengeRow['kind']): ChallengeRow | undefined {
  const row = ctx.db.prepare('SELECT * FROM login_challenges WHERE id = ? AND kind = ?').get(id, kind) as ChallengeRow | undefined;
  return row && Date.parse(row.expires_at) > ctx.now().getTime() ? row : undefined;
}

function openChallenge(ctx: SandboxContext, memberId: number, kind: ChallengeRow['kind'], fields: Partial<ChallengeRow>): string {
  const now = ctx.now();
  const id = newToken(12);
  ctx.db
    .prepare(
      `INSERT INTO login_challenges (id, member_id, kind, browser, system, remote_addr, question_id, available_questions, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
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
}

/** Where a member's codes go: the phone, else the email. */
const contactOf = (member: MemberRow) =>
  member.phone ? { to: member.phone, method: 'phone' as const } : { to: member.email, method: 'email' as const };

/**
 * Whether a login or register request carries the shell server's signed header for its remote_addr
 * (the same check for both calls); a refusal is logged with its verdict.
 */
export function signedByShell(
  ctx: SandboxContext,
  request: FastifyRequest,
  remoteAddr: string | undefined,
  now: Date,
  what: string,
): boolean {
  const header = verifyLoginHeader(request, remoteAddr, {
    secret: ctx.security.loginHeaderSecret,
    ttlMs: ctx.security.loginHeaderTtlMs,
    now: now.getTime(),
  });
  if (header !== 'ok') request.log.info({ verdict: header }, `${what} header refused`);
  return header === 'ok';
}

export interface LoginRequest {
  account: string;
  password: string;
  site_id: number;
  answer?: string;
  captcha_token?: string;
  remote_addr?: string;
  browser?: string;
  system?: string;
}

/** The member a login names when its password is right and the account may log in, else the refusal (codes 101–106, 802, the lock). */
function checkedLoginMember(ctx: SandboxContext, body: LoginRequest, request: FastifyRequest, now: Date): MemberRow | CallResult {
  const { db } = ctx;
  // The captcha first and always spent, so a refused login cannot be replayed with the same picture.
  if (spendCaptcha(db, body.captcha_token, body.answer, { type: 1, siteId: body.site_id, now }) !== 'ok') return fail(105, 'verifyFailed');
  if (!signedByShell(ctx, request, body.remote_addr, now, 'login')) return fail(106, 'ipError');
  const account = body.account.trim();
  const ipCode = ipRule(db, [106, 201, 202, 203], body.remote_addr ?? '', account);
  if (ipCode === 106) return fail(106, 'ipError');
  if (ipCode !== null) return fail(ipCode, 'ipRestricted');
  const member = db.prepare('SELECT * FROM members WHERE site_id = ? AND account = ?').get(body.site_id, account) as MemberRow | undefined;
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
  return member;
}

/** A login from a device the member has not trusted yet: 107 with the challenge, and the code sent (within the SMS limits). */
function deviceChallenge(ctx: SandboxContext, member: MemberRow, body: LoginRequest, request: FastifyRequest): CallResult {
  const memberLoginId = openChallenge(ctx, member.id, 'device', {
    browser: body.browser ?? '',
    system: body.system ?? '',
    remote_addr: body.remote_addr,
  });
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

/** POST /login: the member's session, or its device or double-validation step. */
export function login(ctx: SandboxContext, body: LoginRequest, request: FastifyRequest, lang: Lang): CallResult {
  const { db } = ctx;
  const now = ctx.now();
  const member = checkedLoginMember(ctx, body, request, now);
  if (!('password_hash' in member)) return member;
  const trusted = db
    .prepare('SELECT 1 FROM trusted_devices WHERE member_id = ? AND browser = ? AND system = ?')
    .get(member.id, body.browser ?? '', body.system ?? '');
  if (member.device_verification === 1 && !trusted) return deviceChallenge(ctx, member, body, request);
  const questions = db.prepare('SELECT id FROM double_validation_questions WHERE member_id = ? ORDER BY sort, id').all(member.id) as {
    id: number;
  }[];
  const first = questions[0];
  if (!first) return sessionAnswer(db, member, now);
  const available = Math.min(DEFAULT_AVAILABLE_QUESTIONS, questions.length);
  const memberLoginId = openChallenge(ctx, member.id, 'double_validation', {
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

/** The device step: the SMS code lets the member in and trusts the device. */
export function verifyDevice(ctx: SandboxContext, memberLoginId: string, verifyCode: string | undefined): CallResult {
  const { db } = ctx;
  const now = ctx.now();
  const challenge = liveChallenge(ctx, memberLoginId, 'device');
  const member = challenge && !challenge.used_at ? memberById(db, challenge.member_id) : undefined;
  if (!challenge || !member) return fail(101, 'loginExpired');
  if (member.status !== 1) return fail(102, 'accountDisabled');
  const code = spendSmsCode(db, {
    to: contactOf(member).to,
    purpose: 'device_verify',
    code: verifyCode,
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
}

/** Sends the device step's code again (within the SMS limits). */
export function resendDeviceCode(ctx: SandboxContext, memberLoginId: string, request: FastifyRequest): CallResult {
  const challenge = liveChallenge(ctx, memberLoginId, 'device');
  const member = challenge && !challenge.used_at ? memberById(ctx.db, challenge.member_id) : undefined;
  if (!challenge || !member) return fail(101, 'loginExpired');
  const contact = contactOf(member);
  const limited = sendLimitedSms(ctx, request, { siteId: member.site_id, to: contact.to, purpose: 'device_verify', memberId: member.id });
  return limited ?? ok({ masked_contact: maskContact(contact.to), method: contact.method });
}

export interface DoubleValidationRequest {
  member_login_id: string;
  answer?: string;
  captcha_answer?: string;
  captcha_token?: string;
  remote_addr?: string;
}

/** The refusal of a double-validation answer before the answer itself is judged (codes 101–106, 202), or the challenge and member. */
function openDoubleValidation(
  ctx: SandboxContext,
  body: DoubleValidationRequest,
  request: FastifyRequest,
  now: Date,
): CallResult | { challenge: ChallengeRow; member: MemberRow } {
  const { db } = ctx;
  const challenge = liveChallenge(ctx, body.member_login_id, 'double_validation');
  const member = challenge ? memberById(db, challenge.member_id) : undefined;
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
  return { challenge, member };
}

/** The double-validation step: the right answer lets the member in; DOUBLE_VALIDATION_TRIES wrong ones close the login (998). */
export function answerDoubleValidation(ctx: SandboxContext, body: DoubleValidationRequest, request: FastifyRequest): CallResult {
  const { db } = ctx;
  const now = ctx.now();
  const opened = openDoubleValidation(ctx, body, request, now);
  if (!('challenge' in opened)) return opened;
  const { challenge, member } = opened;
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
}

/** Another of the member's questions, while the challenge has some left. */
export function skipQuestion(ctx: SandboxContext, memberLoginId: string, lang: Lang): CallResult {
  const { db } = ctx;
  const challenge = liveChallenge(ctx, memberLoginId, 'double_validation');
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
}

/** A new captcha of four digits (as the product backend answers; the placeholder says so). */
export function newCaptcha(ctx: SandboxContext, type: 1 | 2, siteId: number, lang: Lang) {
  const answer = randomAnswer(4, CAPTCHA_DIGITS);
  const token = newToken(16);
  ctx.db
    .prepare('INSERT INTO captchas (token, site_id, type, answer, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(token, siteId, type, answer, ctx.now().toISOString());
  return { token, captcha: captchaDataUrl(answer), placeholder: translate('captchaPlaceholder', lang) };
}

/** Spends an enc for a session; the spec's answer is a JSON text the client parses. */
export function exchangeEnc(ctx: SandboxContext, enc: string): CallResult {
  const { db } = ctx;
  const now = ctx.now().toISOString();
  const row = db
    .prepare(
      `SELECT e.member_id, m.account, m.currency FROM enc_tokens e JOIN members m ON m.id = e.member_id
       WHERE e.enc = ? AND e.used_at IS NULL AND e.expires_at > ? AND m.status = 1`,
    )
    .get(enc, now) as { member_id: number; account: string; currency: string } | undefined;
  if (!row) return fail(101, 'encInvalid');
  db.prepare('UPDATE enc_tokens SET used_at = ? WHERE enc = ?').run(now, enc);
  const tk = createSession(db, row.member_id, ctx.now());
  return ok(JSON.stringify({ tk, member_id: row.member_id, member_account: row.account, member_currency: row.currency }));
}
