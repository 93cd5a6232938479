import type { DeviceVerifyChallenge, DoubleValidationChallenge, LoginSessionAnswer, MemberLayoutData } from '@casino/contracts';
import { businessError, createFakeSandbox, httpError, type Handler } from '@casino/mf-shared/testing';
import { LOGIN_HEADER } from './login-header';
import { registerHandlers, type RegisterSandboxOptions } from './register-sandbox';

export { LOGIN_HEADER };

interface Member {
  password: string;
  id: number;
  currency: string;
  status: 1 | 2 | 3;
  /** What a correct login leads to besides a session (the sandbox's seeded security members). */
  step?: 'device' | 'move' | 'dv' | 'newpw';
  phone?: string;
  email?: string;
}

/** The sandbox's seeded members this remote's tests log in with; status 2 is disabled, 3 frozen. */
function seededMembers(): Record<string, Member> {
  return {
    player_rmb: { password: 'Test1234', id: 1, currency: 'RMB', status: 1 },
    player_off: { password: 'Test1234', id: 4, currency: 'RMB', status: 2 },
    player_ice: { password: 'Test1234', id: 5, currency: 'RMB', status: 3 },
    player_device: { password: 'Test1234', id: 11, currency: 'RMB', status: 1, step: 'device', phone: '13800000107' },
    player_move: {
      password: 'Test1234',
      id: 12,
      currency: 'RMB',
      status: 1,
      step: 'move',
      phone: '13800000802',
      email: 'move@example.com',
    },
    player_dv: { password: 'Test1234', id: 13, currency: 'RMB', status: 1, step: 'dv' },
    player_newpw: { password: 'Test1234', id: 14, currency: 'RMB', status: 1, step: 'newpw', phone: '13800000014' },
  };
}

/** The double-validation questions of player_dv, with their answers. */
export const DV_QUESTIONS = [
  { question: 'Your first pet?', answer: 'tom' },
  { question: 'Your home town?', answer: 'hanoi' },
  { question: 'Your favourite colour?', answer: 'blue' },
  { question: 'Your school?', answer: 'central' },
];

const session = (member: Member, account: string): LoginSessionAnswer => ({
  member_id: member.id,
  member_account: account,
  member_currency: member.currency,
  member_type: 1,
  token: `session-${member.id}`,
});

/**
 * The account calls the way the sandbox answers them: numbered captcha tokens, each spent by any
 * attempt that sends it; the codes 101, 102, 103 and 105; and the seeded security members —
 * player_device (107 until the SMS code is given), player_move (802 until its password is reset
 * through vx/verify + vx/reset), player_dv (a double validation), player_newpw (the member layout
 * asks for a new password until edit_password succeeds).
 */
export function authHandlers() {
  const members = seededMembers();
  const captchas = new Map<string, string>();
  let issued = 0;
  const sms = new Map<string, string>();
  let smsSent = 0;
  const verifiedDevices = new Set<string>();
  const transferTokens = new Map<string, string>();
  let dvPending: { id: string; account: string; question: number; available: number } | null = null;
  let loginIds = 0;

  const spendCaptcha = (token: unknown, answer: unknown): boolean => {
    if (typeof token !== 'string' || !token) return false;
    const expected = captchas.get(token);
    captchas.delete(token);
    return expected !== undefined && expected === String(answer ?? '').trim();
  };
  const sendSms = (to: string) => {
    smsSent += 1;
    const code = String(100000 + smsSent * 7);
    sms.set(to, code);
    return code;
  };
  const memberOfToken = (authorization: string | undefined) => {
    const id = Number(/session-(\d+)/.exec(authorization ?? '')?.[1]);
    return Object.entries(members).find(([, member]) => member.id === id);
  };

  const handlers: Record<string, Handler> = {
    '/captcha': () => {
      issued += 1;
      const token = `captcha-${issued}`;
      captchas.set(token, String(1000 + issued));
      return { token, captcha: `data:image/svg+xml;base64,PHN2Zy8+#${issued}`, placeholder: 'Enter the 4 digits' };
    },
    '/login': (body) => {
      if (typeof body.captcha_token === 'string' && body.captcha_token) {
        if (!spendCaptcha(body.captcha_token, body.answer)) return businessError(105, 'Verification failed');
      }
      const account = String(body.account);
      const member = members[account];
      if (!member || member.password !== body.password) return businessError(101, 'Account or password error');
      if (member.status === 2) return businessError(102, 'Account disabled');
      if (member.status === 3) return businessError(103, 'Account frozen');
      if (member.step === 'device' && !verifiedDevices.has(account)) {
        loginIds += 1;
        const challenge: DeviceVerifyChallenge = { member_login_id: `login-${loginIds}`, masked_contact: '138****0107', method: 'phone' };
        sendSms(challenge.member_login_id);
        return {
          ...businessError(107, 'Different device'),
          body: { status: false, code: 107, message: 'Different device', apiResponseData: challenge },
        };
      }
      if (member.step === 'move') return businessError(802, 'Member transfer validation required');
      if (member.step === 'dv') {
        loginIds += 1;
        dvPending = { id: `login-${loginIds}`, account, question: 0, available: 3 };
        const challenge: DoubleValidationChallenge = {
          member_login_id: dvPending.id,
          question: DV_QUESTIONS[0]?.question ?? '',
          available_questions_count: dvPending.available,
        };
        return { double_validation: challenge };
      }
      return session(member, account);
    },
    '/login/device_verify': (body) => {
      const id = String(body.member_login_id);
      if (!sms.has(id) || sms.get(id) !== body.verify_code) return businessError(105, 'Verification code error');
      sms.delete(id);
      verifiedDevices.add('player_device');
      const member = members.player_device;
      return member ? session(member, 'player_device') : businessError(101, 'Account error');
    },
    '/login/device_verify/sms': (body) => {
      sendSms(String(body.member_login_id));
      return {};
    },
    '/arks/web/vx/verify': (body) => {
      const member = members[String(body.account)];
      if (!member || member.step !== 'move') return businessError(101, 'Account error');
      if (body.withdraw_password !== '1234') return businessError(201, 'Withdraw password error');
      const contactOk = body.member_email ? body.member_email === member.email : body.member_phone === member.phone;
      if (!contactOk) return businessError(202, 'Contact error');
      const token = `vx-${transferTokens.size + 1}`;
      transferTokens.set(token, String(body.account));
      return { token };
    },
    '/arks/web/vx/reset': (body) => {
      const account = transferTokens.get(String(body.token));
      if (!account || account !== body.account) return businessError(203, 'Token expired');
      transferTokens.delete(String(body.token));
      const member = members[account];
      if (member) {
        member.password = String(body.password);
        delete member.step;
      }
      return {};
    },
    '/login/double_validation': (body) => {
      if (!dvPending || dvPending.id !== body.member_login_id) return businessError(998, 'Double validation failed');
      if (!spendCaptcha(body.captcha_token, body.captcha_answer)) return businessError(105, 'Verification failed');
      if (DV_QUESTIONS[dvPending.question]?.answer !== String(body.answer).trim().toLowerCase()) return businessError(104, 'Wrong answer');
      const account = dvPending.account;
      dvPending = null;
      const member = members[account];
      return member ? session(member, account) : businessError(101, 'Account error');
    },
    '/login/double_validation/skip': (body) => {
      if (!dvPending || dvPending.id !== body.member_login_id) return businessError(101, 'Account error');
      if (dvPending.available <= 1) return businessError(102, 'No more questions');
      dvPending.available -= 1;
      dvPending.question += 1;
      return { question: DV_QUESTIONS[dvPending.question]?.question ?? '', available_questions_count: dvPending.available };
    },
    '/member/profile/common/layout': (_body, call) => {
      const found = memberOfToken(call.headers.authorization);
      if (!found) return httpError(401, 'Unauthenticated');
      const [account, member] = found;
      const layout: MemberLayoutData = {
        id: member.id,
        member_account: account,
        member_currency: member.currency,
        member_cash: '100.00',
        member_type: 1,
        agent_type: null,
        agent_level: null,
        is_agent: 0,
        agent_active: 0,
        is_playing: 0,
        cash_back_status: 0,
        wallet_status: 1,
        first_login_to_change_password: member.step === 'newpw' ? 1 : 0,
        need_bank_account_deposit_verified: 0,
      };
      return { member_common_layout: layout };
    },
    '/member/profile/my_cash': () => ({ my_cash_list: [], total: '100.00' }),
    '/member/profile/edit_password': (body, call) => {
      const found = memberOfToken(call.headers.authorization);
      if (!found) return httpError(401, 'Unauthenticated');
      const [, member] = found;
      if (member.password !== body.old_password) return businessError(101, 'The old password is wrong');
      if (body.password !== body.password_confirmation) return businessError(102, 'The passwords differ');
      member.password = String(body.password);
      if (member.step === 'newpw') delete member.step;
      return {};
    },
    '/forgot_password/sms': (body) => {
      const member = members[String(body.account)];
      if (!member || !member.phone || member.phone !== body.member_phone) return businessError(101, 'The account and phone do not match');
      sendSms(`forgot:${String(body.account)}`);
      return {};
    },
    '/forgot_password/reset': (body) => {
      const key = `forgot:${String(body.account)}`;
      if (sms.get(key) !== body.verify_code) return businessError(113, 'Verification code error');
      sms.delete(key);
      const member = members[String(body.account)];
      if (member) member.password = String(body.password);
      return {};
    },
  };

  return {
    handlers,
    members,
    /** The answer of the captcha last drawn (what GET /__sandbox/captchas/latest gives a browser test). */
    currentAnswer: () => captchas.get(`captcha-${issued}`) ?? '',
    /** The last SMS code sent for a login id or `forgot:<account>` (what GET /__sandbox/sms/latest gives). */
    smsCode: (to: string) => sms.get(to) ?? '',
    /** The answer to player_dv's current question (GET /__sandbox/double-validation). */
    doubleValidationAnswer: () => (dvPending ? (DV_QUESTIONS[dvPending.question]?.answer ?? '') : ''),
  };
}

/** The product's own server (the shell server): the signed login header and its local captcha. */
export function ownServerHandlers() {
  const captchas = new Map<string, string>();
  let issued = 0;
  const handlers: Record<string, Handler> = {
    '/get_login_header': () => LOGIN_HEADER,
    '/clientCaptcha': () => {
      issued += 1;
      const token = `client-captcha-${issued}`;
      captchas.set(token, `AB${issued}CD`.slice(0, 5));
      return { token, captcha: `data:image/svg+xml;base64,PHN2Zy8+#c${issued}`, length: 5, expires_at: 0 };
    },
    '/clientCaptcha/verify': (body) => {
      const expected = captchas.get(String(body.token));
      captchas.delete(String(body.token));
      if (expected === undefined) return { valid: false, reason: 'unknown' };
      return expected === String(body.answer).trim().toUpperCase() ? { valid: true } : { valid: false, reason: 'wrong' };
    },
  };
  return { handlers, currentAnswer: () => captchas.get(`client-captcha-${issued}`) ?? '' };
}

/**
 * The fake sandbox serving this remote's calls (login, the security dialogs and the register
 * tab's calls), and a second one for the own server's paths (outside /api), so a test can tell
 * where a call went: `sandbox.own.callsTo('/get_login_header')`.
 */
export function createAuthSandbox(register: Omit<RegisterSandboxOptions, 'captchaAnswer' | 'members'> = {}) {
  const auth = authHandlers();
  const ownServer = ownServerHandlers();
  const registration = registerHandlers({ ...register, captchaAnswer: auth.currentAnswer, members: auth.members });
  const api = createFakeSandbox(auth.handlers, registration.handlers);
  const own = createFakeSandbox(ownServer.handlers);
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost/');
    return (url.pathname.startsWith('/api/') ? api : own).fetch(input, init);
  }) as typeof globalThis.fetch;
  return {
    ...api,
    fetch,
    own,
    members: auth.members,
    currentAnswer: auth.currentAnswer,
    smsCode: auth.smsCode,
    doubleValidationAnswer: auth.doubleValidationAnswer,
    clientCaptchaAnswer: ownServer.currentAnswer,
  };
}
