/**
 * A `fetch` that answers /captcha and /login the way the sandbox does (envelope, code 1000,
 * captcha tokens spent by any login attempt that sends one, 101/102/103/105), for unit tests.
 */
export interface RecordedCall {
  path: string;
  body: Record<string, unknown>;
}

interface Member {
  password: string;
  id: number;
  currency: string;
  status: 1 | 2 | 3;
}

const members: Record<string, Member> = {
  player_rmb: { password: 'Test1234', id: 1, currency: 'RMB', status: 1 },
  player_off: { password: 'Test1234', id: 4, currency: 'RMB', status: 2 },
  player_ice: { password: 'Test1234', id: 5, currency: 'RMB', status: 3 },
};

export function createFakeSandbox() {
  const captchas = new Map<string, string>();
  const calls: RecordedCall[] = [];
  let issued = 0;
  /** Answers the next /captcha calls with this code instead (the "too soon" 101). */
  let captchaFailures: number[] = [];

  const envelope = (apiResponseData: unknown, code = 1000, message = 'Success') =>
    new Response(JSON.stringify({ status: code === 1000, code, message, apiResponseData }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const text = await request.text();
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    calls.push({ path, body });

    if (path === '/captcha') {
      const failure = captchaFailures.shift();
      if (failure !== undefined) return envelope(null, failure, 'Too many requests');
      issued += 1;
      const token = `captcha-${issued}`;
      captchas.set(token, String(1000 + issued));
      return envelope({ token, captcha: `data:image/svg+xml;base64,PHN2Zy8+#${issued}`, placeholder: 'Enter the 4 digits' });
    }
    if (path === '/login') {
      if (typeof body.captcha_token === 'string' && body.captcha_token) {
        const answer = captchas.get(body.captcha_token);
        captchas.delete(body.captcha_token);
        if (!answer || answer !== String(body.answer ?? '').trim()) return envelope(null, 105, 'Verification failed');
      }
      const member = members[String(body.account)];
      if (!member || member.password !== body.password) return envelope(null, 101, 'Account or password error');
      if (member.status === 2) return envelope(null, 102, 'Account disabled');
      if (member.status === 3) return envelope(null, 103, 'Account frozen');
      return envelope({ member_id: member.id, member_account: body.account, member_currency: member.currency, member_type: 1, token: `session-${member.id}` });
    }
    return new Response(JSON.stringify({ status: false, code: 404, message: 'Not found', apiResponseData: null }), { status: 404 });
  };

  return {
    fetch: fetchImpl as typeof fetch,
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    /** The answer of the captcha last drawn (what GET /__sandbox/captcha/:token gives a browser test). */
    currentAnswer: () => captchas.get(`captcha-${issued}`) ?? '',
    failNextCaptchas: (...codes: number[]) => {
      captchaFailures = codes;
    },
  };
}
