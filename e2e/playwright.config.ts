import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@casino/server-kit/browser';

/**
 * Parallel runs: each Playwright worker gets its own sandbox (in-memory database), its own shell
 * servers and its own copy of the published release, so a test that resets the sandbox, injects a
 * fault or promotes a release never touches what another worker's test sees. Ports step by 10 per
 * worker from npm start's (8080/4000/6001) e2e counterparts.
 */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const BASE_SHELL_PORT = Number(process.env.E2E_SHELL_PORT ?? 8180);
const BASE_SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4100);
const BASE_SANDBOX_WS_PORT = Number(process.env.E2E_SANDBOX_WS_PORT ?? 6101);
const repoRoot = path.resolve(__dirname, '..');
/** One retry on CI (a flaky test is reported as flaky, not hidden), none locally. */
const RETRIES = process.env.CI ? 1 : 0;
/** The server render's budget of the suite's shell servers (docs/ssr.md); see shellServerEnv. */
export const SSR_TIMEOUT_MS = 5000;
/** What scripts/test.ts published; each worker serves a copy of it. */
export const publishedReleaseDir = process.env.E2E_RELEASE_DIR ?? path.join(__dirname, '.release');

interface WorkerServers {
  shellPort: number;
  /** A second shell server on the same release and sandbox, configured as a demo-mode site. */
  demoShellPort: number;
  sandboxPort: number;
  sandboxWsPort: number;
  releaseDir: string;
}

function serversOf(index: number): WorkerServers {
  return {
    shellPort: BASE_SHELL_PORT + 10 * index,
    demoShellPort: BASE_SHELL_PORT + 10 * index + 1,
    sandboxPort: BASE_SANDBOX_PORT + 10 * index,
    sandboxWsPort: BASE_SANDBOX_WS_PORT + 10 * index,
    releaseDir: `${publishedReleaseDir}-w${index}`,
  };
}

// Inside a worker, TEST_PARALLEL_INDEX (0 … workers-1) names its servers; the main process uses 0.
const own = serversOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const SHELL_PORT = own.shellPort;
export const DEMO_SHELL_PORT = own.demoShellPort;
export const SANDBOX_PORT = own.sandboxPort;
export const SANDBOX_WS_PORT = own.sandboxWsPort;
export const releaseDir = own.releaseDir;

const workerServers = Array.from({ length: WORKERS }, (_, index) => serversOf(index));
// The main process (no worker index) lays out each worker's release before the servers start.
if (process.env.TEST_WORKER_INDEX === undefined && fs.existsSync(publishedReleaseDir)) {
  for (const servers of workerServers) {
    fs.rmSync(servers.releaseDir, { recursive: true, force: true });
    fs.cpSync(publishedReleaseDir, servers.releaseDir, { recursive: true });
  }
}
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
/** The secret every shell server signs POST /login's header with and every sandbox checks it with (a test value). */
const LOGIN_HEADER_SECRET = process.env.E2E_LOGIN_HEADER_SECRET ?? 'e2e-login-header-secret-shared-by-both-servers';
/** The secret preview links are signed with (a test value): release-preview.spec.ts signs its links with it. */
export const PREVIEW_SECRET = 'e2e-preview-secret-of-the-shell-servers-0123456789';
/** What Prometheus would show to read a shell server's /metrics (a test value): rum.spec.ts reads them with it. */
export const METRICS_TOKEN = 'e2e-metrics-token-of-the-shell-servers-0123456789';

/** The environment of a shell server on a worker's release and sandbox. */
function shellServerEnv({ releaseDir, sandboxPort, sandboxWsPort }: WorkerServers, port: number, extraEnv: Record<string, string> = {}) {
  return {
    PORT: String(port),
    RELEASE_DIR: releaseDir,
    RELEASE_ENV: 'e2e',
    BACKEND_URL: `http://127.0.0.1:${sandboxPort}`,
    LOGIN_HEADER_SECRET,
    PREVIEW_SECRET,
    METRICS_TOKEN,
    // Every browser of the suite comes from 127.0.0.1: the canary watcher's spec loads pages in four at once.
    RUM_BEACONS_PER_MINUTE: '1000',
    REMOTE_TIMEOUT_MS: '8000',
    MANIFEST_POLL_MS: '1000',
    REALTIME_PORT: String(sandboxWsPort),
    // The specs edit banners and reset the sandbox between tests, and look at the next page at
    // once; the reset announces nothing in real time. Every page asks the backend for its first
    // data (the cache is tested against the real sandbox in shell/server/src/first-data-events.test.ts).
    FIRST_DATA_CACHE_MS: '0',
    // Likewise the pages the server drew (docs/ssr.md, "Cache"): tests/ssr-cache.spec.ts runs a server with it on.
    HTML_CACHE_MS: '0',
    // The sandbox's game and sport pages live on its own origin (another port), framed by the site.
    IFRAME_ALLOWED_HOSTS: `127.0.0.1:${sandboxPort}`,
    // The sandbox's stand-in third-party sign-in, on another origin than the site (another port).
    THIRD_PARTY_LOGINS: JSON.stringify([
      { id: 'sandbox-id', label: 'Sandbox ID', authorizeUrl: `http://127.0.0.1:${sandboxPort}/oauth/sandbox-id/authorize` },
    ]),
    // The whole suite logs the same seeded members in from one address all day long: the edge
    // limits (docs/security.md) would lock them. Their own tests run servers with limits on.
    EDGE_LIMITS: 'off',
    // The server render's budget (docs/ssr.md): 1 s in production; the suite's two workers share two
    // cores with their browsers, and a page past its budget is finished by the browser, which the
    // ssr suite counts as a failure.
    SSR_TIMEOUT_MS: String(SSR_TIMEOUT_MS),
    // One render thread per worker's server (docs/ssr.md, "Render threads"): the pages are rendered
    // as in production, beside the thread that answers, without a thread per core for every worker.
    SSR_THREADS: '1',
    ...extraEnv,
  };
}

/**
 * For a spec that starts a shell server of its own (another site configuration, e.g. a locale
 * strategy): the command, folder and environment of one on this worker's release and sandbox.
 */
export function extraShellServer(port: number, extraEnv: Record<string, string> = {}) {
  return { command: tsx, args: ['shell/server/src/main.ts'], cwd: repoRoot, env: shellServerEnv(own, port, extraEnv) };
}

/** A shell server on a worker's release and sandbox, started and stopped by Playwright. */
function shellServer(servers: WorkerServers, port: number, extraEnv: Record<string, string> = {}) {
  return {
    command: `${tsx} shell/server/src/main.ts`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/healthz`,
    env: shellServerEnv(servers, port, extraEnv),
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers: WORKERS,
  retries: RETRIES,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // page-states.spec.ts: a changed word or control shows; anti-aliasing noise does not.
    toHaveScreenshot: { maxDiffPixelRatio: 0.005 },
  },
  // Screenshot baselines per project, next to the specs: e2e/screenshots/<spec>/<project>/<state>.png.
  snapshotPathTemplate: '{testDir}/../screenshots/{testFileName}/{projectName}/{arg}{ext}',
  reporter: [['list'], ['html', { outputFolder: './report', open: 'never' }], ['json', { outputFile: './results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${SHELL_PORT}`,
    // Recording a trace (a screencast and a DOM snapshot around every action) cost a quarter of the
    // suite's CPU on two cores when every test recorded one to keep it only on failure (docs/testing.md
    // "How long"). With a retry (CI) only the retry records: a test that fails has its trace, from
    // the attempt that failed again or passed. Without one, a failure keeps the trace it recorded.
    trace: RETRIES > 0 ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /demo-mode\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
    {
      name: 'mobile',
      // The outage matrix runs at 1280 px only: the remote loader and its fallbacks are one code
      // path at every width, and 15 more cases would add minutes to every CI run. The nginx suite
      // checks HTTP answers only, which do not depend on the device. Who gets a canary is decided
      // per browser (its bucket cookie), not per layout, and its watcher reads figures, not pages.
      testIgnore: /demo-mode\.spec\.ts|outage(-ssr)?\.spec\.ts|nginx\.spec\.ts|release-canary(-watch)?\.spec\.ts/,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        userAgent: devices['iPhone 13'].userAgent,
      },
    },
    {
      name: 'demo-site',
      testMatch: /demo-mode\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        channel: undefined,
        baseURL: `http://127.0.0.1:${DEMO_SHELL_PORT}`,
      },
    },
  ],
  webServer: workerServers.flatMap((servers) => [
    {
      command: `${tsx} sandbox/src/main.ts`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${servers.sandboxPort}/__sandbox/health`,
      env: {
        SANDBOX_PORT: String(servers.sandboxPort),
        SANDBOX_WS_PORT: String(servers.sandboxWsPort),
        SANDBOX_DB: ':memory:',
        LOGIN_HEADER_SECRET,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    shellServer(servers, servers.shellPort),
    // The demo-mode site: same release and sandbox, another site configuration.
    shellServer(servers, servers.demoShellPort, { DEMO_MODE: 'true' }),
  ]),
});
