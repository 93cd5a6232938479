import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** Ports of the test servers: apart from npm start's 8080/4000 so both can run at once. */
export const SHELL_PORT = Number(process.env.E2E_SHELL_PORT ?? 8180);
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4100);
/** A second shell server on the same release and sandbox, configured as a demo-mode site. */
export const DEMO_SHELL_PORT = Number(process.env.E2E_DEMO_SHELL_PORT ?? SHELL_PORT + 1);
export const SANDBOX_WS_PORT = Number(process.env.E2E_SANDBOX_WS_PORT ?? 6101);
const repoRoot = path.resolve(__dirname, '..');
export const releaseDir = process.env.E2E_RELEASE_DIR ?? path.join(__dirname, '.release');
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A shell server on the e2e release and sandbox, started and stopped by Playwright. */
function shellServer(port: number, extraEnv: Record<string, string> = {}) {
  return {
    command: `${tsx} shell/server/src/main.ts`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/healthz`,
    env: {
      PORT: String(port),
      RELEASE_DIR: releaseDir,
      RELEASE_ENV: 'e2e',
      BACKEND_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
      REMOTE_TIMEOUT_MS: '8000',
      MANIFEST_POLL_MS: '1000',
      REALTIME_PORT: String(SANDBOX_WS_PORT),
      ...extraEnv,
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: './report', open: 'never' }], ['json', { outputFile: './results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${SHELL_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /demo-mode\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
    {
      name: 'mobile',
      testIgnore: /demo-mode\.spec\.ts/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, userAgent: devices['iPhone 13'].userAgent },
    },
    {
      name: 'demo-site',
      testMatch: /demo-mode\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined, baseURL: `http://127.0.0.1:${DEMO_SHELL_PORT}` },
    },
  ],
  webServer: [
    {
      command: `${tsx} sandbox/src/main.ts`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${SANDBOX_PORT}/__sandbox/health`,
      env: { SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_WS_PORT: String(SANDBOX_WS_PORT), SANDBOX_DB: ':memory:' },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    shellServer(SHELL_PORT),
    // The demo-mode site: same release and sandbox, another site configuration.
    shellServer(DEMO_SHELL_PORT, { DEMO_MODE: 'true' }),
  ],
});
