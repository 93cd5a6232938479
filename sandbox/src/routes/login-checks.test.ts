import type { FastifyInstance } from 'fastify';
import { call, drawCaptcha, login, loginHeaders, testSandbox, sandboxAdmin } from '../testing';

const admin = sandboxAdmin;

describe('POST /login: captcha, signed header and the codes of §8', () => {
  let app: FastifyInstance;
  let clock = Date.parse('2026-03-01T10:00:00Z');

  beforeAll(() => {
    app = testSandbox({ now: () => new Date(clock) });
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(async () => {
    await admin(app, 'DELETE', '/ip-rules');
  });

  it('logs in with a fresh captcha and a header signed for the caller', async () => {
    const response = await login(app, 'player_rmb');
    expect(response.body).toMatchObject({ status: true, apiResponseData: { member_account: 'player_rmb', member_type: 1 } });
  });

  it('spends a captcha once, right or wrong', async () => {
    const captcha = await drawCaptcha(app);
    const body = { captcha_token: captcha.token, answer: captcha.answer };
    expect((await login(app, 'player_rmb', 'Test1234', { body })).body.status).toBe(true);
    expect((await login(app, 'player_rmb', 'Test1234', { body })).body.code).toBe(105);
    const other = await drawCaptcha(app);
    const wrong = other.answer === '0000' ? '1111' : '0000';
    expect((await login(app, 'player_rmb', 'Test1234', { body: { captcha_token: other.token, answer: wrong } })).body.code).toBe(105);
    expect((await admin(app, 'GET', `/captchas/${other.token}`)).used).toBe(true);
    expect((await login(app, 'player_rmb', 'Test1234', { body: { captcha_token: other.token, answer: other.answer } })).body.code).toBe(
      105,
    );
  });

  it('refuses a register captcha, and an expired one', async () => {
    const register = await drawCaptcha(app, 2);
    expect(
      (await login(app, 'player_rmb', 'Test1234', { body: { captcha_token: register.token, answer: register.answer } })).body.code,
    ).toBe(105);
    const old = await drawCaptcha(app);
    clock += 5 * 60_000 + 1;
    expect((await login(app, 'player_rmb', 'Test1234', { body: { captcha_token: old.token, answer: old.answer } })).body.code).toBe(105);
  });

  it('answers 106 for a missing, forged, expired or misplaced login header', async () => {
    const attempt = async (headers: Record<string, string>, body: Record<string, unknown> = {}) => {
      const captcha = await drawCaptcha(app);
      return (
        await call(
          app,
          '/login',
          {
            account: 'player_rmb',
            password: 'Test1234',
            site_id: 1,
            captcha_token: captcha.token,
            answer: captcha.answer,
            remote_addr: '127.0.0.1',
            ...body,
          },
          { headers },
        )
      ).body;
    };
    expect((await attempt({})).code).toBe(106);
    expect((await attempt({ ...loginHeaders(app), 'x-login-signature': 'v1=forged' })).code).toBe(106);
    // signed for another address than the one in the body
    expect((await attempt(loginHeaders(app, '203.0.113.9'))).code).toBe(106);
    // older than the lifetime (120 s)
    expect((await attempt(loginHeaders(app, '127.0.0.1', clock - 121_000))).code).toBe(106);
    expect((await attempt(loginHeaders(app, '127.0.0.1', clock - 60_000))).status).toBe(true);
    // signed for 203.0.113.9 and claiming it, but the shell relays another client
    expect(
      (await attempt({ ...loginHeaders(app, '203.0.113.9'), 'x-forwarded-for': '198.51.100.7' }, { remote_addr: '203.0.113.9' })).code,
    ).toBe(106);
    expect(
      (await attempt({ ...loginHeaders(app, '203.0.113.9'), 'x-forwarded-for': '203.0.113.9' }, { remote_addr: '203.0.113.9' })).status,
    ).toBe(true);
  });

  it('answers the IP rule codes 106, 201, 202, 203 for the address or the account they name', async () => {
    for (const code of [201, 202, 203, 106]) {
      await admin(app, 'POST', '/ip-rules', { code, remote_addr: '127.0.0.1' });
      expect((await login(app, 'player_rmb')).body).toMatchObject({ status: false, code });
      await admin(app, 'DELETE', '/ip-rules');
    }
    await admin(app, 'POST', '/ip-rules', { code: 202, account: 'player_usd' });
    expect((await login(app, 'player_usd')).body.code).toBe(202);
    expect((await login(app, 'player_rmb')).body.status).toBe(true);
  });

  it('answers 101, 102, 103 and 802', async () => {
    expect((await login(app, 'player_rmb', 'Wrong123')).body.code).toBe(101);
    expect((await login(app, 'player_off')).body.code).toBe(102);
    expect((await login(app, 'player_ice')).body.code).toBe(103);
    expect((await login(app, 'player_move')).body.code).toBe(802);
  });

  it('answers 107 on a new browser + system, sends a code, and trusts the device once the code is given', async () => {
    const first = await login<{ member_login_id: string; masked_contact: string; method: string }>(app, 'player_device');
    expect(first.body).toMatchObject({ status: false, code: 107, apiResponseData: { masked_contact: '138****0107', method: 'phone' } });
    const { member_login_id } = first.body.apiResponseData;
    const sms = await admin(app, 'GET', '/sms/latest?to=player_device');
    expect(sms).toMatchObject({ ok: true, to: '13800000107', purpose: 'device_verify' });
    expect((await call(app, '/login/device_verify/sms', { member_login_id, site_id: 1 })).body.code).toBe(102);
    const wrong = sms.code === '000000' ? '111111' : '000000';
    expect((await call(app, '/login/device_verify', { member_login_id, verify_code: wrong, site_id: 1 })).body.code).toBe(105);
    expect((await call(app, '/login/device_verify', { member_login_id: 'nope', verify_code: sms.code, site_id: 1 })).body.code).toBe(101);
    const verified = await call(app, '/login/device_verify', { member_login_id, verify_code: sms.code, site_id: 1 });
    expect(verified.body).toMatchObject({ status: true, apiResponseData: { member_account: 'player_device' } });
    expect((await login(app, 'player_device')).body.status).toBe(true);
    // another browser is another device
    expect((await login(app, 'player_device', 'Test1234', { body: { browser: 'Firefox' } })).body.code).toBe(107);
  });

  it('sends the device code again after 300 s', async () => {
    const first = await login<{ member_login_id: string }>(app, 'player_device', 'Test1234', { body: { system: 'Linux' } });
    clock += 300_000;
    const again = await call(app, '/login/device_verify/sms', { member_login_id: first.body.apiResponseData.member_login_id, site_id: 1 });
    expect(again.body).toMatchObject({ status: true, apiResponseData: { method: 'phone' } });
  });
});

describe('double validation', () => {
  let app: FastifyInstance;

  beforeEach(() => {
    app = testSandbox();
  });
  afterEach(async () => {
    await app.close();
  });

  type Challenge = { double_validation: { member_login_id: string; question: string; available_questions_count: number } };
  const start = async () => (await login<Challenge>(app, 'player_dv')).body.apiResponseData.double_validation;
  const answer = async (memberLoginId: string, given: string | undefined, extra: Record<string, unknown> = {}) => {
    const captcha = await drawCaptcha(app);
    return (
      await call(app, '/login/double_validation', {
        member_login_id: memberLoginId,
        answer: given,
        captcha_token: captcha.token,
        captcha_answer: captcha.answer,
        remote_addr: '127.0.0.1',
        ...extra,
      })
    ).body;
  };

  it('answers a challenge instead of a token, and a session for the right answer', async () => {
    const challenge = await start();
    expect(challenge).toMatchObject({ question: 'What is your favourite colour?', available_questions_count: 3 });
    const pending = await admin(app, 'GET', '/double-validation?account=player_dv');
    expect(pending).toMatchObject({ ok: true, member_login_id: challenge.member_login_id, answer: 'blue' });
    const done = await answer(challenge.member_login_id, ' BLUE ');
    expect(done).toMatchObject({ status: true, apiResponseData: { member_account: 'player_dv' } });
    expect((await answer(challenge.member_login_id, 'blue')).code).toBe(202);
  });

  it('skips to another question until one is left', async () => {
    const challenge = await start();
    const skip = () =>
      call<{ question: string; available_questions_count: number }>(app, '/login/double_validation/skip', {
        member_login_id: challenge.member_login_id,
      });
    expect((await skip()).body.apiResponseData).toEqual({ question: 'In which city were you born?', available_questions_count: 2 });
    expect((await skip()).body.apiResponseData.available_questions_count).toBe(1);
    expect((await skip()).body.code).toBe(102);
    expect((await call(app, '/login/double_validation/skip', { member_login_id: 'unknown' })).body.code).toBe(101);
    expect((await admin(app, 'GET', '/double-validation?account=player_dv')).answer).toBe('lucky');
  });

  it('answers 101, 103, 104, 105, 106, 205, 206 and 998', async () => {
    const { member_login_id: id } = await start();
    expect((await answer('unknown', 'blue')).code).toBe(101);
    expect((await answer(id, 'blue', { captcha_token: undefined })).code).toBe(103);
    const used = await drawCaptcha(app);
    await answer(id, 'blue', { captcha_token: used.token, captcha_answer: 'x' });
    expect((await answer(id, 'blue', { captcha_token: used.token, captcha_answer: used.answer })).code).toBe(104);
    expect((await answer(id, 'blue', { captcha_answer: 'xxxx' })).code).toBe(105);
    expect((await answer(id, 'blue', { remote_addr: '198.51.100.1' })).code).toBe(106);
    await admin(app, 'POST', '/ip-rules', { code: 106, account: 'player_dv' });
    expect((await answer(id, 'blue')).code).toBe(106);
    await admin(app, 'DELETE', '/ip-rules');
    expect((await answer(id, '  ')).code).toBe(205);
    expect((await answer(id, 'red')).code).toBe(206);
    expect((await answer(id, 'green')).code).toBe(206);
    expect((await answer(id, 'black')).code).toBe(998);
    expect((await answer(id, 'blue')).code).toBe(202);
  });

  it('answers 102 when the member was disabled meanwhile', async () => {
    const { member_login_id: id } = await start();
    app.sandbox.db.prepare("UPDATE members SET status = 2 WHERE account = 'player_dv'").run();
    expect((await answer(id, 'blue')).code).toBe(102);
  });
});
