import type { FastifyInstance } from 'fastify';
import type {
  AwardRecordResponse,
  BonusSettingCheckResponse,
  MemberInfoResponse,
  MemberSearchResponse,
  ProfileResponse,
  RecommendProjectResponse,
} from '@casino/contracts';
import { call, login, loginAs, sandboxAdmin, testSandbox } from '../testing';

const range = { start_date: '2025-04-01', end_date: '2025-06-10', page: 1, per_page: 10 };

describe('member account: profile, member info, editing, passwords', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = testSandbox();
  });
  afterEach(async () => {
    await app.close();
  });

  it('answers 401 without a session', async () => {
    expect((await call(app, '/member/profile')).statusCode).toBe(401);
  });

  it('the profile holds every §3 field from the database', async () => {
    const token = await loginAs(app, 'player_rmb');
    const { profile } = (await call<ProfileResponse>(app, '/member/profile', {}, { token })).body.apiResponseData;
    expect(profile).toMatchObject({
      member_account: 'player_rmb',
      member_name: '王小明',
      member_currency: 'RMB',
      member_phone: '13800000001',
      member_email: 'rmb@example.com',
      member_line: 'rmb_line',
      is_withdraw_password: 0,
    });
    expect(Object.keys(profile).sort()).toEqual(
      [
        'id',
        'member_account',
        'member_name',
        'is_withdraw_password',
        'member_birthday',
        'member_email',
        'member_currency',
        'member_phone',
        'member_line',
        'member_qq',
        'member_skype',
        'member_wechat',
        'member_fb',
        'member_zalo',
        'member_telegram',
        'member_whats_app',
        'member_others',
        'new_identity_id',
      ].sort(),
    );
  });

  it('member_info gives the creation time and the login before this one', async () => {
    await loginAs(app, 'acct_desk');
    const token = await loginAs(app, 'acct_desk');
    const info = (await call<MemberInfoResponse>(app, '/member_info', { id: 1 }, { token })).body.apiResponseData.member_info;
    expect(info.member_account).toBe('acct_desk');
    expect(info.created_at).toMatch(/^2025-05-02/);
    expect(info.last_login_at).not.toBeNull();
  });

  it('edits a member-centre field and publishes profile.updated', async () => {
    const token = await loginAs(app, 'acct_desk');
    const events: string[] = [];
    app.sandbox.events.on('member-event', (event) => events.push(event.name));
    const answer = await call<ProfileResponse>(
      app,
      '/member/profile/edit',
      { member_email: 'new.desk@example.com', member_qq: '123456' },
      { token },
    );
    expect(answer.body.status).toBe(true);
    expect(answer.body.apiResponseData.profile).toMatchObject({ member_email: 'new.desk@example.com', member_qq: '123456' });
    expect(events).toEqual(['profile.updated']);
  });

  it('refuses by the register rules, a field not editable, a taken value and an unchanged edit', async () => {
    const token = await loginAs(app, 'acct_desk');
    const rules = await call<{ errors: Array<{ field: string; key: string }> }>(
      app,
      '/member/profile/edit',
      { member_email: 'nope', member_qq: 'abc' },
      { token },
    );
    expect(rules.body.code).toBe(422);
    expect(rules.body.apiResponseData.errors.map((e) => [e.field, e.key])).toEqual([
      ['member_email', 'register.errors.email_invalid'],
      ['member_qq', 'register.errors.contact_chars_memberQq'],
    ]);
    expect((await call(app, '/member/profile/edit', { member_name: '新名字' }, { token })).body.code).toBe(120);
    expect((await call(app, '/member/profile/edit', { member_email: 'rmb@example.com' }, { token })).body.code).toBe(105);
    expect((await call(app, '/member/profile/edit', { member_email: 'desk@example.com' }, { token })).body.code).toBe(121);
  });

  it('a new phone needs the SMS code when is_member_center_verification is on', async () => {
    const token = await loginAs(app, 'acct_desk');
    const without = await call(app, '/member/profile/edit', { member_phone: '13800000299' }, { token });
    expect(without.body.code).toBe(422);
    expect((await call(app, '/member/profile/edit', { member_phone: '13800000299', phone_verify: '000000' }, { token })).body.code).toBe(
      113,
    );
    expect((await call(app, '/member/profile/sms', { member_phone: '13800000299' }, { token })).body.status).toBe(true);
    expect((await call(app, '/member/profile/sms', { member_phone: '13800000299' }, { token })).body.code).toBe(102);
    const sms = await sandboxAdmin(app, 'GET', '/sms/latest?to=13800000299');
    const done = await call<ProfileResponse>(
      app,
      '/member/profile/edit',
      { member_phone: '13800000299', phone_verify: sms.code },
      { token },
    );
    expect(done.body.apiResponseData.profile.member_phone).toBe('13800000299');
  });

  it('changes the password: the old one no longer logs in, the new one does', async () => {
    const token = await loginAs(app, 'acct_desk');
    const wrong = await call(
      app,
      '/member/profile/edit_password',
      { old_password: 'Nope1234', password: 'Newpass1', password_confirmation: 'Newpass1' },
      { token },
    );
    expect(wrong.body).toMatchObject({ status: false, code: 101, message: 'The current password is wrong' });
    const right = await call(
      app,
      '/member/profile/edit_password',
      { old_password: 'Test1234', password: 'Newpass1', password_confirmation: 'Newpass1' },
      { token },
    );
    expect(right.body.status).toBe(true);
    expect((await login(app, 'acct_desk', 'Test1234')).body.status).toBe(false);
    expect((await login(app, 'acct_desk', 'Newpass1')).body.status).toBe(true);
  });

  it('sets the withdraw password with the login password, then changes it with the old one', async () => {
    const token = await loginAs(app, 'acct_desk');
    const body = { withdraw_password: '2468', withdraw_password_confirmation: '2468' };
    expect((await call(app, '/member/profile/withdraw_password', { ...body, password: 'Wrong123' }, { token })).body.code).toBe(101);
    expect(
      (
        await call(
          app,
          '/member/profile/withdraw_password',
          { password: 'Test1234', withdraw_password: '24', withdraw_password_confirmation: '24' },
          { token },
        )
      ).body.code,
    ).toBe(102);
    expect(
      (
        await call(
          app,
          '/member/profile/withdraw_password',
          { password: 'Test1234', withdraw_password: '2468', withdraw_password_confirmation: '1357' },
          { token },
        )
      ).body.code,
    ).toBe(103);
    const set = await call<ProfileResponse>(app, '/member/profile/withdraw_password', { ...body, password: 'Test1234' }, { token });
    expect(set.body.apiResponseData.profile.is_withdraw_password).toBe(1);
    expect((await call(app, '/member/profile/withdraw_password', { ...body, old_withdraw_password: '2468' }, { token })).body.code).toBe(
      104,
    );
    expect(
      (
        await call(
          app,
          '/member/profile/withdraw_password',
          { withdraw_password: '1357', withdraw_password_confirmation: '1357', old_withdraw_password: '0000' },
          { token },
        )
      ).body.code,
    ).toBe(101);
    expect(
      (
        await call(
          app,
          '/member/profile/withdraw_password',
          { withdraw_password: '1357', withdraw_password_confirmation: '1357', old_withdraw_password: '2468' },
          { token },
        )
      ).body.status,
    ).toBe(true);
  });
});

describe('the recommend condition and pages', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = testSandbox();
  });
  afterEach(async () => {
    await app.close();
  });

  it('/bonus_setting/check: is_friend 1 for site 1 RMB, 0 for USD, and the switch changes it', async () => {
    const check = async (currency: string) =>
      (await call<BonusSettingCheckResponse>(app, '/bonus_setting/check', { member_currency: currency, site_id: 1 })).body.apiResponseData
        .is_friend;
    expect(await check('RMB')).toBe(1);
    expect(await check('USD')).toBe(0);
    await sandboxAdmin(app, 'POST', '/bonus-settings', { site_id: 1, currency: 'USD', is_friend: 1 });
    expect(await check('USD')).toBe(1);
  });

  it('/member/apply_for_agent/check: 101 for an agent, 104 while an application is pending, success otherwise', async () => {
    const check = async (account: string, agentId = 0) =>
      (await call(app, '/member/apply_for_agent/check', { agent_id: agentId, apply_agent_flag: 0 }, { token: await loginAs(app, account) }))
        .body;
    expect((await check('agent_rmb')).code).toBe(101);
    expect((await check('agent_applicant')).code).toBe(104);
    expect((await check('player_rmb', 99)).code).toBe(102);
    expect((await check('player_rmb')).status).toBe(true);
    await sandboxAdmin(app, 'POST', '/members/agent-application', { account: 'player_rmb', status: 'pending' });
    expect((await check('player_rmb')).code).toBe(104);
    await sandboxAdmin(app, 'POST', '/members/agent-application', { account: 'agent_applicant', status: 'none' });
    expect((await check('agent_applicant')).status).toBe(true);
  });

  it('the project gives the code and counts; the award record and member search page and filter', async () => {
    const token = await loginAs(app, 'player_rmb');
    const project = (await call<RecommendProjectResponse>(app, '/member/recommend/project', {}, { token })).body.apiResponseData;
    expect(project).toEqual({ recommend_code: 'R1001', invite_count: 3, award_total: 124, member_currency: 'RMB' });
    const awards = (await call<AwardRecordResponse>(app, '/member/recommend/award_record', range, { token })).body.apiResponseData;
    expect(awards.total_count).toBe(5);
    expect(awards.list[0]).toMatchObject({ friend_account: 'friend_bob', award_type: 2, status: 2 });
    const page2 = (await call<AwardRecordResponse>(app, '/member/recommend/award_record', { ...range, page: 2, per_page: 2 }, { token }))
      .body.apiResponseData;
    expect(page2.list).toHaveLength(2);
    const friends = (await call<MemberSearchResponse>(app, '/member/recommend/member_search', range, { token })).body.apiResponseData;
    expect(friends.list.map((f) => f.member_account)).toEqual(['friend_cat', 'friend_bob', 'friend_amy']);
    const bob = (await call<MemberSearchResponse>(app, '/member/recommend/member_search', { ...range, member_account: 'bob' }, { token }))
      .body.apiResponseData;
    expect(bob.list.map((f) => f.member_account)).toEqual(['friend_bob']);
    expect((await call(app, '/member/recommend/award_record', { ...range, end_date: '2025-01-01' }, { token })).body.code).toBe(422);
  });

  it('a member without a code gets one; the pages answer 107 while the programme is off', async () => {
    const token = await loginAs(app, 'acct_desk');
    const project = (await call<RecommendProjectResponse>(app, '/member/recommend/project', {}, { token })).body.apiResponseData;
    expect(project.recommend_code).toMatch(/^R\d+/);
    expect(project.invite_count).toBe(0);
    const usd = await loginAs(app, 'player_usd');
    expect((await call(app, '/member/recommend/project', {}, { token: usd })).body.code).toBe(107);
  });
});
