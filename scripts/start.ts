/**
 * npm start: build what changed, publish it into release/ (environment "dev"), start the sandbox
 * and the shell server, and print the site's address. Ctrl+C stops both.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { publishAll, repoRoot, startService, stopServices, turbo, type Service } from './lib';

const SHELL_PORT = Number(process.env.PORT ?? 8080);
const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 4000);

async function main() {
  console.log('Building (turbo reuses what did not change)…');
  await turbo(['build']);
  const releaseDir = path.join(repoRoot, 'release');
  console.log(`Publishing into ${releaseDir} (env dev)…`);
  await publishAll(releaseDir, 'dev');

  const services: Service[] = [];
  const stop = async () => {
    await stopServices(services);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  // One secret for both: the shell server signs POST /login's header, the sandbox checks it.
  const loginHeaderSecret = process.env.LOGIN_HEADER_SECRET ?? randomBytes(32).toString('base64url');
  services.push(
    await startService(
      'sandbox',
      'sandbox/src/main.ts',
      {
        SANDBOX_PORT: String(SANDBOX_PORT),
        SANDBOX_LOG_LEVEL: process.env.SANDBOX_LOG_LEVEL ?? 'warn',
        LOGIN_HEADER_SECRET: loginHeaderSecret,
      },
      `http://127.0.0.1:${SANDBOX_PORT}/__sandbox/health`,
    ),
  );
  services.push(
    await startService(
      'shell server',
      'shell/server/src/main.ts',
      {
        PORT: String(SHELL_PORT),
        RELEASE_DIR: releaseDir,
        RELEASE_ENV: 'dev',
        BACKEND_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
        LOGIN_HEADER_SECRET: loginHeaderSecret,
        // The sandbox's game and sport pages live on its own origin, framed by the site (docs/sandbox.md "Games").
        IFRAME_ALLOWED_HOSTS: `127.0.0.1:${SANDBOX_PORT}`,
        // The sandbox's stand-in third-party sign-in (sandbox/src/routes/third-party-login.ts).
        THIRD_PARTY_LOGINS: JSON.stringify([
          { id: 'sandbox-id', label: 'Sandbox ID', authorizeUrl: `http://127.0.0.1:${SANDBOX_PORT}/oauth/sandbox-id/authorize` },
        ]),
      },
      `http://127.0.0.1:${SHELL_PORT}/healthz`,
    ),
  );
  console.log(`\nThe site runs at http://localhost:${SHELL_PORT}  (sandbox API http://127.0.0.1:${SANDBOX_PORT}/api; Ctrl+C stops)\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
