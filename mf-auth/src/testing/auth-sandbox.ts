import { businessError, createFakeSandbox, type Handler } from '@casino/mf-shared/testing';

interface Member {
  password: string;
  id: number;
  currency: string;
  status: 1 | 2 | 3;
}

/** The sandbox's seeded members this remote's tests log in with; status 2 is disabled, 3 frozen. */
const members: Record<string, Member> = {
  player_rmb: { password: 'Test1234', id: 1, currency: 'RMB', status: 1 },
  player_off: { password: 'Test1234', id: 4, currency: 'RMB', status: 2 },
  player_ice: { password: 'Test1234', id: 5, currency: 'RMB', status: 3 },
};

/**
 * POST /captcha and POST /login the way the sandbox answers them: numbered captcha tokens, each
 * spent by any login attempt that sends it, and the codes 101, 102, 103 and 105.
 */
export function authHandlers() {
  const captchas = new Map<string, string>();
  let issued = 0;

  const handlers: Record<string, Handler> = {
    '/captcha': () => {
      issued += 1;
      const token = `captcha-${issued}`;
      captchas.set(token, String(1000 + issued));
      return { token, captcha: `data:image/svg+xml;base64,PHN2Zy8+#${issued}`, placeholder: 'Enter the 4 digits' };
    },
    '/login': (body) => {
      if (typeof body.captcha_token === 'string' && body.captcha_token) {
        const answer = captchas.get(body.captcha_token);
        captchas.delete(body.captcha_token);
        if (!answer || answer !== String(body.answer ?? '').trim()) return businessError(105, 'Verification failed');
      }
      const member = members[String(body.account)];
      if (!member || member.password !== body.password) return businessError(101, 'Account or password error');
      if (member.status === 2) return businessError(102, 'Account disabled');
      if (member.status === 3) return businessError(103, 'Account frozen');
      return {
        member_id: member.id,
        member_account: body.account,
        member_currency: member.currency,
        member_type: 1,
        token: `session-${member.id}`,
      };
    },
  };

  return {
    handlers,
    /** The answer of the captcha last drawn (what GET /__sandbox/captcha/:token gives a browser test). */
    currentAnswer: () => captchas.get(`captcha-${issued}`) ?? '',
  };
}

/** The generic fake sandbox serving this remote's calls, plus the current captcha's answer. */
export function createAuthSandbox() {
  const auth = authHandlers();
  return { ...createFakeSandbox(auth.handlers), currentAnswer: auth.currentAnswer };
}
