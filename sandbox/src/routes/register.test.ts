import type { FastifyInstance } from 'fastify';
import { REGISTER_RULE_CODE } from '@casino/contracts/register-rules';
import { localDay, MEMBER_SEARCH_PATH } from '@casino/contracts';
import { call, drawCaptcha, loginAs, loginHeaders, testSandbox, sandboxAdmin } from '../testing';

const admin = sandboxAdmin;

type Form = 'rmb1' | 'usd1' | 'vnd2' | 'usd2';

describe('register settings, agreement, introducers and SMS', () => {
  let app: FastifyInstance;
  beforeAll(() => {
    app = testSandbox();
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists every field of every currency of the site', async () => {
    const list = (
      await call<{ list: { name: string; currency: string; is_display: number; is_verification: number }[] }>(
        app,
        '/arks/web/register-settings',
        { site_id: 1 },
      )
    ).body.apiResponseData.list;
    expect(new Set(list.map((entry) => entry.currency))).toEqual(new Set(['RMB', 'USD']));
    expect(list).toHaveLength(32);
    expect(list.find((e) => e.currency === 'RMB' && e.name === 'member_phone')).toMatchObject({ is_display: 1, is_verification: 1 });
    const site2 = (await call<{ list: { currency: string }[] }>(app, '/arks/web/register-settings', { site_id: 2 })).body.apiResponseData
      .list;
    expect(new Set(site2.map((entry) => entry.currency))).toEqual(new Set(['VND', 'USD']));
  });

  it('answers the service agreement in the language asked', async () => {
    const zh = await call<{ title: string; content: string }>(
      app,
      '/arks/web/register-settings/service-agreement',
      { site_id: 2 },
      { lang: 'zh_CN' },
    );
    expect(zh.body.apiResponseData.title).toBe('Saigon Star 服务条款');
    expect(zh.body.apiResponseData.content).toContain('<h3>');
  });

  it('finds the agent of a domain and judges introducers', async () => {
    expect((await call(app, '/arks/web/check-agent-domain', { host: 'Agent1.localhost:8080', site_id: 1 })).body.apiResponseData).toEqual({
      is_valid: 1,
      currency: 'RMB',
      agent_id: 'AG1001',
    });
    expect((await call(app, '/arks/web/check-agent-domain', { host: 'localhost', site_id: 1 })).body.apiResponseData).toMatchObject({
      is_valid: 0,
    });
    const valid = async (body: Record<string, unknown>) =>
      (await call(app, '/register/valid_message', { site_id: 1, ...body })).body.apiResponseData;
    expect(await valid({ agent_id: 'AG1001' })).toEqual({ is_valid: 1, currency: 'RMB' });
    expect(await valid({ agent_id: 'AG1002' })).toEqual({ is_valid: 0 });
    expect(await valid({ recommend_code: 'R1001' })).toEqual({ is_valid: 1, currency: 'RMB' });
    expect(await valid({ recommend_code: 'R1004' })).toEqual({ is_valid: 0 });
    expect(await valid({ recommend_code: 'R2001' })).toEqual({ is_valid: 0 });
  });

  it('/register/sms answers 201, 099, 104, 103, 102 and sends a code', async () => {
    const sms = async (phone: string, site = 1) =>
      (
        await call(app, '/register/sms', {
          member_phone: phone,
          currency: site === 1 ? 'RMB' : 'VND',
          type: 'register_member',
          site_id: site,
        })
      ).body.code;
    expect(await sms('')).toBe(201);
    expect(await sms('12ab5678')).toBe(99);
    expect(await sms('0001234567')).toBe(99);
    expect(await sms('13800000', 2)).toBe(99);
    expect(await sms('13800000104')).toBe(104);
    await admin(app, 'POST', '/security-settings', { key: 'sms_balance:2', value: 0 });
    expect(await sms('0987000001', 2)).toBe(103);
    await admin(app, 'POST', '/security-settings', { key: 'sms_balance:2', value: 10 });
    expect(await sms('0987000001', 2)).toBe(1000);
    expect(await sms('0987000001', 2)).toBe(102);
    expect(await admin(app, 'GET', '/sms/latest?to=0987000001')).toMatchObject({
      ok: true,
      purpose: 'register',
      code: expect.stringMatching(/^\d{6}$/),
    });
  });

  it('/register/verification checks one field: its rule (422), then its uniqueness', async () => {
    const check = async (field: string, value: string, site = 1, currency = 'RMB') =>
      (await call(app, '/register/verification', { site_id: site, member_currency: currency, field, value })).body;
    expect(await check('member_account', 'ab')).toMatchObject({
      code: REGISTER_RULE_CODE,
      apiResponseData: {
        errors: [
          { field: 'member_account', key: 'register.errors.account_length', message: 'The account must be 6 to 12 characters long' },
        ],
      },
    });
    expect((await check('member_account', 'player_rmb')).code).toBe(102);
    expect((await check('member_account', 'fresh_one')).code).toBe(1000);
    expect((await check('member_name', '王小明')).code).toBe(103);
    expect((await check('member_name', 'John Carter', 1, 'USD')).code).toBe(1000);
    expect((await check('member_phone', '13800000001')).code).toBe(104);
    expect((await check('member_email', 'usd@example.com', 1, 'USD')).code).toBe(105);
    expect((await check('identity_id', 'VN123456', 2, 'VND')).code).toBe(114);
    expect((await check('identity_id', 'US998877', 2, 'VND')).code).toBe(223);
  });
});

describe('POST /register', () => {
  let app: FastifyInstance;
  let ipCount = 0;
  beforeEach(() => {
    app = testSandbox();
  });
  afterEach(async () => {
    await app.close();
  });

  const ACCOUNTS: Record<Form, Record<string, unknown>> = {
    rmb1: { site_id: 1, member_currency: 'RMB', member_name: '李新人', withdraw_password: '5678' },
    usd1: { site_id: 1, member_currency: 'USD', member_email: 'new@example.org' },
    vnd2: { site_id: 2, member_currency: 'VND', member_name: 'NguyenMoi', member_phone: '0987654321', identity_id: 'VN777777' },
    usd2: { site_id: 2, member_currency: 'USD', member_birthday: '1990-05-06', member_telegram: '@newbie' },
  };

  /** A body the rules accept, with a right captcha and SMS code where the form shows them. */
  const register = async (
    form: Form,
    extra: Record<string, unknown> = {},
    ip = `203.0.113.${(ipCount += 1)}`,
    signed: Record<string, string> = loginHeaders(app, ip),
  ) => {
    const body: Record<string, unknown> = {
      remote_addr: ip,
      member_account: `new_${form}`,
      password: 'Abc12345',
      agreement: true,
      register_type: '',
      ...ACCOUNTS[form],
    };
    if (form !== 'usd2') {
      body.check_password = 'Abc12345';
      const captcha = await drawCaptcha(app, 2, Number(body.site_id));
      body.captcha_token = captcha.token;
      body.verify_code = captcha.answer;
    }
    Object.assign(body, extra);
    if (form === 'vnd2' && !('phone_verify' in extra)) {
      await call(app, '/register/sms', { member_phone: body.member_phone, currency: 'VND', type: 'register_member', site_id: 2 });
      body.phone_verify = (await admin(app, 'GET', `/sms/latest?to=${String(body.member_phone)}`)).code;
    }
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    return (await call(app, '/register', body, { headers: { 'x-forwarded-for': ip, ...signed } })).body;
  };

  it("links a member who registers with a friend's recommend code to that friend", async () => {
    const answer = await register('rmb1', { register_type: 'recommend', recommend_code: 'R1001', member_account: 'friend_r1001' });
    expect(answer).toMatchObject({ status: true, apiResponseData: { member_account: 'friend_r1001' } });
    const { code } = app.sandbox.db
      .prepare('SELECT c.code FROM members m JOIN recommend_codes c ON c.id = m.recommend_code_id WHERE m.account = ?')
      .get('friend_r1001') as { code: string };
    expect(code).toBe('R1001');
    // R1001 is player_rmb's code: the new member is in player_rmb's list of friends
    // The site's day (America/Caracas), as the member search counts it: not the UTC date, which runs ahead every evening.
    const today = localDay(app.sandbox.now());
    const search = await call<{ list: { member_account: string }[] }>(
      app,
      MEMBER_SEARCH_PATH,
      { page: 1, per_page: 10, start_date: today, end_date: today },
      { token: await loginAs(app, 'player_rmb') },
    );
    expect(search.body.apiResponseData.list.map((row) => row.member_account)).toContain('friend_r1001');
  });

  it('refuses a registration whose address the shell server did not sign (218), as POST /login does', async () => {
    const ip = '203.0.113.200';
    const attempt = (headers: Record<string, string>, remoteAddr = ip) =>
      register('usd1', { member_account: 'signed_new', member_email: 'signed@example.org', remote_addr: remoteAddr }, ip, headers);
    const stale = app.sandbox.now().getTime() - app.sandbox.security.loginHeaderTtlMs - 1000;
    expect(await attempt({})).toMatchObject({ status: false, code: 218 });
    expect(await attempt(loginHeaders(app, ip), '')).toMatchObject({ status: false, code: 218 });
    expect(await attempt(loginHeaders(app, '198.51.100.77'), '198.51.100.77')).toMatchObject({ status: false, code: 218 });
    expect(await attempt({ ...loginHeaders(app, ip), 'x-login-signature': 'v1=forged' })).toMatchObject({ status: false, code: 218 });
    expect(await attempt(loginHeaders(app, ip, stale))).toMatchObject({ status: false, code: 218 });
    expect(await attempt(loginHeaders(app, ip))).toMatchObject({ status: true });
  });

  it("gives a member registered on an agent's own domain that agent (agent_domain_id), and refuses a domain id the host does not have", async () => {
    // AG2001's domain is agent2.localhost (site 2, VND)
    const onDomain = { host: 'agent2.localhost:8080', agent_domain_id: 'AG2001', register_type: 'agent', member_agent: 'AG2001' };
    expect(await register('vnd2', { ...onDomain, member_account: 'domain_a', host: 'www.localhost' })).toMatchObject({ code: 228 });
    expect(await register('vnd2', { ...onDomain, member_account: 'domain_a', agent_domain_id: 'AG1001' })).toMatchObject({ code: 228 });
    expect(await register('vnd2', { ...onDomain, member_account: 'domain_a' })).toMatchObject({ status: true });
    expect(
      app.sandbox.db.prepare("SELECT a.agent_code FROM members m JOIN agents a ON a.id = m.agent_id WHERE m.account = 'domain_a'").get(),
    ).toEqual({
      agent_code: 'AG2001',
    });
  });

  it('registers and logs the new member in, with the agent and currency', async () => {
    const answer = await register('rmb1', { register_type: 'agent', member_agent: 'AG1001' });
    expect(answer).toMatchObject({ status: true, apiResponseData: { member_account: 'new_rmb1', member_currency: 'RMB', member_type: 1 } });
    const token = (answer.apiResponseData as { token: string }).token;
    expect((await call(app, '/member/profile/common/layout', {}, { token })).statusCode).toBe(200);
    expect(app.sandbox.db.prepare("SELECT agent_id, name FROM members WHERE account = 'new_rmb1'").get()).toEqual({
      agent_id: 1,
      name: '李新人',
    });
    for (const form of ['usd1', 'vnd2', 'usd2'] as const) expect((await register(form)).status).toBe(true);
  });

  it('answers REGISTER_RULE_CODE with every failing field in form order, HTTP 200', async () => {
    const response = await call(
      app,
      '/register',
      { site_id: 1, member_currency: 'RMB', member_account: 'a b', password: 'abc', member_name: 'John' },
      { lang: 'zh_CN' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({ status: false, code: REGISTER_RULE_CODE });
    const errors = (response.body.apiResponseData as { errors: { field: string; key: string; message: string }[] }).errors;
    expect(errors.map((e) => e.field)).toEqual([
      'member_account',
      'password',
      'check_password',
      'member_name',
      'withdraw_password',
      'verify_code',
      'agreement',
    ]);
    expect(errors[0]).toEqual({ field: 'member_account', key: 'register.errors.account_chars', message: '账号只能包含字母、数字、_ 和 -' });
    expect((await call(app, '/register', { site_id: 1, member_currency: 'VND' })).statusCode).toBe(400);
  });

  it.each([
    ['en_US', 'The site does not offer the currency VND'],
    ['zh_CN', '本站不支持币种 VND'],
    ['ko_KR', '이 사이트는 VND 통화를 지원하지 않습니다'],
  ])("refuses a currency the site does not have, in the visitor's language (%s)", async (lang, message) => {
    const answer = await call(app, '/register', { site_id: 1, member_currency: 'VND' }, { lang });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ status: false, message });
  });

  it.each([
    [102, 'rmb1', { member_account: 'player_rmb' }],
    [103, 'rmb1', { member_name: '王小明' }],
    [104, 'rmb1', { member_phone: '13800000001', phone_verify: '123456' }],
    [105, 'usd1', { member_email: 'usd@example.com' }],
    [106, 'rmb1', { register_type: 'agent', member_agent: 'AG9999' }],
    [107, 'usd1', { register_type: 'recommend', recommend_code: 'R1004' }],
    [108, 'rmb1', { register_type: 'agent', member_agent: 'AG1002' }],
    [109, 'rmb1', { recommend_code: 'R1003' }],
    [110, 'rmb1', { recommend_code: 'R1002' }],
    [112, 'rmb1', { recommend_code: 'R2001' }],
    [113, 'vnd2', { phone_verify: '000000' }],
    [114, 'vnd2', { identity_id: 'VN123456' }],
    [206, 'usd1', { member_email: 'me@mailinator.com' }],
    [209, 'vnd2', { member_phone: '9991234567', phone_verify: '123456' }],
    [214, 'vnd2', { member_name: 'Blacklisted' }],
    [215, 'vnd2', { member_phone: '0900000000', phone_verify: '123456' }],
    [216, 'usd1', { member_email: 'blocked@example.com' }],
    [219, 'rmb1', { register_type: 'agent', member_agent: 'AG2001' }],
    [222, 'rmb1', { recommend_code: 'R1005' }],
    [223, 'usd2', { identity_id: 'US998877' }],
    [224, 'rmb1', { verify_code: '99999' }],
    [227, 'vnd2', { member_name: 'AdminNguyen' }],
    [228, 'rmb1', { register_type: 'agent', member_agent: 'AG1003' }],
    [301, 'rmb1', { member_qq: '10000' }],
    [302, 'usd1', { member_telegram: '@support' }],
    [303, 'usd1', { member_whats_app: '+10000000' }],
    [304, 'usd1', { member_skype: 'live:support' }],
    [305, 'usd1', { member_fb: 'facebook' }],
    [306, 'vnd2', { member_zalo: '1000000000' }],
    [307, 'rmb1', { member_wechat: 'weixin' }],
    [308, 'usd1', { member_others: 'support' }],
  ] as const)('answers %i', async (code, form, extra) => {
    expect(await register(form, extra)).toMatchObject({ status: false, code });
  });

  it('spends the register captcha once', async () => {
    const captcha = await drawCaptcha(app, 2, 1);
    const extra = { captcha_token: captcha.token, verify_code: captcha.answer };
    expect((await register('usd1', { ...extra, member_account: 'person_1', member_email: 'a1@example.org' })).status).toBe(true);
    expect((await register('usd1', { ...extra, member_account: 'person_2', member_email: 'a2@example.org' })).code).toBe(224);
  });

  it('answers 218 and 997 by IP rule, 997 past the daily limit and 996 when too frequent', async () => {
    await admin(app, 'POST', '/ip-rules', { code: 218, remote_addr: '198.51.100.1' });
    expect((await register('usd2', {}, '198.51.100.1')).code).toBe(218);
    await admin(app, 'POST', '/ip-rules', { code: 997, remote_addr: '198.51.100.2' });
    expect((await register('usd2', {}, '198.51.100.2')).code).toBe(997);
    await admin(app, 'DELETE', '/ip-rules');

    await admin(app, 'POST', '/security-settings', { key: 'register_ip_daily_limit', value: 1 });
    expect((await register('usd2', { member_account: 'daily_1' }, '198.51.100.3')).status).toBe(true);
    expect((await register('usd2', { member_account: 'daily_2' }, '198.51.100.3')).code).toBe(997);

    await admin(app, 'POST', '/security-settings', { key: 'register_rate_limit', value: 2 });
    expect((await register('usd2', { member_account: 'player_vnd' }, '198.51.100.4')).code).toBe(102);
    expect((await register('usd2', { member_account: 'player_vnd' }, '198.51.100.4')).code).toBe(102);
    expect((await register('usd2', { member_account: 'rate_3' }, '198.51.100.4')).code).toBe(996);
    // a body the rules refuse is not an attempt
    expect((await register('usd2', { member_account: 'x' }, '198.51.100.5')).code).toBe(REGISTER_RULE_CODE);
  });
});
