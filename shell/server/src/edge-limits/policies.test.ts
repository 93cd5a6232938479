import { progressiveDelay } from './edge-limiter';
import { DEFAULT_EDGE_LIMITS, envNameOf, limitedRoute, normaliseAccount, parseEdgeLimits } from './policies';

describe('limitedRoute', () => {
  it.each([
    ['POST', '/api/login', 'login'],
    ['POST', '/API//Login/', 'login'],
    ['POST', '/api/%6Cogin', 'login'],
    ['POST', '/api/agent/transfer', 'withdrawPassword'],
    ['POST', '/api/arks/web/withdraw/apply', 'withdrawPassword'],
    ['POST', '/api/member/profile/withdraw_password', 'withdrawPassword'],
    ['POST', '/api/forgot_password/reset', 'codeCheck'],
    ['POST', '/api/register/sms', 'smsSend'],
    ['POST', '/api/arks/web/fast-payment/order', 'fastPayment'],
    ['GET', '/clientCaptcha', 'captcha'],
    ['POST', '/api/captcha', 'captcha'],
  ])('%s %s is counted by %s', (method, path, policy) => {
    expect(limitedRoute(method, path)?.policy).toBe(policy);
  });

  it.each([
    ['GET', '/api/login'],
    ['POST', '/api/arks/web/float'],
    ['POST', '/api/login/extra'],
  ])('%s %s is not counted', (method, path) => {
    expect(limitedRoute(method, path)).toBeUndefined();
  });

  it('reads the account from its own field, never anything else of the body', () => {
    const login = limitedRoute('POST', '/api/login');
    expect(login?.account({ account: '  Player_RMB ', password: 'secret' }, null)).toBe('account:player_rmb');
    expect(login?.account({ password: 'secret' }, null)).toBeNull();
    const sms = limitedRoute('POST', '/api/register/sms');
    expect(sms?.account({ member_phone: '+86 138-0000 0001' }, null)).toBe('phone:8613800000001');
    const withdraw = limitedRoute('POST', '/api/arks/web/withdraw/apply');
    expect(withdraw?.account({ withdraw_password: '1234' }, 'T1')).toBe('session:T1');
  });
});

describe('normaliseAccount', () => {
  it('makes one key of the spellings of one account', () => {
    expect(normaliseAccount(' PLAYER_rmb ')).toBe('player_rmb');
    // full-width letters (NFKC)
    expect(normaliseAccount('ｐｌａｙｅｒ')).toBe('player');
  });
});

describe('parseEdgeLimits', () => {
  it('keeps the defaults without env and overrides what a variable names', () => {
    const problems: string[] = [];
    const limits = parseEdgeLimits({ EDGE_LIMIT_LOGIN: 'account=5, lock=1800', EDGE_LIMIT_SMS_SEND: 'address=3' }, problems);
    expect(problems).toEqual([]);
    expect(limits.login).toEqual({ ...DEFAULT_EDGE_LIMITS.login, account: 5, lockSeconds: 1800 });
    expect(limits.smsSend.address).toBe(3);
    expect(limits.captcha).toEqual(DEFAULT_EDGE_LIMITS.captcha);
  });

  it('lists every wrong setting', () => {
    const problems: string[] = [];
    parseEdgeLimits({ EDGE_LIMIT_LOGIN: 'acount=5,lock=-1', EDGE_LIMIT_CAPTCHA: 'address=0' }, problems);
    expect(problems).toEqual([
      expect.stringContaining('EDGE_LIMIT_LOGIN takes name=whole number pairs'),
      expect.stringContaining('(got "lock=-1")'),
      'EDGE_LIMIT_CAPTCHA: address must be at least 1',
    ]);
  });

  it('names one variable per policy', () => {
    expect(envNameOf('withdrawPassword')).toBe('EDGE_LIMIT_WITHDRAW_PASSWORD');
    expect(envNameOf('login')).toBe('EDGE_LIMIT_LOGIN');
  });
});

describe('progressiveDelay', () => {
  it('lets the free attempts through at once, then doubles the wait up to its cap', () => {
    const set = { freeAttempts: 2, delayMs: 250, maxDelayMs: 1000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => progressiveDelay(set, n))).toEqual([0, 0, 250, 500, 1000, 1000]);
  });
});
