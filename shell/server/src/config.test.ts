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
