/**
 * The bench's own servers, started the way e2e/playwright.config.ts and scripts/lib.ts start
 * them: the sandbox on an in-memory database and the shell server on a release folder, each on a
 * free port, so a bench run never shares state with `npm start`, an e2e run or another bench.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReleaseStore } from '@casino/deploy';
import { KNOWN_APPS } from '@casino/release-format';
import { freePort } from '@casino/server-kit/services';
import { rememberSandbox } from '../../../scripts/browser-tests';
import { startService, stopServices, type Service } from '../../../scripts/lib';
import { repoRoot, type ReleaseDefaults } from '../paths';

export interface Servers {
  shellUrl: string;
  sandboxUrl: string;
  /** The release folder the shell server serves (a private copy, or a fresh publish). */
  releaseDir: string;
  releaseEnv: string;
  /** Where that release came from, for the report. */
  releaseSource: string;
  /**
   * Another shell server on the same release and sandbox, with `env` over the bench's shell
   * settings (e.g. a cache turned off); it stops with the others at the latest.
   */
  startShell(env: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }>;
  stop(): Promise<void>;
}

/**
 * A private release for the run. The published e2e release is copied (source maps left out),
 * because other work rebuilds and republishes it at any time; without one, the built apps are
 * published into a temporary folder with the deploy tool, as npm test does.
 */
async function prepareRelease(defaults: ReleaseDefaults, workDir: string): Promise<{ dir: string; source: string }> {
  const dir = path.join(workDir, 'release');
  if (fs.existsSync(path.join(defaults.releaseDir, 'manifests', `${defaults.env}.json`))) {
    fs.cpSync(defaults.releaseDir, dir, { recursive: true, filter: (source) => !source.endsWith('.map') });
    return { dir, source: `a copy of ${defaults.releaseDir}` };
  }
  if (defaults.explicit) throw new Error(`BENCH_RELEASE_DIR=${defaults.releaseDir} has no manifests/${defaults.env}.json`);
  const missing = KNOWN_APPS.filter((app) => !fs.existsSync(path.join(repoRoot, app.app, 'dist')));
  if (missing.length > 0) {
    throw new Error(
      `No published release at ${defaults.releaseDir} and no build of ${missing.map((app) => app.app).join(', ')}: run npm run build first.`,
    );
  }
  const store = new ReleaseStore({ releaseDir: dir, repoRoot, actor: 'bench' });
  for (const app of KNOWN_APPS) await store.publish({ app: app.app, env: defaults.env, allowSuffix: true });
  return { dir, source: `the builds in <app>/dist, published into ${dir}` };
}

/** Starts the sandbox and the shell server for one bench run. */
export async function startServers(defaults: ReleaseDefaults): Promise<Servers> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-bench-'));
  const services: Service[] = [];
  const stop = async () => {
    await stopServices(services);
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  try {
    const release = await prepareRelease(defaults, workDir);
    const [shellPort, sandboxPort, sandboxWsPort] = [await freePort(), await freePort(), await freePort()];
    // One secret for both: the shell server signs POST /login's header, the sandbox checks it.
    const loginHeaderSecret = randomBytes(32).toString('base64url');
    services.push(
      await startService(
        'sandbox',
        'sandbox/src/main.ts',
        {
          SANDBOX_PORT: String(sandboxPort),
          SANDBOX_WS_PORT: String(sandboxWsPort),
          SANDBOX_DB: ':memory:',
          SANDBOX_LOG_LEVEL: 'warn',
          LOGIN_HEADER_SECRET: loginHeaderSecret,
        },
        `http://127.0.0.1:${sandboxPort}/__sandbox/health`,
        60_000,
        { quiet: true },
      ),
    );
    const shellEnv = {
      RELEASE_DIR: release.dir,
      RELEASE_ENV: defaults.env,
      BACKEND_URL: `http://127.0.0.1:${sandboxPort}`,
      LOGIN_HEADER_SECRET: loginHeaderSecret,
      REALTIME_PORT: String(sandboxWsPort),
      // The page polls the live manifest; at the default minute a poll could land inside a
      // measurement's quiet window, so the bench moves it out of the way.
      MANIFEST_POLL_MS: String(10 * 60_000),
    };
    const startShell = async (port: number, env: Record<string, string> = {}) => {
      const service = await startService(
        'shell server',
        'shell/server/src/main.ts',
        { ...shellEnv, ...env, PORT: String(port) },
        `http://127.0.0.1:${port}/healthz`,
        60_000,
        { quiet: true },
      );
      services.push(service);
      return service;
    };
    await startShell(shellPort);
    // loginThroughApi (the measurements' logins) reads captcha answers from this sandbox
    rememberSandbox(`http://127.0.0.1:${shellPort}`, `http://127.0.0.1:${sandboxPort}`);
    return {
      shellUrl: `http://127.0.0.1:${shellPort}`,
      sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
      releaseDir: release.dir,
      releaseEnv: defaults.env,
      releaseSource: release.source,
      startShell: async (env) => {
        const port = await freePort();
        const service = await startShell(port, env);
        return {
          url: `http://127.0.0.1:${port}`,
          stop: async () => {
            services.splice(services.indexOf(service), 1);
            await stopServices([service]);
          },
        };
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
