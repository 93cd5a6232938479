import { buildSandbox } from './app';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = buildSandbox({
    dbFile: config.dbFile,
    corsOrigins: config.corsOrigins,
    siteOrigins: config.siteOrigins,
    adminToken: config.adminToken,
    publicUrl: config.publicUrl ?? undefined,
    loginHeaderSecret: config.loginHeader.secret,
    loginHeaderTtlMs: config.loginHeader.ttlMs,
    limits: config.limits,
    logger: { level: config.logLevel },
    pusherApp: config.realtime.app,
    realtime: { port: config.realtime.port, host: config.host, activityTimeoutSeconds: config.realtime.activityTimeoutSeconds },
  });
  const close = async (signal: string): Promise<void> => {
    app.log.info(`${signal}: closing the sandbox`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const db = config.dbFile === ':memory:' ? 'in memory' : config.dbFile;
  console.log(`Sandbox API listening on http://${config.host}:${port}/api (database: ${db})`);
  console.log(
    `Sandbox game and sport pages on ${app.sandbox.publicUrl()}/games/… and ${app.sandbox.publicUrl()}/sport/ (the site frames them)`,
  );
  const { app: pusher } = config.realtime;
  console.log(
    `Sandbox real-time (Pusher protocol 7) on ws://${config.host}:${app.realtime.port}/app/${pusher.key}, events API http://${config.host}:${app.realtime.port}/apps/${pusher.id} (sandbox-only credentials)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
