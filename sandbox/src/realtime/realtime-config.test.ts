import { ConfigError, loadConfig } from '../config';

describe('loadConfig: the real-time server', () => {
  it('defaults to port 6001 and the sandbox-only Pusher app', () => {
    expect(loadConfig({}, []).realtime).toEqual({
      port: 6001,
      activityTimeoutSeconds: 120,
      app: { id: 'casino-sandbox', key: 'casino-key', secret: 'casino-secret' },
    });
  });

  it('reads SANDBOX_WS_PORT (0 = a free port), the activity timeout and the credentials', () => {
    const config = loadConfig(
      {
        SANDBOX_WS_PORT: '0',
        SANDBOX_WS_ACTIVITY_TIMEOUT: '30',
        SANDBOX_PUSHER_APP_ID: 'qa-app',
        SANDBOX_PUSHER_KEY: 'qa-key',
        SANDBOX_PUSHER_SECRET: 'qa-secret',
      },
      [],
    );
    expect(config.realtime).toEqual({ port: 0, activityTimeoutSeconds: 30, app: { id: 'qa-app', key: 'qa-key', secret: 'qa-secret' } });
  });

  it('lists every invalid real-time value at once', () => {
    let error: unknown;
    try {
      loadConfig({ SANDBOX_PORT: '4000', SANDBOX_WS_PORT: '4000', SANDBOX_WS_ACTIVITY_TIMEOUT: '0', SANDBOX_PUSHER_KEY: 'has space' }, []);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/SANDBOX_WS_PORT must differ from SANDBOX_PORT/);
    expect(problems).toMatch(/SANDBOX_WS_ACTIVITY_TIMEOUT/);
    expect(problems).toMatch(/SANDBOX_PUSHER_KEY/);
    expect(() => loadConfig({ SANDBOX_WS_PORT: '70000' }, [])).toThrow(/SANDBOX_WS_PORT must be an integer/);
  });
});
