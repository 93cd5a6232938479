import type { FastifyInstance } from 'fastify';
import { call, login, loginAs, testSandbox } from '../testing';

describe('transfer validation, password change and forgotten password', () => {
  let app: FastifyInstance;
  let clock = Date.parse('2026-03-01T10:00:00Z');

  beforeEach(() => {
    app = testSandbox({ now: () => new Date(clock) });
  });
  afterEach(async () => {
    await app.close();
  });

  const verify = (body: Record<string, unknown>) =>
    call<{ token: string }>(app, '/arks/web/vx/verify', { account: 'player_move', withdraw_password: '1234', site_id: 1, ...body });
  const reset = (body: Record<string, unknown>) =>
    call(app, '/arks/web/vx/reset', { account: 'player_move', password: 'Moved123', site_id: 1, ...body });

  it('vx/verify answers 101, 102, 201, 202, 203, 204 and a token', async () => {
    expect((await verify({ account: 'nobody', member_email: 'move@example.com' })).body.code).toBe(101);
    expect((await verify({ account: 'player_rmb', member_email: 'rmb@example.com' })).body.code).toBe(102);
    expect((await verify({ withdraw_password: '9999', member_email: 'move@example.com' })).body.code).toBe(201);
    expect((await verify({ member_email: 'other@example.com' })).body.code).toBe(202);
    expect((await verify({ member_phone: '13800000000' })).body.code).toBe(203);
    expect((await verify({})).body.code).toBe(204);
    expect((await verify({ member_email: 'MOVE@example.com' })).body).toMatchObject({
      status: true,
      apiResponseData: { token: expect.any(String) },
    });
    expect((await verify({ member_phone: '13800000802' })).body.status).toBe(true);
  });

  it('vx/reset answers 101, 102, 201, 202, 203, then the member logs in with the new password', async () => {
    const { token } = (await verify({ member_email: 'move@example.com' })).body.apiResponseData;
    expect((await reset({ account: 'nobody', token })).body.code).toBe(101);
    expect((await reset({ account: 'player_rmb', token })).body.code).toBe(102);
    expect((await reset({ token: 'forged' })).body.code).toBe(201);
    expect((await reset({ token, password: 'short' })).body.code).toBe(203);
    expect((await reset({ token })).body.status).toBe(true);
    expect((await login(app, 'player_move', 'Moved123')).body.status).toBe(true);
    expect((await login(app, 'player_move', 'Test1234')).body.code).toBe(101);
  });

  it('vx/reset answers 202 for an expired or used token', async () => {
    const { token } = (await verify({ member_email: 'move@example.com' })).body.apiResponseData;
    clock += 10 * 60_000 + 1;
    expect((await reset({ token })).body.code).toBe(202);
  });

  it('edit_password answers 101-104, then clears first_login_to_change_password', async () => {
    const token = await loginAs(app, 'player_newpw');
    const layout = async () =>
      (
        await call<{ member_common_layout: { first_login_to_change_password: number } }>(
          app,
          '/member/profile/common/layout',
          {},
          { token },
        )
      ).body.apiResponseData.member_common_layout.first_login_to_change_password;
    expect(await layout()).toBe(1);
    const edit = (body: Record<string, unknown>) =>
      call(
        app,
        '/member/profile/edit_password',
        { old_password: 'Test1234', password: 'Fresh123', password_confirmation: 'Fresh123', ...body },
        { token },
      );
    expect((await edit({ old_password: 'Wrong123' })).body.code).toBe(101);
    expect((await edit({ password: 'letters', password_confirmation: 'letters' })).body.code).toBe(102);
    expect((await edit({ password_confirmation: 'Fresh124' })).body.code).toBe(103);
    expect((await edit({ password: 'Test1234', password_confirmation: 'Test1234' })).body.code).toBe(104);
    expect((await edit({})).body.status).toBe(true);
    expect(await layout()).toBe(0);
    expect((await call(app, '/member/profile/edit_password', {}, {})).statusCode).toBe(401);
  });

  it('forgot password: an SMS code to the account phone, 300 s apart, then the new password', async () => {
    const sms = (body: Record<string, unknown> = {}) =>
      call(app, '/forgot_password/sms', { account: 'player_rmb', member_phone: '13800000001', site_id: 1, ...body });
    expect((await sms({ member_phone: '13800000002' })).body.code).toBe(101);
    expect((await sms({ account: 'nobody' })).body.code).toBe(101);
    expect((await sms()).body.status).toBe(true);
    expect((await sms()).body.code).toBe(102);
    const { code } = (await app.inject({ method: 'GET', url: '/__sandbox/sms/latest?to=13800000001' })).json() as {
      code: string;
      purpose: string;
    };
    const resetBody = { account: 'player_rmb', member_phone: '13800000001', site_id: 1, password: 'Again123' };
    expect((await call(app, '/forgot_password/reset', { ...resetBody, verify_code: code, password: 'abc' })).body.code).toBe(103);
    expect(
      (await call(app, '/forgot_password/reset', { ...resetBody, verify_code: code === '000000' ? '111111' : '000000' })).body.code,
    ).toBe(105);
    expect((await call(app, '/forgot_password/reset', { ...resetBody, verify_code: code })).body.status).toBe(true);
    expect((await call(app, '/forgot_password/reset', { ...resetBody, verify_code: code })).body.code).toBe(105);
    expect((await login(app, 'player_rmb', 'Again123')).body.status).toBe(true);
    clock += 300_000;
    expect((await sms()).body.status).toBe(true);
  });
});
