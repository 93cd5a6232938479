import type { FastifyInstance } from 'fastify';
import {
  BANK_ACCOUNT_STORE_PATH,
  BANK_ACCOUNTS_PATH,
  DEPOSIT_METHODS_PATH,
  DEPOSIT_ORDER_CANCEL_PATH,
  DEPOSIT_ORDER_PATH,
  DW_RECORD_PATH,
  FAST_PAYMENT_ORDER_PATH,
  WITHDRAW_APPLY_PATH,
  WITHDRAW_SETTING_PATH,
  type BankAccountStoreResponse,
  type DepositMethodsResponse,
  type DepositOrderResponse,
  type DwRecordResponse,
  type MemberLayoutResponse,
  type WithdrawApplyResponse,
  type WithdrawSettingResponse,
} from '@casino/contracts';
import type { EventToPublish } from '../realtime/events';
import { call, loginAs, sandboxAdmin, testSandbox } from '../testing';

const NOW = new Date('2025-06-10T12:00:00.000Z');

describe('money calls', () => {
  let app: FastifyInstance;
  let published: EventToPublish[];
  let token: string;
  let clock: Date;

  beforeEach(async () => {
    clock = NOW;
    app = testSandbox({ now: () => clock });
    published = [];
    jest.spyOn(app.realtime, 'trigger').mockImplementation((event) => {
      published.push(event);
      return { delivered: 0, channels: {} };
    });
    token = await loginAs(app, 'money_desk');
  });

  afterEach(async () => {
    await app.close();
  });

  const rmbBank = async () => {
    const methods = await call<DepositMethodsResponse>(app, DEPOSIT_METHODS_PATH, {}, { token });
    const method = methods.body.apiResponseData.list.find((m) => m.code === 'bank_transfer');
    if (!method) throw new Error('no bank transfer method');
    return method;
  };
  const deposit = (methodId: number, amount: number) =>
    call<DepositOrderResponse>(app, DEPOSIT_ORDER_PATH, { method_id: methodId, amount }, { token });
  const bind = (body: Record<string, unknown> = {}) =>
    call<BankAccountStoreResponse>(
      app,
      BANK_ACCOUNT_STORE_PATH,
      { bank_code: 'ICBC', account_name: '陈存款', account_number: '6222000011112222', withdraw_password: '1234', ...body },
      { token },
    );

  it('answers 401 without a session', async () => {
    for (const path of [
      DEPOSIT_METHODS_PATH,
      DEPOSIT_ORDER_PATH,
      WITHDRAW_SETTING_PATH,
      WITHDRAW_APPLY_PATH,
      BANK_ACCOUNTS_PATH,
      DW_RECORD_PATH,
    ]) {
      expect((await call(app, path, {})).statusCode).toBe(401);
    }
  });

  it('lists the methods of the member currency with limits and quick amounts', async () => {
    const { body } = await call<DepositMethodsResponse>(app, DEPOSIT_METHODS_PATH, {}, { token, lang: 'zh_CN' });
    expect(body.apiResponseData.currency).toBe('RMB');
    expect(body.apiResponseData.list.map((m) => m.name)).toEqual(['银行转账', '电子钱包', '扫码支付']);
    expect(body.apiResponseData.list[0]).toMatchObject({ min_amount: 100, max_amount: 50_000, quick_amounts: [100, 500, 1000, 5000] });
  });

  it('creates a pending order, completes it through /__sandbox and publishes the deposit and the cash', async () => {
    const method = await rmbBank();
    const created = await deposit(method.id, 500);
    const order = created.body.apiResponseData.order;
    expect(order).toMatchObject({ status: 'pending', amount: 500, currency: 'RMB', completed_at: null });
    expect(order.order_number).toMatch(/^D20250610\d{6}$/);
    expect(order.payee?.reference).toBe(order.order_number.slice(-6));

    const done = await sandboxAdmin(app, 'POST', '/money/deposits/complete', { order_number: order.order_number });
    expect(done).toMatchObject({ ok: true, cash: 1500 });
    expect(published.map((e) => [e.name, e.channels, JSON.parse(e.data)])).toEqual([
      [
        'member_deposit.success',
        [expect.stringMatching(/^private-member\.\d+$/)],
        { order_number: order.order_number, deposit_amount: 500, deposit_times: 1 },
      ],
      ['member.cash', [expect.stringMatching(/^private-member\.\d+$/)], { cash: 1500 }],
    ]);
    const again = await app.inject({
      method: 'POST',
      url: '/__sandbox/money/deposits/complete',
      payload: { order_number: order.order_number },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses amounts outside the limits, unknown methods and a fourth pending order', async () => {
    const method = await rmbBank();
    expect((await deposit(method.id, 99)).body).toMatchObject({
      status: false,
      code: 102,
      message: 'The amount must be between 100 and 50000',
    });
    expect((await deposit(9999, 100)).body).toMatchObject({ status: false, code: 101 });
    for (let i = 0; i < 3; i += 1) expect((await deposit(method.id, 100)).body.status).toBe(true);
    expect((await deposit(method.id, 100)).body).toMatchObject({ status: false, code: 104 });
    const list = await call<DwRecordResponse>(
      app,
      DW_RECORD_PATH,
      { type: 1, start_date: '2025-06-10', end_date: '2025-06-10', page: 1, count: 10 },
      { token },
    );
    const first = list.body.apiResponseData.list[0]?.order_number ?? '';
    expect((await call(app, DEPOSIT_ORDER_CANCEL_PATH, { order_number: first }, { token })).body.status).toBe(true);
    expect((await call(app, DEPOSIT_ORDER_CANCEL_PATH, { order_number: first }, { token })).body).toMatchObject({ code: 105 });
  });

  it('asks a flagged member to bind a bank account first (layout and deposit 103)', async () => {
    await sandboxAdmin(app, 'POST', '/money/bank-account-required', { member_account: 'money_desk', required: true });
    const layout = async () =>
      (await call<MemberLayoutResponse>(app, '/member/profile/common/layout', {}, { token })).body.apiResponseData.member_common_layout
        .need_bank_account_deposit_verified;
    expect(await layout()).toBe(1);
    expect((await deposit((await rmbBank()).id, 100)).body).toMatchObject({ code: 103 });
    expect((await bind()).body.status).toBe(true);
    expect(await layout()).toBe(0);
  });

  it('binds a bank account with the withdraw password and the registered name', async () => {
    expect((await bind({ withdraw_password: '0000' })).body).toMatchObject({ code: 104 });
    expect((await bind({ account_name: 'Someone Else' })).body).toMatchObject({ code: 106 });
    expect((await bind({ bank_code: 'BOA' })).body).toMatchObject({ code: 101 });
    const bound = await bind();
    expect(bound.body.apiResponseData.bank_account).toMatchObject({
      bank_name: 'Industrial and Commercial Bank of China',
      account_number: '************2222',
    });
    expect((await bind()).body).toMatchObject({ code: 102 });
    await bind({ account_number: '6222000011113333' });
    await bind({ account_number: '6222000011114444' });
    expect((await bind({ account_number: '6222000011115555' })).body).toMatchObject({ code: 103 });
  });

  it('withdraws to a bound account: the cash drops at once, a failure gives it back', async () => {
    const bankAccount = (await bind()).body.apiResponseData.bank_account;
    const withdraw = (body: Record<string, unknown>) =>
      call<WithdrawApplyResponse>(
        app,
        WITHDRAW_APPLY_PATH,
        { bank_account_id: bankAccount.id, amount: 200, withdraw_password: '1234', ...body },
        { token },
      );
    expect((await withdraw({ bank_account_id: 9999 })).body).toMatchObject({ code: 101 });
    expect((await withdraw({ withdraw_password: '9999' })).body).toMatchObject({ code: 104 });
    expect((await withdraw({ amount: 50 })).body).toMatchObject({ code: 102 });
    expect((await withdraw({ amount: 5000 })).body).toMatchObject({ code: 103 });
    const done = await withdraw({});
    expect(done.body.apiResponseData).toMatchObject({ balance: 800, order: { status: 'pending', amount: 200 } });
    expect(published.map((e) => [e.name, JSON.parse(e.data)])).toEqual([['member.cash', { cash: 800 }]]);
    const setting = await call<WithdrawSettingResponse>(app, WITHDRAW_SETTING_PATH, {}, { token });
    expect(setting.body.apiResponseData).toMatchObject({ balance: 800, used_times: 1, daily_times: 5, has_withdraw_password: 1 });
    const failed = await sandboxAdmin(app, 'POST', '/money/withdrawals/complete', {
      order_number: done.body.apiResponseData.order.order_number,
      status: 'failed',
    });
    expect(failed).toMatchObject({ ok: true, cash: 1000 });
    // the failed one does not count: five more reach the daily limit
    for (let i = 0; i < 5; i += 1) expect((await withdraw({})).body.status).toBe(true);
    expect((await withdraw({})).body).toMatchObject({ code: 106 });
  });

  it('counts the day’s withdrawals on the site’s clock (Caracas), not by the UTC date', async () => {
    const bankAccount = (await bind()).body.apiResponseData.bank_account;
    const usedTimes = async () =>
      (await call<WithdrawSettingResponse>(app, WITHDRAW_SETTING_PATH, {}, { token })).body.apiResponseData.used_times;
    // 2025-06-10 12:00 UTC is 08:00 in Caracas.
    const done = await call<WithdrawApplyResponse>(
      app,
      WITHDRAW_APPLY_PATH,
      { bank_account_id: bankAccount.id, amount: 200, withdraw_password: '1234' },
      { token },
    );
    expect(done.body.apiResponseData.order).toMatchObject({ status: 'pending', amount: 200 });
    // 2025-06-11 01:00 UTC is still 2025-06-10 (21:00) in Caracas: the same day.
    clock = new Date('2025-06-11T01:00:00.000Z');
    expect(await usedTimes()).toBe(1);
    // 2025-06-11 05:00 UTC is 01:00 on the 11th in Caracas: a new day.
    clock = new Date('2025-06-11T05:00:00.000Z');
    expect(await usedTimes()).toBe(0);
  });

  it('pages the record newest first within the date range and refuses a bad range', async () => {
    const rmb = await loginAs(app, 'player_rmb');
    const page = (body: Record<string, unknown>) =>
      call<DwRecordResponse>(
        app,
        DW_RECORD_PATH,
        { type: 0, start_date: '2025-05-01', end_date: '2025-06-10', page: 1, count: 2, ...body },
        { token: rmb },
      );
    const first = await page({});
    expect(first.body.apiResponseData.total_count).toBe(5);
    expect(first.body.apiResponseData.list.map((r) => [r.type, r.amount, r.status])).toEqual([
      [2, 200, 'failed'],
      [1, 2000, 'success'],
    ]);
    expect((await page({ page: 3 })).body.apiResponseData.list).toHaveLength(1);
    expect((await page({ type: 2 })).body.apiResponseData.total_count).toBe(2);
    expect((await page({ start_date: '2025-06-20' })).body).toMatchObject({ code: 101 });
    expect((await page({ start_date: '2025-01-01' })).body).toMatchObject({ code: 101 });
    // the client's rule: 90 days with both ends included, not 91
    expect((await page({ start_date: '2025-03-13', end_date: '2025-06-10' })).body.status).toBe(true);
    expect((await page({ start_date: '2025-03-12', end_date: '2025-06-10' })).body).toMatchObject({ code: 101 });
  });

  it('takes a fast payment for a member account without a session, fast methods only', async () => {
    const methods = (await call<DepositMethodsResponse>(app, DEPOSIT_METHODS_PATH, {}, { token })).body.apiResponseData.list;
    const fast = methods.find((m) => m.fast === 1);
    const slow = methods.find((m) => m.fast === 0);
    const order = (body: Record<string, unknown>) =>
      call<DepositOrderResponse>(app, FAST_PAYMENT_ORDER_PATH, { site_id: 1, amount: 100, ...body });
    // an unknown account is answered like a known one (docs/member.md "Fast payment"); its order is never credited
    expect((await order({ method_id: fast?.id, member_account: 'nobody_here' })).body.apiResponseData.order.status).toBe('pending');
    expect((await order({ method_id: fast?.id, member_account: '' })).body).toMatchObject({ code: 107 });
    expect((await order({ method_id: slow?.id, member_account: 'money_desk' })).body).toMatchObject({ code: 101 });
    expect((await order({ method_id: fast?.id, member_account: 'money_desk' })).body.apiResponseData.order.status).toBe('pending');
  });

  it('an e-wallet deposit is paid on the provider page of its pay_url, which settles it and publishes the deposit', async () => {
    const methods = (await call<DepositMethodsResponse>(app, DEPOSIT_METHODS_PATH, {}, { token })).body.apiResponseData.list;
    const wallet = methods.find((m) => m.code === 'e_wallet');
    expect(wallet?.payment_page).toBe(1);
    expect(methods.find((m) => m.code === 'bank_transfer')?.payment_page).toBe(0);
    const bank = (await deposit((await rmbBank()).id, 100)).body.apiResponseData.order;
    expect(bank.pay_url).toBeNull();

    const order = (await deposit(wallet?.id ?? 0, 200)).body.apiResponseData.order;
    expect(order.payee).toBeNull();
    const url = new URL(order.pay_url ?? '');
    expect(url.pathname).toBe(`/pay/${order.order_number}`);
    const payToken = url.searchParams.get('token') ?? '';
    expect(payToken).toMatch(/^[0-9a-f]{32}$/);

    const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('RMB 200.00');
    expect(page.body).toContain('<button type="submit" class="pay-button">Pay RMB 200.00</button>');

    const wrong = await app.inject({ method: 'GET', url: `${url.pathname}?token=${'0'.repeat(32)}` });
    expect(wrong.statusCode).toBe(403);
    const forged = await app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${'0'.repeat(32)}&lang=en_US`,
    });
    expect(forged.statusCode).toBe(403);
    expect(published).toEqual([]);

    const paid = await app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: payToken, lang: 'en_US' }).toString(),
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Payment complete');
    expect(published.map((e) => [e.name, JSON.parse(e.data)])).toEqual([
      ['member_deposit.success', { order_number: order.order_number, deposit_amount: 200, deposit_times: 1 }],
      ['member.cash', { cash: 1200 }],
    ]);
    // paid: the order no longer has a page, and the page says so
    const detail = await call<DepositOrderResponse>(app, '/arks/web/deposit/order/detail', { order_number: order.order_number }, { token });
    expect(detail.body.apiResponseData.order).toMatchObject({ status: 'success', pay_url: null });
    expect((await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(409);
  });
});
