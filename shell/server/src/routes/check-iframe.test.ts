import Fastify, { type FastifyInstance } from 'fastify';
import { parseHostRules } from '../site-config/host-rules';
import { serverWith } from './testing';

let app: FastifyInstance;
let cleanup: () => Promise<void>;
/** A live local server: /check_iframe must never contact it, listed or not. */
let target: FastifyInstance;
let targetHits = 0;
let targetPort = 0;

beforeAll(async () => {
  target = Fastify();
  target.all('/*', async () => {
    targetHits += 1;
    return 'hello';
  });
  await target.listen({ port: 0, host: '127.0.0.1' });
  targetPort = (target.server.address() as { port: number }).port;
  ({ app, cleanup } = await serverWith({
    IFRAME_ALLOWED_HOSTS: [
      'allowed.example, *.games.example, lottery.example:8443, 10.0.0.5',
      `127.0.0.1:${targetPort}`,
      // Listed with a scheme: that scheme only.
      'http://plain.example, https://secure.example, http://127.0.0.2:4800, https://*.tls.example',
    ].join(', '),
  }));
});
afterAll(async () => {
  await cleanup();
  await target.close();
});

async function check(url: string) {
  const response = await app.inject({ method: 'GET', url: `/check_iframe?url=${encodeURIComponent(url)}` });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /check_iframe', () => {
  it.each([
    ['https://allowed.example/sport?lang=vi', 'https://allowed.example/sport?lang=vi'],
    ['http://allowed.example', 'http://allowed.example/'],
    ['HTTPS://ALLOWED.EXAMPLE:443/x', 'https://allowed.example/x'],
    ['https://a.games.example/lobby', 'https://a.games.example/lobby'],
    ['https://x.y.games.example/', 'https://x.y.games.example/'],
    ['https://lottery.example:8443/draw', 'https://lottery.example:8443/draw'],
    ['http://10.0.0.5/', 'http://10.0.0.5/'],
    ['http://plain.example/game', 'http://plain.example/game'],
    ['https://secure.example/', 'https://secure.example/'],
    ['http://127.0.0.2:4800/sport', 'http://127.0.0.2:4800/sport'],
    ['https://a.tls.example/', 'https://a.tls.example/'],
  ])('allows %s', async (url, normalised) => {
    const { status, body } = await check(url);
    expect(status).toBe(200);
    expect(body.apiResponseData).toEqual({ allowed: true, url: normalised });
  });

  it.each([
    ['http://127.0.0.1/', 'ip_not_listed'],
    ['http://169.254.169.254/latest/meta-data/', 'ip_not_listed'],
    ['http://2130706433/', 'ip_not_listed'], // 127.0.0.1 written as a number
    ['http://0x7f.1/', 'ip_not_listed'],
    ['http://[::1]/', 'ip_not_listed'],
    ['http://[::ffff:10.0.0.5]/', 'ip_not_listed'],
    ['javascript:alert(document.cookie)', 'protocol'],
    ['data:text/html,<script>alert(1)</script>', 'protocol'],
    ['file:///etc/passwd', 'protocol'],
    ['ftp://allowed.example/', 'protocol'],
    ['http://user:pass@allowed.example/', 'credentials'],
    ['http://user@allowed.example/', 'credentials'],
    ['http://allowed.example.evil.com/', 'host_not_listed'],
    ['http://evilallowed.example/', 'host_not_listed'],
    ['http://allowed.example@evil.com/', 'credentials'],
    ['http://games.example/', 'host_not_listed'], // a wildcard covers sub-domains, not the domain itself
    ['http://allowed.example:8080/', 'port_not_listed'],
    ['https://a.games.example:8443/', 'port_not_listed'],
    ['https://lottery.example/', 'host_not_listed'], // listed only with port 8443
    ['http://10.0.0.5:8080/', 'ip_not_listed'],
    ['http://allowed.example./', 'host_not_listed'],
    // An entry with a scheme allows that scheme only.
    ['https://plain.example/game', 'scheme_not_listed'],
    ['http://secure.example/', 'scheme_not_listed'],
    ['https://127.0.0.2:4800/sport', 'scheme_not_listed'],
    ['http://a.tls.example/', 'scheme_not_listed'],
    ['ws://plain.example/', 'protocol'],
    ['blob:https://secure.example/1', 'protocol'],
    ['http://plain.example:8080/', 'port_not_listed'],
  ])('refuses %s (%s)', async (url, reason) => {
    const { status, body } = await check(url);
    expect(status).toBe(200);
    expect(body.apiResponseData).toMatchObject({ allowed: false, reason });
    expect(body.apiResponseData.message).toEqual(expect.any(String));
  });

  it('decides without contacting the address, listed or not', async () => {
    expect((await check(`http://127.0.0.1:${targetPort}/`)).body.apiResponseData.allowed).toBe(true);
    expect((await check(`http://localhost:${targetPort}/`)).body.apiResponseData.allowed).toBe(false);
    expect(targetHits).toBe(0);
  });

  it.each([
    ['/check_iframe', 'the url query parameter is required'],
    ['/check_iframe?url=', 'the url query parameter is required'],
    ['/check_iframe?url=not%20a%20url', 'url must be an absolute URL'],
    ['/check_iframe?url=%2Fsport', 'url must be an absolute URL'],
    ['/check_iframe?url=https://a.example&url=https://b.example', 'exactly one url'],
    [`/check_iframe?url=https://allowed.example/${'a'.repeat(2100)}`, 'longer than 2048'],
  ])('answers 400 for %s', async (url, message) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, code: 400 });
    expect(response.json().message).toContain(message);
  });
});

describe('allowed-host entries', () => {
  it('normalises hosts and refuses entries that are not host patterns', () => {
    const { rules, problems } = parseHostRules([
      'Games.Example',
      '*.Example.com:8443',
      '127.1',
      '*.com',
      '*.10.0.0.1',
      'a.example:99999',
      'x/y',
      'http://x.example',
      'HTTPS://*.Tls.Example:8443/',
      'ftp://x.example',
      'https://x.example/path',
      'http://user@x.example',
    ]);
    expect(rules.map((r) => [r.host, r.wildcard, r.port, r.scheme])).toEqual([
      ['games.example', false, '', ''],
      ['example.com', true, '8443', ''],
      ['127.0.0.1', false, '', ''],
      ['x.example', false, '', 'http:'],
      ['tls.example', true, '8443', 'https:'],
    ]);
    expect(problems).toHaveLength(7);
    expect(problems.join('\n')).toContain('"ftp://x.example"');
    expect(problems.join('\n')).toContain('"https://x.example/path"');
    expect(problems.join('\n')).toContain('"*.com"');
  });
});
