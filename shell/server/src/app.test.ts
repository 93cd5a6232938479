import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildServer } from './app';
import { loadConfig } from './config';
import { homeReleaseManifest, recordIntegrity } from './routes/testing';

let releaseDir: string;
let upstream: FastifyInstance;
let upstreamUrl: string;
let app: FastifyInstance;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  releaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-server-'));
  write(
    path.join(releaseDir, 'shell/1.0.0/index.html'),
    '<html lang="en"><head><title>Casino</title><!--casino:head--><style>html{}</style></head><body><div id="root"></div><!--casino:boot--><script>window.guard=1</script><script src="%SHELL_BASE%/main.abc.js"></script></body></html>',
  );
  write(path.join(releaseDir, 'shell/1.0.0/main.abc.js'), 'console.log("shell")');
  write(path.join(releaseDir, 'shell/1.0.0/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write(path.join(releaseDir, 'remotes/mf-home/1.2.0/mf-manifest.json'), '{"name":"mf_home"}');
  write(path.join(releaseDir, 'remotes/mf-home/1.2.0/remoteEntry.js'), '/* entry */');
  write(path.join(releaseDir, 'remotes/mf-home/1.2.0/12.deadbeef.js'), '/* chunk */');
  write(path.join(releaseDir, 'remotes/mf-home/1.2.0/12.deadbeef.js.map'), '{"sources":["secret.ts"]}');
  write(path.join(releaseDir, 'shell/1.0.0/main.abc.js.map'), '{"sources":["secret.ts"]}');
  write(path.join(releaseDir, 'secret.txt'), 'do not serve');
  write(path.join(releaseDir, 'manifests/test.json'), homeReleaseManifest());

  upstream = Fastify();
  upstream.post('/api/arks/web/carousel_picture', async (request) => ({
    status: true,
    code: 1000,
    message: '',
    apiResponseData: { lang: request.headers.lang, body: request.body },
  }));
  upstream.get('/api/cached-by-backend', async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=60').send({ status: true, code: 1000, message: '', apiResponseData: null }),
  );
  upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });

  await recordIntegrity(releaseDir);
  const config = loadConfig({
    RELEASE_DIR: releaseDir,
    RELEASE_ENV: 'test',
    BACKEND_URL: upstreamUrl,
    SITE_NAME: 'Test </script><script>alert(1)</script>',
    REMOTE_OVERRIDES: 'mf_games=http://127.0.0.1:3003/mf-manifest.json',
  });
  app = await buildServer(config);
});

afterAll(async () => {
  await app.close();
  await upstream.close();
  fs.rmSync(releaseDir, { recursive: true, force: true });
});

describe('shell server', () => {
  it('renders a client route with the live manifest, site config and a preload hint written in', async () => {
    const response = await app.inject({ method: 'GET', url: '/discount/3' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toMatch(/<script nonce="[^"]+" src="\/shell\/1.0.0\/main.abc.js">/);
    expect(html).toContain('<link rel="preload" href="/remotes/mf-home/1.2.0/mf-manifest.json" as="fetch" crossorigin="anonymous">');
    // The entry is the first file hinted, before the remote's manifest and the boot files.
    const hints = [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((match) => match[1]);
    expect(hints.slice(0, 2)).toEqual(['/shell/1.0.0/main.abc.js', '/remotes/mf-home/1.2.0/mf-manifest.json']);
    expect(html).toContain('<link rel="preload" href="/shell/1.0.0/main.abc.js" as="script" fetchpriority="high">');
    const boot = JSON.parse(/<script[^>]* id="casino-boot" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
    expect(boot.manifest.remotes.mf_home.version).toBe('1.2.0');
    expect(boot.manifest.remotes.mf_games.entry).toBe('http://127.0.0.1:3003/mf-manifest.json');
    expect(boot.config).toMatchObject({ siteId: 1, currency: 'RMB', apiBase: '/api' });
    // The route's remote module, which the shell's entry starts fetching before its own boot.
    expect(boot.firstModule).toBe('mf_home/DiscountPage');
    // A configured value can never close the boot script early.
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it("writes the title and SEO meta of the visitor's locale cookie into the page", async () => {
    const zh = await app.inject({ method: 'GET', url: '/', headers: { cookie: 'ccy=RMB; i18n_redirected=zh_CN' } });
    expect(zh.body).toContain('<title>金莲娱乐 | 在线真人娱乐、老虎机、体育与彩票</title>');
    expect(zh.body).not.toContain('name="description"');
    const vi = await app.inject({ method: 'GET', url: '/', headers: { cookie: 'i18n_redirected=vi_VN' } });
    expect(vi.body).toMatch(/<meta name="description" content="Golden Lotus là nhà cái cá cược trực tuyến uy tín[^"]*">/);
    expect(vi.body).toContain('<meta name="keywords" content="Golden Lotus, nhà cái uy tín');
    const unknown = await app.inject({ method: 'GET', url: '/', headers: { cookie: 'i18n_redirected=<script>' } });
    expect(unknown.body).toContain('<title>Golden Lotus | Online Casino, Slots, Live Casino, Sports and Lottery</title>');
  });

  it('renders a locale-prefixed path in its locale under a prefix strategy (the client router accepts it)', async () => {
    const prefixed = await buildServer(
      loadConfig({ RELEASE_DIR: releaseDir, RELEASE_ENV: 'test', LOCALE_STRATEGY: 'prefix_except_default' }),
    );
    try {
      const response = await prefixed.inject({ method: 'GET', url: '/zh_CN/discount/3', headers: { cookie: 'i18n_redirected=vi_VN' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<html lang="zh-CN">');
      expect(response.body).toContain('<link rel="preload" href="/remotes/mf-home/1.2.0/mf-manifest.json"');
      expect((await prefixed.inject({ method: 'GET', url: '/xx/discount' })).statusCode).toBe(404);
    } finally {
      await prefixed.close();
    }
  });

  describe.each([
    // [strategy, path, cookie, status, redirect or page language]
    ['no_prefix', '/faq', 'zh_CN', 200, 'zh-CN'],
    ['no_prefix', '/faq', undefined, 200, 'en-US'],
    ['no_prefix', '/zh_CN/faq', undefined, 404, 'en-US'],
    ['prefix_except_default', '/zh_CN/faq', 'vi_VN', 200, 'zh-CN'],
    ['prefix_except_default', '/faq', 'zh_CN', 200, 'en-US'],
    ['prefix_except_default', '/en_US/faq?x=1', undefined, 302, '/faq?x=1'],
    ['prefix_except_default', '/en_US', undefined, 302, '/'],
    ['prefix_except_default', '/ko_KR/faq', undefined, 404, 'en-US'],
    ['prefix', '/faq', 'vi_VN', 302, '/vi_VN/faq'],
    ['prefix', '/', undefined, 302, '/en_US'],
    ['prefix', '/discount/3?x=1', 'zh_CN', 302, '/zh_CN/discount/3?x=1'],
    ['prefix', '/en_US/faq', 'zh_CN', 200, 'en-US'],
    ['prefix', '/ko_KR/faq', undefined, 404, 'en-US'],
    ['prefix_and_default', '/faq', 'zh_CN', 200, 'en-US'],
    ['prefix_and_default', '/en_US/faq', undefined, 200, 'en-US'],
    ['prefix_and_default', '/vi_VN/faq', undefined, 200, 'vi-VN'],
    ['prefix_and_default', '/ko_KR/faq', undefined, 404, 'en-US'],
  ] as const)('under %s, %s (cookie %s)', (strategy, url, cookie, status, expected) => {
    it(`answers ${status} ${expected}`, async () => {
      const server = await buildServer(
        loadConfig({
          RELEASE_DIR: releaseDir,
          RELEASE_ENV: 'test',
          SITE_LOCALES: 'en_US,zh_CN,vi_VN',
          DEFAULT_LOCALE: 'en_US',
          LOCALE_STRATEGY: strategy,
        }),
      );
      try {
        const response = await server.inject({ method: 'GET', url, headers: cookie ? { cookie: `i18n_redirected=${cookie}` } : {} });
        expect(response.statusCode).toBe(status);
        if (status === 302) expect(response.headers.location).toBe(expected);
        else expect(response.body).toContain(`<html lang="${expected}">`);
      } finally {
        await server.close();
      }
    });
  });

  it('writes canonical and hreflang links of a public page on SITE_BASE_URL, none on a member page', async () => {
    const server = await buildServer(
      loadConfig({
        RELEASE_DIR: releaseDir,
        RELEASE_ENV: 'test',
        SITE_LOCALES: 'en_US,zh_CN,vi_VN',
        DEFAULT_LOCALE: 'en_US',
        LOCALE_STRATEGY: 'prefix_except_default',
        SITE_BASE_URL: 'https://casino.example',
      }),
    );
    try {
      const page = (await server.inject({ method: 'GET', url: '/zh_CN/faq/2' })).body;
      expect(page).toContain('<link rel="canonical" href="https://casino.example/zh_CN/faq/2">');
      expect(page).toContain('<link rel="alternate" hreflang="en-US" href="https://casino.example/faq/2">');
      expect(page).toContain('<link rel="alternate" hreflang="zh-CN" href="https://casino.example/zh_CN/faq/2">');
      expect(page).toContain('<link rel="alternate" hreflang="vi-VN" href="https://casino.example/vi_VN/faq/2">');
      expect(page).toContain('<link rel="alternate" hreflang="x-default" href="https://casino.example/faq/2">');
      const member = (await server.inject({ method: 'GET', url: '/zh_CN/user/Info' })).body;
      expect(member).not.toContain('rel="canonical"');
      expect(member).not.toContain('hreflang');
    } finally {
      await server.close();
    }
  });

  it("writes them on the request's origin when the site has no SITE_BASE_URL", async () => {
    const server = await buildServer(
      loadConfig({
        RELEASE_DIR: releaseDir,
        RELEASE_ENV: 'test',
        SITE_LOCALES: 'en_US,zh_CN',
        DEFAULT_LOCALE: 'en_US',
        LOCALE_STRATEGY: 'prefix_except_default',
      }),
    );
    try {
      const page = await server.inject({ method: 'GET', url: '/zh_CN/faq', headers: { host: 'casino-b.example:8443' } });
      expect(page.body).toContain('"baseUrl":""');
      expect(page.body).toContain('<link rel="canonical" href="http://casino-b.example:8443/zh_CN/faq">');
      expect(page.body).toContain('<link rel="alternate" hreflang="en-US" href="http://casino-b.example:8443/faq">');
      expect(page.body).not.toContain('localhost');
    } finally {
      await server.close();
    }
  });

  it('on different domains takes the language from the host and links each language on its domain', async () => {
    const server = await buildServer(
      loadConfig({
        RELEASE_DIR: releaseDir,
        RELEASE_ENV: 'test',
        SITE_LOCALES: 'en_US,zh_CN,vi_VN',
        DEFAULT_LOCALE: 'en_US',
        LOCALE_STRATEGY: 'prefix_except_default',
        LOCALE_DIFFERENT_DOMAINS: 'true',
        LOCALE_DOMAINS: 'vi_VN=vn.casino.example,en_US=casino.example',
        SITE_BASE_URL: 'https://casino.example',
      }),
    );
    try {
      const vn = await server.inject({
        method: 'GET',
        url: '/faq',
        headers: { host: 'vn.casino.example:8443', cookie: 'i18n_redirected=zh_CN' },
      });
      expect(vn.statusCode).toBe(200);
      expect(vn.body).toContain('<html lang="vi-VN">');
      expect(vn.body).toContain('<link rel="canonical" href="https://vn.casino.example/faq">');
      expect(vn.body).toContain('<link rel="alternate" hreflang="en-US" href="https://casino.example/faq">');
      expect(vn.body).not.toContain('hreflang="zh-CN"');
      const main = await server.inject({
        method: 'GET',
        url: '/faq',
        headers: { host: 'casino.example', cookie: 'i18n_redirected=vi_VN' },
      });
      expect(main.body).toContain('<html lang="en-US">');
      expect((await server.inject({ method: 'GET', url: '/vi_VN/faq', headers: { host: 'vn.casino.example' } })).statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('answers an unknown path with the app and status 404 (the client shows the 404 page)', async () => {
    const response = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('casino-boot');
  });

  it('serves versioned files immutable, manifests no-cache, with CORS for remotes', async () => {
    const chunk = await app.inject({ method: 'GET', url: '/remotes/mf-home/1.2.0/12.deadbeef.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    const manifest = await app.inject({ method: 'GET', url: '/remotes/mf-home/1.2.0/mf-manifest.json' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const shellJs = await app.inject({ method: 'GET', url: '/shell/1.0.0/main.abc.js' });
    expect(shellJs.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const live = await app.inject({ method: 'GET', url: '/manifests/live.json' });
    expect(live.headers['cache-control']).toBe('no-cache');
    expect(live.json().remotes.mf_home.version).toBe('1.2.0');
  });

  it.each(['/remotes/../secret.txt', '/remotes/%2e%2e/secret.txt', '/remotes/mf-home/..%2f..%2f..%2fsecret.txt', '/shell/..%5csecret.txt'])(
    'refuses the traversal %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect([400, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('do not serve');
    },
  );

  it("sends /favicon.ico to the live shell's icon", async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/shell/1.0.0/favicon.svg');
    const icon = await app.inject({ method: 'GET', url: res.headers.location as string });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers a missing versioned file with 404, not the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/remotes/mf-home/9.9.9/remoteEntry.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('casino-boot');
  });

  it('proxies /api to the backend with headers and body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/arks/web/carousel_picture',
      headers: { 'content-type': 'application/json', lang: 'vi_VN' },
      payload: { site_id: 1, use_type: 2 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().apiResponseData).toEqual({ lang: 'vi_VN', body: { site_id: 1, use_type: 2 } });
    // An API answer is the caller's own (a login answer carries the token): no cache keeps it.
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps a Cache-Control the backend chose for its answer', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/cached-by-backend' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('answers HEAD for a page as GET does, without the body (uptime checks, crawlers)', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    expect(head.body).toBe('');
    expect((await app.inject({ method: 'HEAD', url: '/no/such/page' })).statusCode).toBe(404);
  });
});

describe('shell server without a published shell', () => {
  it('says how to publish one instead of a blank page', async () => {
    const empty = await buildServer(loadConfig({ RELEASE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'empty-')), RELEASE_ENV: 'staging' }));
    const response = await empty.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('publish shell --env staging');
    await empty.close();
  });
});

describe('security headers (docs/security.md)', () => {
  const hardening = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };

  it.each([
    ['a page', 'GET', '/'],
    ['an unknown page', 'GET', '/no/such/page'],
    ['a versioned file', 'GET', '/remotes/mf-home/1.2.0/remoteEntry.js'],
    ["a remote's manifest", 'GET', '/remotes/mf-home/1.2.0/mf-manifest.json'],
    ['a shell file', 'GET', '/shell/1.0.0/main.abc.js'],
    ['a missing file', 'GET', '/remotes/mf-home/9.9.9/x.js'],
    ['the live manifest', 'GET', '/manifests/live.json'],
    ['/api', 'POST', '/api/arks/web/carousel_picture'],
    ['a refused path', 'GET', '/remotes/%2e%2e/secret.txt'],
    ['healthz', 'GET', '/healthz'],
  ])('%s answers with nosniff, the referrer policy and a permissions policy', async (_name, method, url) => {
    const response = await app.inject({ method: method as 'GET', url, payload: method === 'POST' ? {} : undefined });
    expect(response.headers).toMatchObject(hardening);
    expect(response.headers['permissions-policy']).toContain('camera=()');
    // Only features Chromium knows: an unrecognised one is a console warning on every page.
    expect(response.headers['permissions-policy']).not.toContain('bluetooth');
    // Plain http here: no HSTS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives every page a strict CSP with a fresh nonce on each inline script and style', async () => {
    const first = await app.inject({ method: 'GET', url: '/' });
    const second = await app.inject({ method: 'GET', url: '/discount' });
    const csp = String(first.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(String(second.headers['content-security-policy'])).not.toContain(nonce);
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    // The remote served from a dev server (REMOTE_OVERRIDES) may run scripts; nothing else foreign.
    expect(scriptSrc).toBe(`script-src 'self' 'nonce-${nonce}' http://127.0.0.1:3003`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(first.headers['x-frame-options']).toBe('DENY');
    const tags = first.body.match(/<(script|style)\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThanOrEqual(4);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('lets only the site itself frame /close, the lobby link of a game in its own iframe', async () => {
    const close = await app.inject({ method: 'GET', url: '/close' });
    expect(String(close.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(close.headers['x-frame-options']).toBe('SAMEORIGIN');
    const play = await app.inject({ method: 'GET', url: '/play' });
    expect(String(play.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it("never serves the shell's page template by its own URL", async () => {
    // The template of every page (placeholders, no nonce, no CSP of its own): only filled in by answerPage.
    for (const url of ['/shell/1.0.0/index.html', '/shell/1.0.0/INDEX.HTML', '/shell/1.0.0/%69ndex.html']) {
      const response = await app.inject({ method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).not.toContain('<!--casino:head-->');
    }
  });

  it('never serves source maps', async () => {
    for (const url of ['/remotes/mf-home/1.2.0/12.deadbeef.js.map', '/shell/1.0.0/main.abc.js.map', '/shell/1.0.0/MAIN.ABC.JS.MAP']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret.ts');
    }
  });

  it('adds HSTS only over https behind a trusted proxy', async () => {
    const behindProxy = await buildServer(
      loadConfig({ RELEASE_DIR: releaseDir, RELEASE_ENV: 'test', BACKEND_URL: upstreamUrl, TRUST_PROXY: '1', FRAME_ANCESTORS: "'self'" }),
    );
    const https = await behindProxy.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(https.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(https.headers['x-frame-options']).toBe('SAMEORIGIN');
    const http = await behindProxy.inject({ method: 'GET', url: '/healthz' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    await behindProxy.close();
  });

  it('trusts no X-Forwarded-* header by default: a client cannot claim https or another host', async () => {
    const direct = await buildServer(loadConfig({ RELEASE_DIR: releaseDir, RELEASE_ENV: 'test', BACKEND_URL: upstreamUrl }));
    const claimed = await direct.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', 'x-forwarded-for': '203.0.113.7' },
    });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    expect(String(claimed.headers['content-security-policy'])).not.toContain('evil.example');
    await direct.close();
  });
});
