import { signLoginHeader, verifyLoginHeader } from './login-header';
import { serverWith } from './testing';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const clock = Date.UTC(2025, 5, 1, 8);

describe('GET /get_login_header', () => {
  it('answers the client IP (through the trusted proxy), the host and a signature the backend can check', async () => {
    const { app, cleanup } = await serverWith({ LOGIN_HEADER_SECRET: SECRET, TRUST_PROXY: '1' }, { now: () => clock });
    const response = await app.inject({
      method: 'GET',
      url: '/get_login_header',
      headers: { host: 'www.casino.example', 'x-forwarded-for': '203.0.113.7' },
      remoteAddress: '10.1.1.1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { headers, expires_at } = response.json().apiResponseData;
    expect(headers).toEqual({
      remote_addr: '203.0.113.7',
      host: 'www.casino.example',
      'x-login-timestamp': String(clock),
      'x-login-signature': signLoginHeader(SECRET, '203.0.113.7', clock),
    });
    expect(expires_at).toBe(clock + 120_000);
    const check = (at: number, clientIp?: string) => verifyLoginHeader(SECRET, headers, { now: at, ttlMs: 120_000, clientIp });
    expect(check(clock + 1000, '203.0.113.7')).toBe('ok');
    expect(check(clock + 120_001)).toBe('expired');
    expect(check(clock, '198.51.100.1')).toBe('ip_mismatch');
    expect(verifyLoginHeader(SECRET, { ...headers, remote_addr: '198.51.100.1' }, { now: clock, ttlMs: 120_000 })).toBe('bad_signature');
    expect(verifyLoginHeader(SECRET.replace('a', 'b'), headers, { now: clock, ttlMs: 120_000 })).toBe('bad_signature');
    expect(verifyLoginHeader(SECRET, { remote_addr: '1.2.3.4' }, { now: clock, ttlMs: 120_000 })).toBe('missing');
    await cleanup();
  });

  it.each([
    ['unset (the default)', {}],
    ['false', { TRUST_PROXY: 'false' }],
  ])('uses the socket address when TRUST_PROXY is %s: a client cannot name its own address', async (_name, env) => {
    const { app, cleanup } = await serverWith({ LOGIN_HEADER_SECRET: SECRET, ...env });
    const response = await app.inject({
      method: 'GET',
      url: '/get_login_header',
      headers: { 'x-forwarded-for': '203.0.113.7' },
      remoteAddress: '10.1.1.1',
    });
    expect(response.json().apiResponseData.headers.remote_addr).toBe('10.1.1.1');
    await cleanup();
  });

  it('never writes the secret into the page, and signs with a generated one outside production', async () => {
    const { app, config, cleanup } = await serverWith({});
    expect(config.loginHeader.secretGenerated).toBe(true);
    expect(config.loginHeader.secret.length).toBeGreaterThanOrEqual(32);
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('casino-boot');
    expect(page.body).not.toContain(config.loginHeader.secret);
    const { headers } = (await app.inject({ method: 'GET', url: '/get_login_header' })).json().apiResponseData;
    expect(verifyLoginHeader(config.loginHeader.secret, headers, { now: Number(headers['x-login-timestamp']), ttlMs: 1000 })).toBe('ok');
    await cleanup();
  });
});
