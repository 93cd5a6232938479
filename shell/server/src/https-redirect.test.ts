import { ConfigError, loadConfig } from './config';
import { serverWith } from './routes/testing';

describe('http → https behind TLS (BEHIND_TLS=on)', () => {
  it('answers what the trusted proxy marks as http with a 301 to the same host and path over https, without HSTS', async () => {
    const { app, cleanup } = await serverWith({ TRUST_PROXY: '1', BEHIND_TLS: 'on' });
    try {
      const http = { host: 'casino.example', 'x-forwarded-proto': 'http' };
      for (const [url, location] of [
        ['/discount?tab=2', 'https://casino.example/discount?tab=2'],
        ['/', 'https://casino.example/'],
        ['/remotes/mf-home/1.2.0/remoteEntry.js', 'https://casino.example/remotes/mf-home/1.2.0/remoteEntry.js'],
        ['/api/arks/web/carousel_picture', 'https://casino.example/api/arks/web/carousel_picture'],
      ]) {
        const answer = await app.inject({ url, headers: http });
        expect([url, answer.statusCode, answer.headers.location]).toEqual([url, 301, location]);
        expect(answer.headers['strict-transport-security']).toBeUndefined();
      }
      // What stays on http: the health check and an ACME http-01 challenge.
      expect((await app.inject({ url: '/healthz', headers: http })).statusCode).toBe(200);
      expect((await app.inject({ url: '/.well-known/acme-challenge/abc', headers: http })).statusCode).not.toBe(301);
      // Over https: the page, with HSTS.
      const https = await app.inject({ url: '/discount', headers: { host: 'casino.example', 'x-forwarded-proto': 'https' } });
      expect(https.statusCode).toBe(200);
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      // No X-Forwarded-Proto: the request did not pass the TLS proxy (a probe inside the cluster).
      expect((await app.inject({ url: '/discount', headers: { host: 'casino.example' } })).statusCode).toBe(200);
      // A host that is not a host name never reaches Location.
      const forged = await app.inject({
        url: '/',
        headers: { host: 'casino.example', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example/x' },
      });
      expect(forged.statusCode).toBe(400);
      expect(forged.headers.location).toBeUndefined();
    } finally {
      await cleanup();
    }
  });

  it('is off by default: http is answered as it is', async () => {
    const { app, cleanup } = await serverWith({ TRUST_PROXY: '1' });
    try {
      const answer = await app.inject({ url: '/discount', headers: { host: 'casino.example', 'x-forwarded-proto': 'http' } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.location).toBeUndefined();
    } finally {
      await cleanup();
    }
  });

  it('needs a trusted proxy, and on or off', () => {
    expect(() => loadConfig({ BEHIND_TLS: 'on' })).toThrow(ConfigError);
    expect(() => loadConfig({ BEHIND_TLS: 'on' })).toThrow('BEHIND_TLS=on needs TRUST_PROXY');
    expect(() => loadConfig({ BEHIND_TLS: 'yes', TRUST_PROXY: '1' })).toThrow('BEHIND_TLS must be on or off (got "yes")');
    expect(loadConfig({ BEHIND_TLS: 'on', TRUST_PROXY: '1' }).behindTls).toBe(true);
    expect(loadConfig({}).behindTls).toBe(false);
  });
});
