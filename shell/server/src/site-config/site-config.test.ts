import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { ConfigError, DEFAULT_SITE_CONFIG_FILE, loadConfig, loadConfigWithFallback } from '../config';
import { pageSeo } from './site-settings';

const defaults = JSON.parse(fs.readFileSync(DEFAULT_SITE_CONFIG_FILE, 'utf8')) as Record<string, unknown>;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-config-'));
const file = (name: string, content: string): string => {
  const target = path.join(dir, name);
  fs.writeFileSync(target, content);
  return target;
};

function problemsOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.join('\n');
    throw error;
  }
  throw new Error('expected a ConfigError');
}

async function problemsOfAsync(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.join('\n');
    throw error;
  }
  throw new Error('expected a ConfigError');
}

/** The fallback source ("cloud storage"), served by a local HTTP server. */
let storage: FastifyInstance;
let storageUrl: string;
let storageHits = 0;

beforeAll(async () => {
  storage = Fastify();
  storage.addHook('onRequest', async () => {
    storageHits += 1;
  });
  storage.get('/site.json', async () => ({ ...defaults, siteId: 7, siteName: 'From Storage' }));
  storage.get('/broken.json', async (_request, reply) => reply.type('application/json').send('{"siteId": 7,'));
  storage.get('/incomplete.json', async () => ({ siteId: 7 }));
  storage.get('/slow.json', async () => {
    await new Promise((resolve) => setTimeout(resolve, 700).unref());
    return defaults;
  });
  storageUrl = await storage.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await storage.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('site environment configuration', () => {
  it('reads site 1 from the default file into the page config and the extras', () => {
    const config = loadConfig({});
    expect(config.siteSource).toBe(DEFAULT_SITE_CONFIG_FILE);
    expect(config.site).toMatchObject({ siteId: 1, siteName: 'Golden Lotus', currency: 'RMB', defaultLocale: 'en_US', demoMode: false });
    expect(config.site.locales).toHaveLength(11);
    expect(config.siteExtras.template).toEqual({ desktop: 'site02', mobile: 'H5_1', modelVersion: 1 });
    expect(config.iframeAllowedHosts.map((r) => r.source)).toEqual([
      'sport.example.com',
      '*.games.example.com',
      'lottery.example.com:8443',
    ]);
  });

  it('lets environment variables override the file', () => {
    const config = loadConfig({
      SITE_ID: '2',
      SITE_NAME: 'Saigon Star',
      SITE_CURRENCY: 'VND',
      DEFAULT_LOCALE: 'vi_VN',
      SITE_LOCALES: 'vi_VN,en_US',
      DEMO_MODE: 'true',
      CUSTOMER_SERVICE_URL: 'https://help.example.com/',
      SITE_TEMPLATE: 'suncity',
      IFRAME_ALLOWED_HOSTS: 'a.example',
    });
    expect(config.site).toMatchObject({
      siteId: 2,
      siteName: 'Saigon Star',
      currency: 'VND',
      defaultLocale: 'vi_VN',
      locales: ['vi_VN', 'en_US'],
      demoMode: true,
      customerServiceUrl: 'https://help.example.com/',
    });
    expect(config.siteExtras.template.desktop).toBe('suncity');
    expect(config.iframeAllowedHosts.map((r) => r.host)).toEqual(['a.example']);
    expect(loadConfig({ IFRAME_ALLOWED_HOSTS: '' }).iframeAllowedHosts).toEqual([]);
  });

  it('lists everything missing from a site file at once', () => {
    const problems = problemsOf(() => loadConfig({ SITE_CONFIG_FILE: file('empty.json', '{}') }));
    for (const field of [
      'siteId',
      'siteName',
      'currency',
      'defaultLocale',
      'locales',
      'customerServiceUrl',
      'template.desktop',
      'template.mobile',
      'template.modelVersion',
      'iframeAllowedHosts',
      'seo',
    ]) {
      expect(problems).toContain(`${field} is missing`);
    }
    expect(problems).toContain('empty.json');
  });

  it('names wrong values with where they came from', () => {
    const bad = {
      ...defaults,
      siteId: 0,
      currency: 'yuan',
      locales: ['en_US', 'vi_VN', 'xx_XX'],
      demoMode: 'maybe',
      template: { desktop: 'Site 02', mobile: 'H5_9', modelVersion: 1 },
      iframeAllowedHosts: ['*.com', 'ok.example'],
      seo: { en_US: { title: 'Site' }, vi_VN: { title: 'Trang' } },
    };
    const problems = problemsOf(() =>
      loadConfig({ SITE_CONFIG_FILE: file('bad.json', JSON.stringify(bad)), SITE_NAME: '', DEFAULT_LOCALE: 'zz' }),
    );
    expect(problems).toMatch(/siteId in .*bad\.json must be a whole number ≥ 1/);
    expect(problems).toMatch(/currency in .*bad\.json must be a three-letter code/);
    expect(problems).toContain('has unknown locales: xx_XX');
    expect(problems).toContain('DEFAULT_LOCALE must be one of');
    expect(problems).toMatch(/demoMode in .*must be true or false/);
    expect(problems).toMatch(/template\.desktop in .* must be a template name/);
    expect(problems).toMatch(/template\.mobile in .* must be H5_1 to H5_8, or origin/);
    expect(problems).toContain('"*.com"');
    expect(problems).toContain('seo.zh_CN.title is missing');
    expect(problems).toContain('seo.vi_VN.description is missing');
    expect(problems).toContain('seo.vi_VN.keywords is missing');
  });

  it('reports an unreadable primary file without a fallback', () => {
    expect(problemsOf(() => loadConfig({ SITE_CONFIG_FILE: path.join(dir, 'nope.json') }))).toContain('nope.json does not exist');
    expect(problemsOf(() => loadConfig({ SITE_CONFIG_FILE: file('broken.json', '{"siteId": 1,') }))).toContain(
      'broken.json is not valid JSON',
    );
  });

  it('gives the Chinese title for zh_CN, the English one otherwise, and the Vietnamese description and keywords', () => {
    const { seo } = loadConfig({}).siteExtras;
    expect(pageSeo(seo, 'zh_CN').title).toContain('金莲');
    expect(pageSeo(seo, 'ko_KR')).toEqual({ title: expect.stringContaining('Golden Lotus | Online Casino') });
    expect(pageSeo(seo, 'vi_VN')).toMatchObject({
      description: expect.stringContaining('cá cược trực tuyến'),
      keywords: expect.stringContaining('nhà cái'),
    });
  });
});

describe('the fallback source', () => {
  it('is not fetched when the primary file is fine', async () => {
    const before = storageHits;
    const config = await loadConfigWithFallback({ SITE_CONFIG_FALLBACK_URL: `${storageUrl}/site.json` });
    expect(config.site.siteName).toBe('Golden Lotus');
    expect(storageHits).toBe(before);
  });

  it.each([
    ['missing', path.join(dir, 'absent.json')],
    ['not JSON', file('torn.json', '{')],
    ['incomplete', file('partial.json', '{"siteId": 1}')],
  ])('is used when the primary file is %s, and the caller hears why', async (_case, primary) => {
    const onFallback = jest.fn();
    const config = await loadConfigWithFallback(
      { SITE_CONFIG_FILE: primary, SITE_CONFIG_FALLBACK_URL: `${storageUrl}/site.json` },
      onFallback,
    );
    expect(config.site).toMatchObject({ siteId: 7, siteName: 'From Storage' });
    expect(config.siteSource).toBe(`${storageUrl}/site.json`);
    expect(onFallback).toHaveBeenCalledWith(expect.arrayContaining([expect.stringContaining(path.basename(primary))]));
  });

  it('still lets the environment override what it serves', async () => {
    const config = await loadConfigWithFallback({
      SITE_CONFIG_FILE: path.join(dir, 'absent.json'),
      SITE_CONFIG_FALLBACK_URL: `${storageUrl}/site.json`,
      SITE_NAME: 'Env Name',
    });
    expect(config.site).toMatchObject({ siteId: 7, siteName: 'Env Name' });
  });

  it.each([
    ['/missing.json', 'answered HTTP 404'],
    ['/broken.json', 'did not answer valid JSON'],
    ['/incomplete.json', 'siteName is missing'],
  ])('lists the problems of both sources when %s fails too', async (route, message) => {
    const problems = await problemsOfAsync(() =>
      loadConfigWithFallback({
        SITE_CONFIG_FILE: path.join(dir, 'absent.json'),
        SITE_CONFIG_FALLBACK_URL: `${storageUrl}${route}`,
        PORT: 'x',
      }),
    );
    expect(problems).toContain('absent.json does not exist');
    expect(problems).toContain(message);
    expect(problems).toContain('PORT must be a whole number');
  });

  it('gives up after its timeout', async () => {
    const started = Date.now();
    const problems = await problemsOfAsync(() =>
      loadConfigWithFallback({
        SITE_CONFIG_FILE: path.join(dir, 'absent.json'),
        SITE_CONFIG_FALLBACK_URL: `${storageUrl}/slow.json`,
        SITE_CONFIG_FALLBACK_TIMEOUT_MS: '200',
      }),
    );
    expect(problems).toContain('no answer within 200 ms');
    expect(Date.now() - started).toBeLessThan(650);
  });
});

describe('server secrets and endpoints', () => {
  it('requires LOGIN_HEADER_SECRET in production, long enough, and lists it with the rest', () => {
    const production = problemsOf(() => loadConfig({ NODE_ENV: 'production', FB_TRACKING_URL: 'ftp://x', TRUST_PROXY: 'everyone' }));
    expect(production).toContain('LOGIN_HEADER_SECRET is missing');
    expect(production).toContain('FB_TRACKING_URL must be an http(s) URL');
    expect(production).toContain('TRUST_PROXY must be');
    expect(problemsOf(() => loadConfig({ RELEASE_ENV: 'production' }))).toContain('LOGIN_HEADER_SECRET is missing');
    expect(problemsOf(() => loadConfig({ LOGIN_HEADER_SECRET: 'short' }))).toContain('at least 32 characters');
    const secret = 'x'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production', LOGIN_HEADER_SECRET: secret }).loginHeader).toEqual({
      secret,
      ttlMs: 120_000,
      secretGenerated: false,
    });
  });

  it('reads the conversions endpoint and the proxy trust', () => {
    expect(loadConfig({}).fbTracking).toEqual({ url: null, timeoutMs: 5000 });
    expect(loadConfig({ FB_TRACKING_URL: 'https://graph.example/v1/events', FB_TRACKING_TIMEOUT_MS: '800' }).fbTracking).toEqual({
      url: 'https://graph.example/v1/events',
      timeoutMs: 800,
    });
    // Off unless a deployment with a proxy in front says so.
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
  });
});
