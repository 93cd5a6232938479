import type { FastifyInstance, InjectOptions } from 'fastify';
import { call, testSandbox } from '../testing';

const TOKEN = 'qa-admin-token-0123456789abcdef';

describe('/__sandbox answers only loopback clients and holders of the admin token', () => {
  let app: FastifyInstance;

  beforeEach(() => {
    app = testSandbox({ adminToken: TOKEN });
  });

  afterEach(async () => {
    await app.close();
  });

  const reset = (options: Partial<InjectOptions> = {}) => app.inject({ method: 'POST', url: '/__sandbox/reset', ...options });
  const bannerCount = async () =>
    (await call<{ web_carousel_picture_list: unknown[] }>(app, '/arks/web/carousel_picture', { site_id: 1, use_type: 0 })).body
      .apiResponseData.web_carousel_picture_list.length;

  it('answers a loopback client (how e2e and npm start call it), IPv4 and IPv6', async () => {
    expect((await reset()).statusCode).toBe(200);
    expect((await reset({ remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await reset({ remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
  });

  it('refuses any other client with 403, and the database is not reset', async () => {
    await app.inject({
      method: 'POST',
      url: '/__sandbox/content/banners',
      payload: { site_id: 1, use_type: 0, title: { en_US: 'Extra' }, link_type: 0 },
    });
    const before = await bannerCount();
    for (const remoteAddress of ['10.0.0.5', '192.168.1.20', '203.0.113.9', '::ffff:10.0.0.5', 'fe80::1']) {
      const response = await reset({ remoteAddress });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ ok: false, error: expect.stringContaining('SANDBOX_ADMIN_TOKEN') });
    }
    expect((await app.inject({ method: 'GET', url: '/__sandbox/faults', remoteAddress: '10.0.0.5' })).statusCode).toBe(403);
    expect(await bannerCount()).toBe(before);
  });

  it('answers any client that sends the configured token, refuses a wrong one', async () => {
    expect((await reset({ remoteAddress: '203.0.113.9', headers: { 'x-sandbox-token': TOKEN } })).statusCode).toBe(200);
    expect((await reset({ remoteAddress: '203.0.113.9', headers: { 'x-sandbox-token': `${TOKEN}x` } })).statusCode).toBe(403);
    expect((await reset({ remoteAddress: '203.0.113.9', headers: { 'x-sandbox-token': '' } })).statusCode).toBe(403);
  });

  it('without a configured token, a token opens nothing', async () => {
    const noToken = testSandbox();
    try {
      const response = await noToken.inject({
        method: 'POST',
        url: '/__sandbox/reset',
        remoteAddress: '10.0.0.5',
        headers: { 'x-sandbox-token': 'undefined' },
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await noToken.close();
    }
  });

  it('treats a request a proxy forwarded for someone else as that client', async () => {
    expect((await reset({ headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(403);
    expect((await reset({ headers: { 'x-forwarded-for': '127.0.0.1, 10.1.2.3' } })).statusCode).toBe(403);
    expect((await reset({ headers: { forwarded: 'for=203.0.113.9' } })).statusCode).toBe(403);
    expect((await reset({ headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(200);
  });

  it('refuses a page of a foreign origin in a browser on this machine (the 127.0.0.9 case)', async () => {
    for (const origin of ['http://127.0.0.9:8000', 'http://evil.example', 'null', 'http://localhost.evil.example:8080']) {
      expect((await reset({ headers: { origin } })).statusCode).toBe(403);
    }
    expect((await reset({ headers: { 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(403);
    // the site's own pages (shell, remotes' dev servers, the e2e shell) may
    expect((await reset({ headers: { origin: 'http://127.0.0.1:8180' } })).statusCode).toBe(200);
    expect((await reset({ headers: { origin: 'http://localhost:3001', 'sec-fetch-site': 'same-site' } })).statusCode).toBe(200);
    expect((await reset({ headers: { 'sec-fetch-site': 'none' } })).statusCode).toBe(200);
  });

  it('leaves the /api calls open to every client', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/arks/web/carousel_picture',
      remoteAddress: '203.0.113.9',
      headers: { 'content-type': 'application/json', origin: 'http://evil.example' },
      payload: { site_id: 1, use_type: 0 },
    });
    expect(response.statusCode).toBe(200);
  });
});
