import path from 'node:path';
import { ConfigError, DEFAULT_DB_FILE, DEFAULT_LIMITS, loadConfig, PACKAGE_ROOT } from './config';

describe('loadConfig', () => {
  it('defaults to port 4000 on 127.0.0.1 with the data file of the package', () => {
    const config = loadConfig({}, []);
    expect(config).toMatchObject({ port: 4000, host: '127.0.0.1', dbFile: DEFAULT_DB_FILE, logLevel: 'info' });
    expect(config.dbFile).toBe(path.join(PACKAGE_ROOT, 'data', 'sandbox.db'));
    expect(config.corsOrigins).toEqual(expect.arrayContaining(['http://localhost:8080', 'http://127.0.0.1:8080', 'http://localhost:3005']));
  });

  it('reads the port and an in-memory database from the environment or --memory', () => {
    expect(loadConfig({ SANDBOX_PORT: '4100', SANDBOX_DB: ':memory:' }, [])).toMatchObject({ port: 4100, dbFile: ':memory:' });
    expect(loadConfig({}, ['--memory']).dbFile).toBe(':memory:');
    expect(loadConfig({ SANDBOX_DB: 'data/other.db' }, []).dbFile).toBe(path.join(PACKAGE_ROOT, 'data', 'other.db'));
  });

  it('lists every invalid value at once', () => {
    let error: unknown;
    try {
      loadConfig({ SANDBOX_PORT: 'eighty', SANDBOX_LOG_LEVEL: 'loud', SANDBOX_CORS_ORIGINS: 'not a url' }, ['--fast']);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/SANDBOX_PORT.*eighty/);
    expect(problems.join('\n')).toMatch(/SANDBOX_LOG_LEVEL/);
    expect(problems.join('\n')).toMatch(/SANDBOX_CORS_ORIGINS/);
    expect(problems.join('\n')).toMatch(/--fast/);
  });
});

describe('loadConfig: who may use /__sandbox and the real-time socket', () => {
  it('reads the guessing and SMS limits, keeps the defaults for the rest, and refuses what is not a whole number', () => {
    const config = loadConfig({ SANDBOX_LOGIN_MAX_FAILURES: '3', SANDBOX_SMS_ADDRESS_DAILY_CAP: '40' }, []);
    expect(config.limits.login).toEqual({ ...DEFAULT_LIMITS.login, maxFailures: 3 });
    expect(config.limits.sms).toEqual({ ...DEFAULT_LIMITS.sms, addressDailyCap: 40 });
    expect(config.limits.withdrawPassword).toEqual(DEFAULT_LIMITS.withdrawPassword);
    expect(() => loadConfig({ SANDBOX_LOGIN_LOCK_SECONDS: '0', SANDBOX_SMS_CODE_MAX_TRIES: 'many' }, [])).toThrow(
      /SANDBOX_LOGIN_LOCK_SECONDS must be a whole number[\s\S]*SANDBOX_SMS_CODE_MAX_TRIES must be a whole number/,
    );
  });

  it('has no admin token by default and the loopback names on any port as site origins', () => {
    const config = loadConfig({}, []);
    expect(config.adminToken).toBeNull();
    expect(config.siteOrigins).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
  });

  it('reads SANDBOX_ADMIN_TOKEN and SANDBOX_SITE_ORIGINS; the CORS origins are site origins too', () => {
    const config = loadConfig(
      {
        SANDBOX_ADMIN_TOKEN: 'qa-admin-token-0123456789abcdef',
        SANDBOX_SITE_ORIGINS: 'https://qa.casino.example, http://10.0.0.7:*',
        SANDBOX_CORS_ORIGINS: 'http://casino.test:8080',
      },
      [],
    );
    expect(config.adminToken).toBe('qa-admin-token-0123456789abcdef');
    expect(config.siteOrigins).toEqual(['https://qa.casino.example', 'http://10.0.0.7:*', 'http://casino.test:8080']);
  });

  it('refuses a short or unsafe token and malformed origins, all at once', () => {
    let error: unknown;
    try {
      loadConfig({ SANDBOX_ADMIN_TOKEN: 'short', SANDBOX_SITE_ORIGINS: 'casino.example,http://x.example/path,*' }, []);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/SANDBOX_ADMIN_TOKEN must be 24 to 200/);
    expect(problems).toMatch(/SANDBOX_SITE_ORIGINS.*"casino\.example"/);
    expect(problems).toMatch(/SANDBOX_SITE_ORIGINS.*"http:\/\/x\.example\/path"/);
    expect(problems).toMatch(/SANDBOX_SITE_ORIGINS.*"\*"/);
  });
});

describe('loadConfig: the public URL of the game and sport pages', () => {
  it('defaults to 127.0.0.1 on the API port, and to the listening address with port 0', () => {
    expect(loadConfig({}, []).publicUrl).toBe('http://127.0.0.1:4000');
    expect(loadConfig({ SANDBOX_PORT: '4100' }, []).publicUrl).toBe('http://127.0.0.1:4100');
    expect(loadConfig({ SANDBOX_PORT: '0' }, []).publicUrl).toBeNull();
  });

  it('reads SANDBOX_PUBLIC_URL as an origin and refuses anything more, with the other problems', () => {
    expect(loadConfig({ SANDBOX_PUBLIC_URL: 'https://games.qa.example/' }, []).publicUrl).toBe('https://games.qa.example');
    expect(loadConfig({ SANDBOX_PUBLIC_URL: 'http://LOCALHOST:4000' }, []).publicUrl).toBe('http://localhost:4000');
    for (const bad of [
      'games.example',
      'ftp://games.example',
      'http://games.example/sandbox',
      'http://u:p@games.example',
      'http://x?y=1',
    ]) {
      let error: unknown;
      try {
        loadConfig({ SANDBOX_PUBLIC_URL: bad, SANDBOX_PORT: 'x' }, []);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(2);
      expect(problems.join('\n')).toContain(`SANDBOX_PUBLIC_URL must be the sandbox's origin as browsers reach it`);
    }
  });
});

describe('loadConfig: the environments that start a sandbox today', () => {
  const secret = 'e2e-login-header-secret-shared-by-both-servers';
  it.each([
    [
      'e2e (playwright.config.ts)',
      { SANDBOX_PORT: '4720', SANDBOX_WS_PORT: '6720', SANDBOX_DB: ':memory:', LOGIN_HEADER_SECRET: secret },
      { port: 4720, dbFile: ':memory:', realtime: { port: 6720 }, loginHeader: { secret, ttlMs: 120_000 } },
    ],
    [
      'npm start (scripts/start.ts)',
      { SANDBOX_PORT: '4000', SANDBOX_LOG_LEVEL: 'warn', LOGIN_HEADER_SECRET: 'x'.repeat(43) },
      { port: 4000, logLevel: 'warn', dbFile: DEFAULT_DB_FILE, publicUrl: 'http://127.0.0.1:4000' },
    ],
    [
      'the bench and the edge-limit probes',
      {
        SANDBOX_PORT: '40001',
        SANDBOX_WS_PORT: '40002',
        SANDBOX_DB: ':memory:',
        SANDBOX_LOG_LEVEL: 'warn',
        LOGIN_HEADER_SECRET: 'y'.repeat(43),
      },
      { port: 40001, logLevel: 'warn', realtime: { port: 40002, activityTimeoutSeconds: 120 } },
    ],
  ])('accepts the environment of %s', (_who, env, expected) => {
    expect(loadConfig(env, [])).toMatchObject(expected);
  });

  it('lists every problem of a bad environment and command line at once, in the order of the schema', () => {
    let error: unknown;
    try {
      loadConfig(
        {
          SANDBOX_SMS_CODE_MAX_TRIES: 'many',
          LOGIN_HEADER_SECRET: 'short',
          SANDBOX_PUSHER_KEY: 'has space',
          SANDBOX_WS_PORT: '4000',
          SANDBOX_CORS_ORIGINS: 'not a url,http://ok.example,also bad',
          SANDBOX_DB: 'data/',
          SANDBOX_HOST: 'two words',
        },
        ['--fast'],
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'SANDBOX_HOST must be a host name or address (got "two words")',
      `SANDBOX_DB must be a file path or ':memory:' (got the folder "data/")`,
      'SANDBOX_CORS_ORIGINS entries must look like http://host:port (got "not a url")',
      'SANDBOX_CORS_ORIGINS entries must look like http://host:port (got "also bad")',
      'SANDBOX_WS_PORT must differ from SANDBOX_PORT (both 4000)',
      'SANDBOX_PUSHER_KEY may hold only A-Z a-z 0-9 _ . - (1 to 100 characters)',
      'LOGIN_HEADER_SECRET must be at least 32 characters long (the shell server demands as much)',
      'SANDBOX_SMS_CODE_MAX_TRIES must be a whole number from 1 to 10000000 (got "many")',
      'unknown flag --fast (only --memory is supported)',
    ]);
    expect((error as ConfigError).message).toMatch(/^Invalid sandbox configuration:\n {2}- SANDBOX_HOST must be/);
  });
});
