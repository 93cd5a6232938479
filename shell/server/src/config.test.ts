import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults: port 8080, the sandbox as backend, the dev release', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, backendUrl: 'http://127.0.0.1:4000', releaseEnv: 'dev' });
    expect(config.site).toMatchObject({ apiBase: '/api', defaultLocale: 'en_US', demoMode: false });
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        BACKEND_URL: 'ftp://x',
        DEFAULT_LOCALE: 'xx_XX',
        SITE_CURRENCY: 'dollars',
        REMOTE_OVERRIDES: 'mf_home',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'BACKEND_URL', 'DEFAULT_LOCALE', 'SITE_CURRENCY', 'REMOTE_OVERRIDES']) expect(problems).toContain(name);
  });
});

describe('loadConfig: locale routing and route rules', () => {
  it('passes the locale strategy, domains, base URL, environment and route rules to the page', () => {
    const config = loadConfig({
      LOCALE_STRATEGY: 'prefix_except_default',
      LOCALE_DOMAINS: 'vi_VN=vn.casino.example',
      LOCALE_DIFFERENT_DOMAINS: 'true',
      SITE_BASE_URL: 'https://casino.example',
      SITE_ENV: 'staging',
      ROUTE_RULES: '[{"path":"/old-promo","redirect":"/discount"}]',
    });
    expect(config.site).toMatchObject({
      localeStrategy: 'prefix_except_default',
      localeDomains: { vi_VN: 'vn.casino.example' },
      differentDomains: true,
      baseUrl: 'https://casino.example',
      environment: 'staging',
      routeRules: [{ path: '/old-promo', redirect: '/discount' }],
    });
    expect(loadConfig({}).site).toMatchObject({
      localeStrategy: 'no_prefix',
      localeDomains: {},
      differentDomains: false,
      baseUrl: '',
      routeRules: [],
    });
    // No SITE_BASE_URL: nothing names a made-up origin, links use the request's or the page's.
    expect(loadConfig({}).siteBaseUrl).toBeNull();
    expect(loadConfig({ SITE_BASE_URL: 'https://casino.example/' }).siteBaseUrl).toBe('https://casino.example');
  });
});

describe('loadConfig: edge limits', () => {
  it('counts in memory by default, in Redis with REDIS_URL, with the policy numbers of EDGE_LIMIT_*', () => {
    expect(loadConfig({}).edgeLimits).toMatchObject({ enabled: true, redisUrl: null });
    const config = loadConfig({ REDIS_URL: 'redis://10.0.0.5:6379/2', EDGE_LIMIT_LOGIN: 'account=4' });
    expect(config.edgeLimits.redisUrl).toBe('redis://10.0.0.5:6379/2');
    expect(config.edgeLimits.limits.login.account).toBe(4);
  });

  it('refuses a wrong REDIS_URL, a wrong EDGE_LIMITS, and EDGE_LIMITS=off in production', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        return (error as ConfigError).problems.join('\n');
      }
    };
    expect(problemsOf({ REDIS_URL: 'http://redis' })).toContain('REDIS_URL');
    expect(problemsOf({ EDGE_LIMITS: 'maybe' })).toContain('EDGE_LIMITS must be on or off');
    expect(problemsOf({ EDGE_LIMITS: 'off', SITE_ENV: 'production', LOGIN_HEADER_SECRET: 'x'.repeat(32) })).toContain(
      'EDGE_LIMITS=off is for tests and development only',
    );
    expect(loadConfig({ EDGE_LIMITS: 'off' }).edgeLimits.enabled).toBe(false);
  });
});

describe('loadConfig: the environments that start a shell server today', () => {
  const secret = 'e2e-login-header-secret-shared-by-both-servers';
  it.each([
    [
      'e2e (playwright.config.ts)',
      {
        PORT: '8720',
        RELEASE_DIR: '/tmp/e2e/.release-w0',
        RELEASE_ENV: 'e2e',
        BACKEND_URL: 'http://127.0.0.1:4720',
        LOGIN_HEADER_SECRET: secret,
        PREVIEW_SECRET: 'e2e-preview-secret-of-the-shell-servers-0123456789',
        REMOTE_TIMEOUT_MS: '8000',
        MANIFEST_POLL_MS: '1000',
        REALTIME_PORT: '6720',
        FIRST_DATA_CACHE_MS: '0',
        HTML_CACHE_MS: '0',
        IFRAME_ALLOWED_HOSTS: '127.0.0.1:4720',
        THIRD_PARTY_LOGINS: JSON.stringify([
          { id: 'sandbox-id', label: 'Sandbox ID', authorizeUrl: 'http://127.0.0.1:4720/oauth/sandbox-id/authorize' },
        ]),
        EDGE_LIMITS: 'off',
        SSR_TIMEOUT_MS: '5000',
        DEMO_MODE: 'true',
      },
      {
        port: 8720,
        releaseEnv: 'e2e',
        htmlCache: { ttlMs: 0 },
        edgeLimits: { enabled: false },
        site: { demoMode: true, manifestPollMs: 1000 },
      },
    ],
    [
      'npm start (scripts/start.ts)',
      {
        PORT: '8080',
        RELEASE_DIR: '/srv/casino/release',
        RELEASE_ENV: 'dev',
        BACKEND_URL: 'http://127.0.0.1:4000',
        LOGIN_HEADER_SECRET: 'x'.repeat(43),
        IFRAME_ALLOWED_HOSTS: '127.0.0.1:4000',
      },
      { port: 8080, releaseDir: '/srv/casino/release', loginHeader: { secretGenerated: false }, site: { environment: 'development' } },
    ],
    [
      'the bench (bench/src/harness/servers.ts)',
      {
        RELEASE_DIR: '/tmp/casino-bench-1/release',
        RELEASE_ENV: 'e2e',
        BACKEND_URL: 'http://127.0.0.1:40001',
        LOGIN_HEADER_SECRET: 'y'.repeat(43),
        REALTIME_PORT: '40002',
        MANIFEST_POLL_MS: '600000',
        PORT: '40003',
        HTML_CACHE_MS: '0',
      },
      { port: 40003, site: { manifestPollMs: 600_000, realtime: { wsPort: 40002, wssPort: 40002 } } },
    ],
    [
      "deploy's smoke gate (deploy/src/smoke.ts)",
      {
        HOST: '127.0.0.1',
        PORT: '40004',
        RELEASE_DIR: '/tmp/deploy-smoke-1',
        RELEASE_ENV: 'production',
        BACKEND_URL: 'http://127.0.0.1:9',
        LOGIN_HEADER_SECRET: 'f'.repeat(32),
        REMOTE_OVERRIDES: '',
        NODE_ENV: 'production',
        SSR: 'on',
        SSR_TIMEOUT_MS: '5000',
      },
      {
        remoteOverrides: {},
        ssr: { enabled: true, timeoutMs: 5000 },
        site: { environment: 'production' },
        apiProxy: { refuseSandboxPaths: true },
      },
    ],
  ])('accepts the environment of %s', (_who, env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });

  it('takes its log level from LOG_LEVEL, warn by default', () => {
    expect(loadConfig({}).logLevel).toBe('warn');
    expect(loadConfig({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
  });

  it('lists every problem of a bad environment at once, in the order of the schema, then those of the site', () => {
    let error: unknown;
    try {
      loadConfig({
        SITE_CURRENCY: 'dollars',
        LOCALE_STRATEGY: 'by-guess',
        SSR: 'maybe',
        EDGE_LIMIT_LOGIN: 'acount=5',
        BEHIND_TLS: 'on',
        REMOTE_OVERRIDES: 'mf_home,mf_games=ftp://x',
        LOG_LEVEL: 'loud',
        PORT: '0',
        REALTIME_PORT: '70000',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'PORT must be a whole number ≥ 1 (got "0")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'REMOTE_OVERRIDES entries look like mf_home=http://localhost:3001/mf-manifest.json (got "mf_home")',
      'REMOTE_OVERRIDES entries look like mf_home=http://localhost:3001/mf-manifest.json (got "mf_games=ftp://x")',
      'BEHIND_TLS=on needs TRUST_PROXY: only the proxy in front can say a request came over http',
      'EDGE_LIMIT_LOGIN takes name=whole number pairs among account, address, window, lock, free, delay, maxdelay (got "acount=5")',
      'SSR must be on or off (got "maybe")',
      'LOCALE_STRATEGY must be one of no_prefix, prefix_except_default, prefix, prefix_and_default (got "by-guess")',
      'REALTIME_PORT must be a port number (got "70000")',
      'SITE_CURRENCY must be a three-letter code such as RMB (got "dollars")',
    ]);
    expect((error as ConfigError).message).toMatch(/^Invalid shell server configuration:\n {2}- PORT must be a whole number/);
  });
});
