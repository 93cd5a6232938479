import type { FastifyInstance } from 'fastify';
import type { AgentLevelRenameResponse, AgentPlanResponse, AgentPromotionResponse, MemberLayoutResponse } from '@casino/contracts';
import { call, loginAs, sandboxAdmin, testSandbox } from '../testing';

describe('agent access: layout, level names, application, plan, promotion', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = testSandbox();
  });
  afterEach(async () => {
    await app.close();
  });

  const layoutOf = async (account: string) =>
    (await call<MemberLayoutResponse>(app, '/member/profile/common/layout', {}, { token: await loginAs(app, account) })).body
      .apiResponseData.member_common_layout;

  it('the layout reads agent_type, agent_level, is_agent and agent_active from the agents row', async () => {
    expect(await layoutOf('agent_rmb')).toMatchObject({ member_type: 2, agent_type: 1, agent_level: 1, is_agent: 1, agent_active: 1 });
    expect(await layoutOf('agent_sub')).toMatchObject({ member_type: 2, agent_type: 2, agent_level: 2, is_agent: 1, agent_active: 1 });
    expect(await layoutOf('agent_idle_desk')).toMatchObject({ member_type: 2, agent_level: 1, is_agent: 1, agent_active: 0 });
    expect(await layoutOf('player_rmb')).toMatchObject({
      member_type: 1,
      agent_type: null,
      agent_level: null,
      is_agent: 0,
      agent_active: 0,
    });
  });

  it("answers the renamed levels of the member's site, per language", async () => {
    const answer = await call<AgentLevelRenameResponse>(
      app,
      '/arks/web/agent-level-rename',
      {},
      { token: await loginAs(app, 'agent_rmb') },
    );
    expect(answer.body.apiResponseData.detail).toEqual([
      { level: 1, names: { en_US: 'Gold partner', zh_CN: '金牌合伙人', vi_VN: 'Đối tác Vàng' } },
      { level: 2, names: { en_US: 'Silver partner', zh_CN: '银牌合伙人', vi_VN: 'Đối tác Bạc' } },
      { level: 3, names: { en_US: 'Bronze partner', zh_CN: '铜牌合伙人', vi_VN: 'Đối tác Đồng' } },
    ]);
    expect((await call(app, '/arks/web/agent-level-rename', {})).statusCode).toBe(401);
  });

  it('apply_agent_flag 0 only checks; 1 files an application, which then answers 104 until reset', async () => {
    const token = await loginAs(app, 'agent_idle_desk');
    const check = async (flag: 0 | 1, agentId = 0) =>
      (await call(app, '/member/apply_for_agent/check', { agent_id: agentId, apply_agent_flag: flag }, { token })).body;
    expect((await check(0)).status).toBe(true);
    expect((await check(0)).status).toBe(true);
    expect((await check(1, 99)).code).toBe(102);
    const filed = await check(1);
    expect(filed).toMatchObject({ status: true, apiResponseData: { apply_status: 'pending' } });
    expect((await check(0)).code).toBe(104);
    expect((await check(1)).code).toBe(104);
    expect(
      app.sandbox.db.prepare("SELECT COUNT(*) AS n FROM agent_applications WHERE status = 'pending' AND member_id = 1102").get(),
    ).toEqual({
      n: 1,
    });
    await sandboxAdmin(app, 'POST', '/members/agent-application', { account: 'agent_idle_desk', status: 'none' });
    expect((await check(0)).status).toBe(true);
  });

  it('refuses an active agent (101) and a currency without a programme (103), in the language asked', async () => {
    const agent = await call(
      app,
      '/member/apply_for_agent/check',
      { agent_id: 0, apply_agent_flag: 1 },
      { token: await loginAs(app, 'agent_rmb') },
    );
    expect(agent.body).toMatchObject({ code: 101, message: 'You are already an agent' });
    const usd = await call(
      app,
      '/member/apply_for_agent/check',
      { agent_id: 0, apply_agent_flag: 0 },
      { token: await loginAs(app, 'player_usd'), lang: 'zh_CN' },
    );
    expect(usd.body).toMatchObject({ code: 103, message: '您的币种暂不开放代理申请' });
    expect(app.sandbox.db.prepare('SELECT COUNT(*) AS n FROM agent_applications WHERE member_id IN (2, 6)').get()).toEqual({ n: 0 });
  });

  it("a member's application records the agent that introduced it as the upline", async () => {
    const token = await loginAs(app, 'player_rmb');
    await call(app, '/member/apply_for_agent/check', { agent_id: 0, apply_agent_flag: 1 }, { token });
    expect(app.sandbox.db.prepare('SELECT upline_agent_id FROM agent_applications WHERE member_id = 1').get()).toEqual({
      upline_agent_id: 1,
    });
  });

  it('the plan lists the commission tiers of the member currency', async () => {
    const plan = (await call<AgentPlanResponse>(app, '/agent/plan', {}, { token: await loginAs(app, 'player_rmb') })).body.apiResponseData;
    expect(plan).toEqual({
      currency: 'RMB',
      tiers: [
        { level: 1, rate: 40, min_active_members: 5 },
        { level: 2, rate: 30, min_active_members: 3 },
        { level: 3, rate: 20, min_active_members: 1 },
      ],
    });
    expect(
      (await call<AgentPlanResponse>(app, '/agent/plan', {}, { token: await loginAs(app, 'player_usd') })).body.apiResponseData.tiers,
    ).toEqual([]);
  });

  it("promotion: the agent's code, level, domain and direct downline; 105 for a member who runs no agent", async () => {
    const promotion = (await call<AgentPromotionResponse>(app, '/agent/promotion', {}, { token: await loginAs(app, 'agent_rmb') })).body
      .apiResponseData;
    expect(promotion).toMatchObject({ agent_code: 'AG1001', level: 1, active: 1, domain: 'agent1.localhost' });
    const direct = app.sandbox.db.prepare('SELECT COUNT(*) AS n FROM members WHERE agent_id = 1').get() as { n: number };
    expect(promotion.downline_count).toBe(direct.n);
    expect(direct.n).toBeGreaterThan(0);
    const sub = (await call<AgentPromotionResponse>(app, '/agent/promotion', {}, { token: await loginAs(app, 'agent_sub') })).body
      .apiResponseData;
    expect(sub).toMatchObject({ agent_code: 'AG1011', level: 2, domain: '' });
    expect((await call(app, '/agent/promotion', {}, { token: await loginAs(app, 'player_rmb') })).body).toMatchObject({ code: 105 });
  });

  it('/__sandbox/members/agent tells which agent introduced a member', async () => {
    expect(await sandboxAdmin(app, 'GET', '/members/agent?account=agent_sub')).toMatchObject({ ok: true, agent_code: 'AG1001' });
    expect(await sandboxAdmin(app, 'GET', '/members/agent?account=agent_idle_desk')).toMatchObject({ ok: true, agent_code: null });
    expect(await sandboxAdmin(app, 'GET', '/members/agent?account=nobody_here')).toMatchObject({ ok: false });
  });
});
