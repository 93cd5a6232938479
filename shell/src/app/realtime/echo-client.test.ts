import { testSiteConfig } from '@casino/mf-shared/testing';
import { authEndpointUrl, echoOptions } from './echo-client';

const realtime = { key: 'casino-key', cluster: 'mt1', wsHost: '', wsPort: 6001, wssPort: 443, authEndpoint: '/api/broadcasting/auth' };

describe('echoOptions', () => {
  it('connects to the page host on http with ws and the token as Bearer header', () => {
    const options = echoOptions(testSiteConfig({ realtime }), 'token-A', { protocol: 'http:', hostname: 'casino.local' });
    expect(options).toMatchObject({
      broadcaster: 'pusher',
      key: 'casino-key',
      wsHost: 'casino.local',
      wsPort: 6001,
      forceTLS: false,
      authEndpoint: '/api/broadcasting/auth',
      bearerToken: 'token-A',
      unavailableTimeout: 20_000,
      disableStats: true,
    });
    expect(JSON.stringify(options)).not.toMatch(/secret/i);
  });

  it('uses TLS and wssPort on https pages, and the configured host when there is one', () => {
    const options = echoOptions(testSiteConfig({ realtime: { ...realtime, wsHost: 'ws.casino.example' } }), null, {
      protocol: 'https:',
      hostname: 'casino.example',
    });
    expect(options).toMatchObject({ wsHost: 'ws.casino.example', wssPort: 443, forceTLS: true, bearerToken: null });
  });

  it('refuses a configuration without real-time settings', () => {
    expect(() => echoOptions(testSiteConfig({ realtime: null }), null, { protocol: 'http:', hostname: 'x' })).toThrow(/realtime: null/);
  });
});

describe('authEndpointUrl', () => {
  it.each([
    ['/api', '/api/broadcasting/auth', '/api/broadcasting/auth'],
    ['/api', 'broadcasting/auth', '/api/broadcasting/auth'],
    ['/api', '/broadcasting/auth', '/api/broadcasting/auth'],
    ['https://api.casino.example/api', '/api/broadcasting/auth', 'https://api.casino.example/api/broadcasting/auth'],
    ['http://127.0.0.1:4000/api/', 'broadcasting/auth', 'http://127.0.0.1:4000/api/broadcasting/auth'],
    ['/api', 'https://auth.example/broadcasting/auth', 'https://auth.example/broadcasting/auth'],
  ])('base %s, endpoint %s → %s', (base, endpoint, expected) => {
    expect(authEndpointUrl(base, endpoint)).toBe(expected);
  });
});
