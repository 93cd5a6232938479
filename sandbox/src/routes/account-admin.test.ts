import type { FastifyInstance } from 'fastify';
import { drawCaptcha, testSandbox } from '../testing';

describe('the account test endpoints under /__sandbox', () => {
  let app: FastifyInstance;
  beforeAll(() => {
    app = testSandbox({ adminToken: 'a-token-of-at-least-24-characters' });
  });
  afterAll(async () => {
    await app.close();
  });

  const ENDPOINTS = [
    ['GET', '/__sandbox/captchas/latest?type=1'],
    ['GET', '/__sandbox/captchas/some-token'],
    ['GET', '/__sandbox/sms/latest?to=player_device'],
    ['GET', '/__sandbox/double-validation?account=player_dv'],
    ['POST', '/__sandbox/ip-rules'],
    ['DELETE', '/__sandbox/ip-rules'],
    ['POST', '/__sandbox/security-settings'],
  ] as const;

  it('refuse clients off this machine without the token, and pages of foreign origins', async () => {
    for (const [method, url] of ENDPOINTS) {
      expect((await app.inject({ method, url, remoteAddress: '203.0.113.9', payload: { code: 106 } })).statusCode).toBe(403);
      expect((await app.inject({ method, url, headers: { origin: 'https://evil.example' }, payload: { code: 106 } })).statusCode).toBe(403);
      expect((await app.inject({ method, url, headers: { 'x-forwarded-for': '203.0.113.9' }, payload: { code: 106 } })).statusCode).toBe(
        403,
      );
    }
    const withToken = await app.inject({
      method: 'GET',
      url: '/__sandbox/captchas/latest?type=2',
      remoteAddress: '203.0.113.9',
      headers: { 'x-sandbox-token': 'a-token-of-at-least-24-characters' },
    });
    expect(withToken.statusCode).not.toBe(403);
  });

  it('are not calls of the public /api', async () => {
    for (const [method, url] of ENDPOINTS)
      expect((await app.inject({ method, url: url.replace('/__sandbox', '/api/__sandbox') })).statusCode).toBe(404);
  });

  it('read captchas: the latest of a type, one by token, 404 for none', async () => {
    expect((await app.inject({ method: 'GET', url: '/__sandbox/captchas/latest?type=2' })).statusCode).toBe(404);
    const captcha = await drawCaptcha(app, 2);
    expect((await app.inject({ method: 'GET', url: '/__sandbox/captchas/latest?type=2' })).json()).toEqual({ ok: true, ...captcha });
    expect((await app.inject({ method: 'GET', url: `/__sandbox/captchas/${captcha.token}` })).json()).toEqual({
      ok: true,
      ...captcha,
      used: false,
    });
    expect((await app.inject({ method: 'GET', url: '/__sandbox/captchas/never' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/__sandbox/sms/latest?to=nobody' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/__sandbox/double-validation?account=player_rmb' })).statusCode).toBe(404);
  });

  it('validate ip rules and settings', async () => {
    expect((await app.inject({ method: 'POST', url: '/__sandbox/ip-rules', payload: { code: 500 } })).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'POST', url: '/__sandbox/ip-rules', payload: { code: 218, remote_addr: '10.0.0.1' } })).json(),
    ).toMatchObject({ ok: true });
    expect((await app.inject({ method: 'DELETE', url: '/__sandbox/ip-rules' })).json()).toEqual({ ok: true, deleted: 1 });
    expect(
      (await app.inject({ method: 'POST', url: '/__sandbox/security-settings', payload: { key: 'DROP TABLE', value: 1 } })).statusCode,
    ).toBe(400);
  });
});
