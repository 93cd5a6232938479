/*
 * The probe of issue 23 replayed against the sandbox (docs/security.md "Sandbox limits"): guessing
 * a password, a withdraw PIN or an SMS code is stopped within its limit, the right secret is
 * refused until the lock ends, and SMS sends are capped. A fake clock moves time.
 */
import type { FastifyInstance } from 'fastify';
import {
  AGENT_TRANSFER_PATH,
  DEPOSIT_ERROR,
  DEPOSIT_METHODS_PATH,
  DEPOSIT_ORDER_PATH,
  FAST_PAYMENT_ORDER_PATH,
  type DepositMethodsResponse,
  asLockData,
  BANK_ACCOUNT_STORE_PATH,
  WITHDRAW_APPLY_PATH,
  WITHDRAW_PASSWORD_LOCKED_CODE,
  WITHDRAW_PASSWORD_PATH,
  type BankAccountStoreResponse,
} from '@casino/contracts';
import { DEFAULT_LIMITS } from '../config';
import { call, login, loginAs, sandboxAdmin, testSandbox } from '../testing';

const START = Date.parse('2025-06-10T12:00:00.000Z');

describe('sandbox limits against guessing', () => {
  let app: FastifyInstance;
  let clock: number;

  beforeEach(() => {
    clock = START;
    app = testSandbox({ now: () => new Date(clock) });
  });

  afterEach(async () => {
    await app.close();
  });

  it('locks an account after 5 wrong passwords: 500 guesses, then the right password, are refused until the lock ends', async () => {
    const { login: policy } = DEFAULT_LIMITS;
    const codes = new Map<number, number>();
    for (let i = 0; i < 500; i += 1) {
      const { body } = await login(app, 'player_rmb', `wrong${i}`);
      codes.set(body.code, (codes.get(body.code) ?? 0) + 1);
    }
    // the first 4 are plain refusals, the 5th starts the lock, the rest meet it
    expect(Object.fromEntries(codes)).toEqual({ 101: policy.maxFailures - 1, 103: 500 - policy.maxFailures + 1 });

    const locked = await login(app, 'player_rmb', 'Test1234', { lang: 'zh_CN' });
    expect(locked.body).toMatchObject({ status: false, code: 103, message: expect.stringContaining('分钟') });
    const lock = asLockData(locked.body.apiResponseData);
    expect(lock).toMatchObject({ lock: 'login', locked_until: expect.any(String) });
    expect(lock?.retry_after).toBeGreaterThan(0);
    expect(lock?.retry_after).toBeLessThanOrEqual(policy.lockSeconds);

    clock = Date.parse(lock?.locked_until ?? '') - 1000;
    expect((await login(app, 'player_rmb')).body.code).toBe(103);
    clock += 1000;
    expect((await login(app, 'player_rmb')).body.status).toBe(true);
    // a success forgets the failures: one wrong password is a plain refusal again
    expect((await login(app, 'player_rmb', 'wrong')).body.code).toBe(101);
  });

  it('locks an unknown account the same way, so a lock does not tell which accounts exist', async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await login(app, 'nobody_here', 'wrong1')).body.code);
    expect(answers).toEqual([101, 101, 101, 101, 103, 103]);
  });

  it('does not lock other accounts, and counts failures within the window only', async () => {
    for (let i = 0; i < 4; i += 1) await login(app, 'player_rmb', 'wrong1');
    clock += DEFAULT_LIMITS.login.windowSeconds * 1000;
    expect((await login(app, 'player_rmb', 'wrong1')).body.code).toBe(101);
    for (let i = 0; i < 5; i += 1) await login(app, 'player_usd', 'wrong1');
    expect((await login(app, 'player_rmb')).body.status).toBe(true);
  });

  describe('the withdraw password', () => {
    let token: string;
    let bankAccountId: number;

    beforeEach(async () => {
      token = await loginAs(app, 'money_desk');
      const bound = await call<BankAccountStoreResponse>(
        app,
        BANK_ACCOUNT_STORE_PATH,
        { bank_code: 'ICBC', account_name: '陈存款', account_number: '6222000011112222', withdraw_password: '1234' },
        { token },
      );
      bankAccountId = bound.body.apiResponseData.bank_account.id;
    });
    const withdraw = (pin: string) =>
      call(app, WITHDRAW_APPLY_PATH, { bank_account_id: bankAccountId, amount: 200, withdraw_password: pin }, { token });
    const cash = () => app.sandbox.db.prepare("SELECT cash_minor FROM members WHERE account = 'money_desk'").pluck().get() as number;

    it('300 wrong PINs on withdraw/apply lock it; the right PIN is refused until the lock ends', async () => {
      const before = cash();
      const codes = new Set<number>();
      for (let i = 0; i < 300; i += 1)
        codes.add((await withdraw(String(i).padStart(4, '0') === '1234' ? '9999' : String(i).padStart(4, '0'))).body.code);
      expect([...codes].sort()).toEqual([104, WITHDRAW_PASSWORD_LOCKED_CODE]);
      const refused = await withdraw('1234');
      expect(refused.body.code).toBe(WITHDRAW_PASSWORD_LOCKED_CODE);
      const lock = asLockData(refused.body.apiResponseData);
      expect(lock?.lock).toBe('withdraw_password');
      expect(cash()).toBe(before);

      // the lock holds on every call that checks the PIN
      const elsewhere = [
        await call(
          app,
          WITHDRAW_PASSWORD_PATH,
          { old_withdraw_password: '1234', withdraw_password: '5678', withdraw_password_confirmation: '5678' },
          { token },
        ),
        await call(
          app,
          BANK_ACCOUNT_STORE_PATH,
          { bank_code: 'ICBC', account_name: '陈存款', account_number: '6222000011113333', withdraw_password: '1234' },
          { token },
        ),
      ];
      expect(elsewhere.map((r) => r.body.code)).toEqual([WITHDRAW_PASSWORD_LOCKED_CODE, WITHDRAW_PASSWORD_LOCKED_CODE]);

      clock = Date.parse(lock?.locked_until ?? '');
      expect((await withdraw('1234')).body.status).toBe(true);
    });

    it('counts wrong PINs across the calls that check it', async () => {
      await withdraw('0000');
      await withdraw('0001');
      await call(
        app,
        WITHDRAW_PASSWORD_PATH,
        { old_withdraw_password: '0002', withdraw_password: '5678', withdraw_password_confirmation: '5678' },
        { token },
      );
      await withdraw('0003');
      expect((await withdraw('0004')).body.code).toBe(WITHDRAW_PASSWORD_LOCKED_CODE);
    });
  });

  it('300 wrong PINs on the agent transfer lock it; the right PIN is refused', async () => {
    const token = await loginAs(app, 'agent_pay_desk');
    const transfer = (pin: string) =>
      call(app, AGENT_TRANSFER_PATH, { member_account: 'pay_member_desk', amount: 500, withdraw_password: pin }, { token });
    for (let i = 0; i < 300; i += 1) await transfer(i === 1234 ? '9999' : String(i).padStart(4, '0'));
    const refused = await transfer('1234');
    expect(refused.body).toMatchObject({ status: false, code: WITHDRAW_PASSWORD_LOCKED_CODE });
    expect(asLockData(refused.body.apiResponseData)?.lock).toBe('withdraw_password');
  });

  describe('SMS codes', () => {
    const resetBody = { account: 'player_rmb', member_phone: '13800000001', site_id: 1, password: 'Again123' };
    const latestCode = async () => (await sandboxAdmin(app, 'GET', '/sms/latest?to=13800000001')).code as string;

    it('300 wrong codes on the forgot-password reset kill the code: the right one is refused, a new code works', async () => {
      expect((await call(app, '/forgot_password/sms', resetBody)).body.status).toBe(true);
      const code = await latestCode();
      const answers = [];
      for (let i = 0; i < 300; i += 1) {
        const guess = String(i).padStart(6, '0');
        answers.push((await call(app, '/forgot_password/reset', { ...resetBody, verify_code: guess === code ? '999999' : guess })).body);
      }
      expect(
        answers.slice(0, DEFAULT_LIMITS.sms.codeMaxTries - 1).every((a) => a.code === 105 && asLockData(a.apiResponseData) === null),
      ).toBe(true);
      expect(asLockData(answers[DEFAULT_LIMITS.sms.codeMaxTries - 1]?.apiResponseData)?.lock).toBe('sms_code');

      const right = await call(app, '/forgot_password/reset', { ...resetBody, verify_code: code }, { lang: 'vi_VN' });
      expect(right.body).toMatchObject({ status: false, code: 105, message: expect.stringContaining('mã mới') });
      expect(asLockData(right.body.apiResponseData)?.lock).toBe('sms_code');
      expect((await login(app, 'player_rmb', 'Again123')).body.code).toBe(101);

      clock += DEFAULT_LIMITS.sms.phoneCooldownSeconds * 1000;
      expect((await call(app, '/forgot_password/sms', resetBody)).body.status).toBe(true);
      expect((await call(app, '/forgot_password/reset', { ...resetBody, verify_code: await latestCode() })).body.status).toBe(true);
    });

    it('1 000 sends for one phone are capped: a cool-down, then a daily cap, each telling the time left', async () => {
      const send = () => call(app, '/forgot_password/sms', resetBody, { headers: { 'x-forwarded-for': '203.0.113.7' } });
      let sent = 0;
      let lastLock = null;
      for (let i = 0; i < 1000; i += 1) {
        const { body } = await send();
        if (body.status) sent += 1;
        else {
          expect(body.code).toBe(102);
          lastLock = asLockData(body.apiResponseData);
          expect(lastLock?.lock).toBe('sms_send');
        }
        clock += 60_000;
      }
      // 1 000 minutes ≈ 16.7 h: one send per 5-minute cool-down until the daily cap of 10
      expect(sent).toBe(DEFAULT_LIMITS.sms.phoneDailyCap);
      expect(lastLock?.retry_after).toBeGreaterThan(0);
      const rows = app.sandbox.db.prepare("SELECT COUNT(*) AS n FROM sms_messages WHERE to_phone = '13800000001'").get() as { n: number };
      expect(rows.n).toBe(DEFAULT_LIMITS.sms.phoneDailyCap);
    });

    it('caps the sends of one address over many phones', async () => {
      const small = { ...DEFAULT_LIMITS, sms: { ...DEFAULT_LIMITS.sms, addressHourlyCap: 3 } };
      await app.close();
      app = testSandbox({ now: () => new Date(clock), limits: small });
      const send = (phone: string, address: string) =>
        call(
          app,
          '/register/sms',
          { member_phone: phone, currency: 'RMB', type: 'register_member', site_id: 1 },
          { headers: { 'x-forwarded-for': address } },
        );
      const phones = ['13900000001', '13900000002', '13900000003', '13900000004'];
      const answers = [];
      for (const phone of phones) answers.push((await send(phone, '198.51.100.9')).body.code);
      expect(answers).toEqual([1000, 1000, 1000, 102]);
      // another address is not held by this one's cap
      expect((await send('13900000005', '198.51.100.10')).body.code).toBe(1000);
      clock += 3_600_000;
      expect((await send('13900000006', '198.51.100.9')).body.code).toBe(1000);
    });
  });

  describe('fast payment without a session', () => {
    const order = (account: string, methodId: number | undefined) =>
      call<{ order: Record<string, unknown> }>(app, FAST_PAYMENT_ORDER_PATH, {
        site_id: 1,
        method_id: methodId,
        amount: 100,
        member_account: account,
      });
    const fastMethod = async (token: string) =>
      (await call<DepositMethodsResponse>(app, DEPOSIT_METHODS_PATH, {}, { token })).body.apiResponseData.list.find((m) => m.fast === 1);

    it("three strangers' orders do not block the member's own deposit", async () => {
      const token = await loginAs(app, 'money_desk');
      const method = await fastMethod(token);
      for (let i = 0; i < 3; i += 1) expect((await order('money_desk', method?.id)).body.status).toBe(true);
      // the strangers' own limit is reached…
      expect((await order('money_desk', method?.id)).body).toMatchObject({ status: false, code: DEPOSIT_ERROR.tooManyPending });
      // …and the member still deposits, in the member centre and by fast payment
      expect((await call(app, DEPOSIT_ORDER_PATH, { method_id: method?.id, amount: 100 }, { token })).body.status).toBe(true);
      expect((await call(app, FAST_PAYMENT_ORDER_PATH, { site_id: 1, method_id: method?.id, amount: 100 }, { token })).body.status).toBe(
        true,
      );
    });

    it('answers an unknown account exactly as a known one, and never credits it', async () => {
      const method = await fastMethod(await loginAs(app, 'money_desk'));
      const shape = (body: unknown) =>
        JSON.stringify(body, (key, value: unknown) =>
          ['order_number', 'created_at', 'pay_url', 'reference'].includes(key) ? typeof value : value,
        );
      const answers = [];
      for (const account of ['money_desk', 'nobody_here']) {
        const started = process.hrtime.bigint();
        const { statusCode, body } = await order(account, method?.id);
        answers.push({ statusCode, shape: shape(body), ms: Number(process.hrtime.bigint() - started) / 1e6 });
      }
      expect(answers[0]?.statusCode).toBe(answers[1]?.statusCode);
      expect(answers[0]?.shape).toBe(answers[1]?.shape);
      // the same work either way: no early answer for an unknown account (a generous bound for a busy machine)
      expect(Math.abs((answers[0]?.ms ?? 0) - (answers[1]?.ms ?? 0))).toBeLessThan(250);
      // and the same limit
      for (let i = 0; i < 2; i += 1) await order('nobody_here', method?.id);
      expect((await order('nobody_here', method?.id)).body.code).toBe(DEPOSIT_ERROR.tooManyPending);

      const unknown = app.sandbox.db
        .prepare("SELECT order_number FROM money_orders WHERE payer_account = 'nobody_here' LIMIT 1")
        .pluck()
        .get() as string;
      const settled = await sandboxAdmin(app, 'POST', '/money/deposits/complete', { order_number: unknown, status: 'success' });
      expect(settled).toMatchObject({ ok: true, order: { status: 'failed' } });
    });
  });
});
