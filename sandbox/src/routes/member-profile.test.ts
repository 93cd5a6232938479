import type { FastifyInstance } from 'fastify';
import type { MemberLayoutResponse } from '@casino/contracts';
import { call, loginAs, testSandbox } from '../testing';

describe('member profile: layout and wallet', () => {
  let app: FastifyInstance;

  beforeEach(() => {
    app = testSandbox();
  });

  afterEach(async () => {
    await app.close();
  });

  it('answers 401 without a session', async () => {
    expect((await call(app, '/member/profile/common/layout')).statusCode).toBe(401);
  });

  it("a member's layout comes from the database: account, currency, cash, member type", async () => {
    const token = await loginAs(app, 'player_rmb');
    const layout = (await call<MemberLayoutResponse>(app, '/member/profile/common/layout', {}, { token })).body.apiResponseData
      .member_common_layout;
    expect(layout).toMatchObject({
      member_account: 'player_rmb',
      member_currency: 'RMB',
      member_cash: 1288.5,
      member_type: 1,
      is_agent: 0,
      agent_active: 0,
    });
  });

  it('an agent is marked as an active agent', async () => {
    const token = await loginAs(app, 'agent_rmb');
    const layout = (await call<MemberLayoutResponse>(app, '/member/profile/common/layout', {}, { token })).body.apiResponseData
      .member_common_layout;
    expect(layout).toMatchObject({ member_type: 2, is_agent: 1, agent_active: 1 });
  });
});
