import type { FastifyInstance } from 'fastify';
import {
  AGENT_TRANSFER_ERROR,
  AGENT_TRANSFER_PATH,
  AGENT_TRANSFER_SETTINGS_PATH,
  AGENT_TRANSFERS_PATH,
  type AgentTransferResponse,
  type AgentTransferSettingsResponse,
  type AgentTransfersResponse,
} from '@casino/contracts';
import type { EventToPublish } from '../realtime/events';
import { call, loginAs, testSandbox } from '../testing';

const NOW = new Date('2025-06-10T12:00:00.000Z');

describe('agent transfer calls', () => {
  let app: FastifyInstance;
  let published: EventToPublish[];
  let token: string;

  const idOf = (account: string) =>
    (app.sandbox.db.prepare('SELECT id FROM members WHERE site_id = 1 AND account = ?').get(account) as { id: number }).id;
  const cashOf = (account: string) =>
    (app.sandbox.db.prepare('SELECT cash_minor FROM members WHERE site_id = 1 AND account = ?').pluck().get(account) as number) / 100;
  const transfer = (body: Record<string, unknown>, lang = 'en_US') =>
    call<AgentTransferResponse>(
      app,
      AGENT_TRANSFER_PATH,
      { member_account: 'pay_member_desk', amount: 500, withdraw_password: '1234', ...body },
      { token, lang },
    );

  beforeEach(async () => {
    app = testSandbox({ now: () => NOW });
    published = [];
    jest.spyOn(app.realtime, 'trigger').mockImplementation((event) => {
      published.push(event);
      return { delivered: 0, channels: {} };
    });
    token = await loginAs(app, 'agent_pay_desk');
  });

  afterEach(async () => {
    await app.close();
  });

  it('answers 401 without a session', async () => {
    for (const path of [AGENT_TRANSFER_SETTINGS_PATH, AGENT_TRANSFER_PATH, AGENT_TRANSFERS_PATH])
      expect((await call(app, path, {})).statusCode).toBe(401);
  });

  it('gives the agent its limits, balance and downline', async () => {
    const { body } = await call<AgentTransferSettingsResponse>(app, AGENT_TRANSFER_SETTINGS_PATH, {}, { token });
    expect(body.apiResponseData).toEqual({
      currency: 'RMB',
      min_amount: 10,
      max_amount: 50_000,
      balance: 5000,
      has_withdraw_password: 1,
      downline: [{ member_account: 'pay_member_desk', member_name: '冯下线' }],
      downline_count: 1,
    });
  });

  it('moves the cash in one step, publishes member.cash to both members and lists the transfer', async () => {
    const { body } = await transfer({ amount: 1200.5 });
    expect(body.status).toBe(true);
    expect(body.apiResponseData).toEqual({
      transfer: {
        transfer_number: 'T20250610000001',
        member_account: 'pay_member_desk',
        member_name: '冯下线',
        amount: 1200.5,
        currency: 'RMB',
        balance_after: 3799.5,
        created_at: NOW.toISOString(),
      },
      balance: 3799.5,
    });
    expect(cashOf('agent_pay_desk')).toBe(3799.5);
    expect(cashOf('pay_member_desk')).toBe(1300.5);
    expect(published.map((e) => [e.name, e.channels, JSON.parse(e.data)])).toEqual([
      ['member.cash', [`private-member.${idOf('agent_pay_desk')}`], { cash: 3799.5 }],
      ['member.cash', [`private-member.${idOf('pay_member_desk')}`], { cash: 1300.5 }],
    ]);

    await transfer({ amount: 10 });
    const list = await call<AgentTransfersResponse>(app, AGENT_TRANSFERS_PATH, { count: 5 }, { token });
    expect(list.body.apiResponseData.list.map((t) => [t.transfer_number, t.amount, t.balance_after])).toEqual([
      ['T20250610000002', 10, 3789.5],
      ['T20250610000001', 1200.5, 3799.5],
    ]);
  });

  it.each([
    [
      'a member of another agent',
      { member_account: 'player_rmb' },
      AGENT_TRANSFER_ERROR.notInDownline,
      'No member with this account in your downline',
    ],
    [
      'its own account',
      { member_account: 'agent_pay_desk' },
      AGENT_TRANSFER_ERROR.notInDownline,
      'No member with this account in your downline',
    ],
    [
      'the other project downline',
      { member_account: 'pay_member_phone' },
      AGENT_TRANSFER_ERROR.notInDownline,
      'No member with this account in your downline',
    ],
    [
      'a wrong withdraw password',
      { withdraw_password: '9999' },
      AGENT_TRANSFER_ERROR.wrongWithdrawPassword,
      'The withdrawal password is wrong',
    ],
    ['less than the minimum', { amount: 5 }, AGENT_TRANSFER_ERROR.amountOutOfRange, 'One transfer must be between 10 and 50000'],
    ['more than the maximum', { amount: 50_001 }, AGENT_TRANSFER_ERROR.amountOutOfRange, 'One transfer must be between 10 and 50000'],
    [
      'more than the balance',
      { amount: 5000.01 },
      AGENT_TRANSFER_ERROR.insufficientBalance,
      'Your balance is not enough for this transfer',
    ],
  ])('refuses %s with its code and moves nothing', async (_name, body, code, message) => {
    const answer = await transfer(body);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({ status: false, code, message });
    expect(cashOf('agent_pay_desk')).toBe(5000);
    expect(cashOf('pay_member_desk')).toBe(100);
    expect(published).toEqual([]);
  });

  it('refuses a disabled or frozen downline member', async () => {
    app.sandbox.db.prepare("UPDATE members SET status = 3 WHERE account = 'pay_member_desk'").run();
    const answer = await transfer({});
    expect(answer.body).toMatchObject({ status: false, code: AGENT_TRANSFER_ERROR.memberUnavailable });
    expect(cashOf('pay_member_desk')).toBe(100);
  });

  it('refuses an agent without a withdraw password', async () => {
    app.sandbox.db.prepare("UPDATE members SET withdraw_password_hash = NULL WHERE account = 'agent_pay_desk'").run();
    expect((await transfer({})).body).toMatchObject({ status: false, code: AGENT_TRANSFER_ERROR.noWithdrawPassword });
  });

  it('answers in the request language', async () => {
    expect((await transfer({ amount: 1 }, 'zh_CN')).body.message).toBe('单笔转账金额须介于 10 至 50000 之间');
    expect((await transfer({ member_account: 'nobody' }, 'vi_VN')).body.message).toBe(
      'Không có hội viên với tài khoản này trong tuyến dưới của bạn',
    );
  });

  it('refuses members that are not active agents', async () => {
    const player = await loginAs(app, 'player_rmb');
    for (const path of [AGENT_TRANSFER_SETTINGS_PATH, AGENT_TRANSFERS_PATH]) {
      const { body } = await call(app, path, path === AGENT_TRANSFERS_PATH ? { count: 5 } : {}, { token: player });
      expect(body).toMatchObject({ status: false, code: AGENT_TRANSFER_ERROR.notActiveAgent });
    }
    app.sandbox.db.prepare("UPDATE agents SET active = 0 WHERE agent_code = 'AG3101'").run();
    expect((await transfer({})).body).toMatchObject({ status: false, code: AGENT_TRANSFER_ERROR.notActiveAgent });
    expect(cashOf('agent_pay_desk')).toBe(5000);
  });

  it('validates the body', async () => {
    expect((await transfer({ amount: -1 })).statusCode).toBe(400);
    expect((await call(app, AGENT_TRANSFERS_PATH, { count: 21 }, { token })).statusCode).toBe(400);
  });
});
