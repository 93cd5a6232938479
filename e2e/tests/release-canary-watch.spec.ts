import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser } from '../pages/test';
import { HomePage } from '../pages/home-page';
import { PrometheusServer } from '../pages/prometheus';
import { bootVersion, deployCli, deployCommand, livePollSees, release } from '../pages/release';
import { sandbox } from '../pages/sandbox';
import { METRICS_TOKEN, SHELL_PORT } from '../playwright.config';

/**
 * The canary watcher against a real Prometheus (docs/deploy.md, "Watching a canary"): Debian's
 * Prometheus scrapes this worker's shell server's /metrics every second, browsers in both buckets
 * load the home page (the sandbox's site reports every page), and `deploy watch` reads the figures
 * with PromQL and acts: a canary whose home page throws for a share of its browsers is aborted and
 * its players are back on the live version at their next navigation; a healthy one is promoted
 * after healthy intervals in a row; with Prometheus down it decides nothing and says so.
 */

const BUCKET = 'casino_bucket';
/** The broken canary throws while drawing home in browsers with this cookie: a share of its renders. */
const THROWS = 'e2e_canary_throws';
/** The canary gets buckets 0–49: 10 and 11 are in it, 90 is not. */
const PERCENT = '50';
/** Sampled views on each side before the watcher judges (the default is 200; the suite's machine has two cores). */
const MIN_VIEWS = '4';
/** Page loads per browser, two browsers a side: a counter's first value is Prometheus' baseline, so each side gets more than MIN_VIEWS. */
const LOADS = 4;

test.describe.configure({ mode: 'serial' });
// A canary's gates, page loads in four browsers and Prometheus' scrapes: a minute or two on two cores.
test.slow();

const prometheus = new PrometheusServer({ port: SHELL_PORT, token: METRICS_TOKEN });

test.beforeAll(async () => {
  await prometheus.start();
});

test.afterAll(async () => {
  await prometheus.stop();
});

let live = '';

test.beforeEach(async () => {
  await sandbox.reset();
  live = await release.liveVersion('mf-home');
});

test.afterEach(async () => {
  await deployCli('canary', 'abort', 'mf-home', '--env', 'e2e');
  // A promoted canary is the live version now: the next tests of this worker expect the build the suite published.
  if ((await release.liveVersion('mf-home')) !== live) await release.rollback('mf-home', live);
});

/** A browser with its bucket (and whether the broken canary throws in it), loading home `loads` times; each load is one sampled view. */
async function loadHome(browser: Browser, baseURL: string, bucket: string, loads: number, throws = false): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    await context.addCookies([
      { name: BUCKET, value: bucket, url: baseURL },
      ...(throws ? [{ name: THROWS, value: '1', url: baseURL }] : []),
    ]);
    const page = await context.newPage();
    for (let load = 0; load < loads; load += 1) {
      await page.goto('/');
      // The reporter is on the page (after its first view); leaving the page sends its view.
      await expect(page.locator('html[data-rum="sampled"]')).toBeAttached({ timeout: 20_000 });
      await page.goto('about:blank');
    }
  } finally {
    await context.close();
  }
}

/** Resolves once Prometheus has scraped at least `views` sampled views of each version. */
async function scraped(versions: string[], views: number): Promise<void> {
  for (const version of versions) {
    await expect.poll(() => prometheus.views('mf_home', version), { timeout: 20_000 }).toBeGreaterThanOrEqual(views);
  }
}

/** The canary's steps in the history, newest last. */
async function canaryHistory(): Promise<Array<{ action: string; version?: string; reason?: string }>> {
  const history = await deployCli('history', '--env', 'e2e', '--app', 'mf-home', '--json');
  return (JSON.parse(history.stdout) as Array<{ action: string; version?: string; reason?: string }>).filter((entry) =>
    entry.action.startsWith('canary'),
  );
}

interface Decision {
  app: string;
  canary: string;
  verdict: string;
  action: string;
  detail: string;
  healthyInARow: number;
}

const decisionsOf = (stdout: string) =>
  stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Decision);

test('a canary whose home page throws for a share of its browsers is aborted, and they are back on the live version at their next navigation', async ({
  page,
  browser,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const canary = '0.0.9-throws';
  const copy = await release.copyOfLive('mf-home', (dir) => throwWhenCookie(dir, THROWS));
  try {
    await release.store().publish({ app: 'mf-home', env: 'e2e-older', from: copy, version: canary });
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
  // Its smoke browser has no such cookie and would pass it: the gate is skipped to say so plainly.
  const started = await deployCli('canary', 'mf-home', '--env', 'e2e', '--version', canary, '--percent', PERCENT, '--no-smoke');
  expect(started.stdout).toContain(`started a canary of mf-home ${canary} for 50 % of browsers in e2e`);

  // A player in the canary's share whose home page fails: the remote's area says so, the shell stays.
  await page.context().addCookies([
    { name: BUCKET, value: '10', url: baseURL },
    { name: THROWS, value: '1', url: baseURL },
  ]);
  const home = new HomePage(page);
  await home.open();
  expect(await bootVersion(page, 'mf_home')).toBe(canary);
  await expect(home.remoteFallback).toBeVisible();

  // Views on both sides: the canary's, half of them throwing, and the live version's.
  await Promise.all([
    loadHome(browser, baseURL, '10', LOADS, true),
    loadHome(browser, baseURL, '11', LOADS),
    loadHome(browser, baseURL, '90', LOADS),
    loadHome(browser, baseURL, '91', LOADS),
  ]);
  await scraped([canary, live], LOADS * 2);
  await expect.poll(() => prometheus.errors('mf_home', canary), { timeout: 20_000 }).toBeGreaterThanOrEqual(LOADS);

  const seen = livePollSees(page, 'mf_home', live);
  const watch = await deployCli(...watchArgs(prometheus.url), '--once');
  expect(watch.code).toBe(0);
  const [decision] = decisionsOf(watch.stdout);
  expect(decision).toMatchObject({ app: 'mf-home', canary, verdict: 'worse-errors', action: 'aborted' });
  expect(decision!.detail).toMatch(/^errors \d+\.\d\d % canary \/ \d+\.\d\d % live/);
  const [, aborted] = (await canaryHistory()).slice(-2);
  expect(aborted).toMatchObject({ action: 'canary-abort' });
  expect(aborted!.reason).toContain(`deploy watch: worse-errors: ${decision!.detail}`);

  // The player's page learns it from the live manifest and takes the live version at the next navigation.
  await seen;
  await home.navigateTo('Promotions');
  await expect(page).toHaveURL(/\/discount$/);
  await expect.poll(() => bootVersion(page, 'mf_home')).toBe(live);
  await home.navigateTo('Home');
  await expect(home.demoButton).toBeVisible();
  await expect(home.remoteFallback).toHaveCount(0);
});

test('a healthy canary is promoted after healthy intervals in a row', async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const canary = '0.0.9-healthy';
  await release.publishOlder('mf-home', canary, 'Try demo games');
  const started = await deployCli('canary', 'mf-home', '--env', 'e2e', '--version', canary, '--percent', PERCENT);
  expect(started.stdout).toContain(`started a canary of mf-home ${canary}`);

  await Promise.all(['10', '11', '90', '91'].map((bucket) => loadHome(browser, baseURL, bucket, LOADS / 2 + 1)));
  await scraped([canary, live], LOADS + 1);

  // The watcher as it runs in production, looking every second here, until it promotes after two healthy looks.
  // Without the smoke gate's browser, as deploy/k8s/canary-watch.yaml runs it (the canary passed it when it started).
  const decisions = await watchUntil(
    watchArgs(prometheus.url, ['--interval', '1', '--healthy', '2', '--no-smoke']),
    (d) => d.action !== 'none',
  );
  const last = decisions.at(-1)!;
  expect(last).toMatchObject({ app: 'mf-home', canary, verdict: 'healthy', action: 'promoted', healthyInARow: 2 });
  expect(decisions.filter((d) => d.canary === canary).map((d) => d.verdict)).toEqual(['healthy', 'healthy']);
  expect(await release.liveVersion('mf-home')).toBe(canary);
  const [, promoted] = (await canaryHistory()).slice(-2);
  expect(promoted).toMatchObject({ action: 'canary-promote' });
  expect(promoted!.reason).toContain('deploy watch: healthy 2 intervals in a row');
});

test('with Prometheus down the watcher decides nothing and says so, and the canary goes on', async () => {
  const canary = '0.0.9-unwatched';
  await release.publishOlder('mf-home', canary, 'Try demo games');
  await deployCli('canary', 'mf-home', '--env', 'e2e', '--version', canary, '--percent', PERCENT);
  // Whatever the pages reported, nobody can read it now.
  const url = prometheus.url;
  await prometheus.stop();

  const watch = await deployCli(...watchArgs(url, ['--healthy', '1']), '--once');
  expect(watch.code).toBe(0);
  const [decision] = decisionsOf(watch.stdout);
  expect(decision).toMatchObject({ app: 'mf-home', canary, verdict: 'no-figures', action: 'none', healthyInARow: 0 });
  expect(decision!.detail).toMatch(new RegExp(`^Prometheus at ${url.replace(/\./g, '\\.')} did not answer: .*; no decision$`));
  const status = await deployCli('canary', 'status', '--env', 'e2e', '--json');
  expect(JSON.parse(status.stdout)).toEqual([
    expect.objectContaining({ app: 'mf-home', canary: expect.objectContaining({ version: canary }) }),
  ]);
  expect(await release.liveVersion('mf-home')).toBe(live);
});

/** `deploy watch` on this worker's e2e env, judging on a few views (MIN_VIEWS) over the last 5 minutes. */
function watchArgs(url: string, extra: string[] = []): string[] {
  // The suite's pages share two cores with their browsers: their LCP varies far more than a real
  // site's between two versions of one build. The vitals rule has its own unit tests (analysis.test.ts).
  return ['watch', '--env', 'e2e', '--prometheus', url, '--window', '5m', '--min-views', MIN_VIEWS, '--vital-ratio', '10', ...extra];
}

/** Runs `deploy watch` until a decision meets `done`, then stops it as a Deployment would (SIGTERM); resolves with its decisions. */
function watchUntil(args: string[], done: (decision: Decision) => boolean): Promise<Decision[]> {
  const { command, args: fullArgs, cwd } = deployCommand(...args);
  const child = spawn(command, fullArgs, { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
  const decisions: Decision[] = [];
  let buffer = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`deploy watch decided nothing final: ${JSON.stringify(decisions)}`));
    }, 90_000);
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines.filter(Boolean)) {
        const decision = JSON.parse(line) as Decision;
        if (!decision.app) continue; // a look at an environment without canaries
        decisions.push(decision);
        if (done(decision)) child.kill('SIGTERM');
      }
    });
    child.on('exit', () => {
      clearTimeout(timer);
      resolve(decisions);
    });
    child.on('error', reject);
  });
}

/**
 * Makes a copied build's home page throw while drawing in a browser that has `cookie` (only the
 * browser build: the server still draws the page, and the browser's hydration fails, as a real bug
 * in a component's effect-free render would).
 */
function throwWhenCookie(dir: string, cookie: string): void {
  const marker = '"data-testid":"home-page"';
  const files = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.js') && fs.readFileSync(path.join(dir, file), 'utf8').includes(marker));
  if (files.length !== 1) throw new Error(`the home page is in ${files.length} chunks of ${dir}`);
  const file = path.join(dir, files[0]!);
  const thrown = `(document.cookie.includes(${JSON.stringify(`${cookie}=1`)})?(()=>{throw new Error("e2e: a canary that breaks home")})():"home-page")`;
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(marker, `"data-testid":${thrown}`));
}
