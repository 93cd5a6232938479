/**
 * Benchmark of the shell server's page rendering (the answer to every client route): throughput
 * and memory over many renders, against budgets; then `GET /` under load over HTTP (autocannon,
 * c=50) against the real sandbox, with the first-data cache off and on. Run with `npm run bench`;
 * not part of npm test. BENCH_LOAD_SECONDS (default 10) sets each load run's length; 0 skips them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startService, stopServices, type Service } from '../../scripts/lib';
import { buildServer } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { freePort } from '../server/src/edge-limits/probe-support';

const BUDGET = {
  /** Renders per second on one core of the 2-core CI machine. */
  minRendersPerSecond: 400,
  /** Heap growth after the measured renders, once garbage is collected. */
  maxHeapGrowthMb: 25,
  /** The shell's entry script, gzipped, when a build exists. */
  maxEntryKbGzip: 60,
  /** `GET /` pages per second at 50 connections with the first-data cache on, HTML not cached (issue 24). */
  minHomePagesPerSecond: 200,
};

interface LoadFigure {
  pagesPerSecond: number;
  p99Ms: number;
  errors: number;
}

/**
 * `GET /` at 50 connections for `seconds` against a shell server child process on `releaseDir`
 * whose first data comes from the real sandbox (another child process), with FIRST_DATA_CACHE_MS
 * as given (0: every page asks the backend), after a 3 s warm-up.
 */
async function homeUnderLoad(releaseDir: string, sandboxUrl: string, cacheMs: number, seconds: number): Promise<LoadFigure> {
  const port = await freePort();
  const services: Service[] = [];
  try {
    services.push(
      await startService(
        'shell server',
        'shell/server/src/main.ts',
        {
          PORT: String(port),
          RELEASE_DIR: releaseDir,
          RELEASE_ENV: 'bench',
          BACKEND_URL: sandboxUrl,
          FIRST_DATA_CACHE_MS: String(cacheMs),
          // One client address sends every request: the edge limits are not what is measured.
          EDGE_LIMITS: 'off',
          REALTIME_ENABLED: 'false',
          LOG_LEVEL: 'error',
        },
        `http://127.0.0.1:${port}/healthz`,
        60_000,
        { quiet: true },
      ),
    );
    const url = `http://127.0.0.1:${port}/`;
    await autocannon({ url, connections: 50, duration: 3 });
    const result = await autocannon({ url, connections: 50, duration: seconds });
    return { pagesPerSecond: result.requests.average, p99Ms: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts };
  } finally {
    await stopServices(services);
  }
}

/** The load figures, cache off then on, with one sandbox for both. */
async function loadFigures(releaseDir: string, seconds: number): Promise<{ off: LoadFigure; on: LoadFigure }> {
  const [sandboxPort, sandboxWsPort] = [await freePort(), await freePort()];
  const sandbox = await startService(
    'sandbox',
    'sandbox/src/main.ts',
    { SANDBOX_PORT: String(sandboxPort), SANDBOX_WS_PORT: String(sandboxWsPort), SANDBOX_DB: ':memory:', SANDBOX_LOG_LEVEL: 'warn' },
    `http://127.0.0.1:${sandboxPort}/__sandbox/health`,
    60_000,
    { quiet: true },
  );
  try {
    const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    const off = await homeUnderLoad(releaseDir, sandboxUrl, 0, seconds);
    const on = await homeUnderLoad(releaseDir, sandboxUrl, 5000, seconds);
    return { off, on };
  } finally {
    await stopServices([sandbox]);
  }
}

const RENDERS = 4000;

async function main() {
  const releaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-bench-'));
  const shellDir = path.join(releaseDir, 'shell', '1.0.0');
  fs.mkdirSync(shellDir, { recursive: true });
  const built = path.join(__dirname, '..', 'dist', 'index.html');
  fs.writeFileSync(
    path.join(shellDir, 'index.html'),
    fs.existsSync(built)
      ? fs.readFileSync(built)
      : '<html lang="en"><head><title>x</title><!--casino:head--></head><body><!--casino:boot--></body></html>',
  );
  for (const folder of ['manifests', 'remotes']) fs.mkdirSync(path.join(releaseDir, folder));
  const remotes = Object.fromEntries(
    ['mf_home', 'mf_auth', 'mf_games', 'mf_member', 'mf_proxy'].map((name) => {
      const app = name.replace('_', '-');
      return [name, { app, name, version: '1.0.0', entry: `/remotes/${app}/1.0.0/mf-manifest.json`, integrity: 'sha384-x' }];
    }),
  );
  fs.writeFileSync(
    path.join(releaseDir, 'manifests', 'bench.json'),
    JSON.stringify({ schema: 1, env: 'bench', shell: { version: '1.0.0' }, remotes }),
  );

  // No backend for the in-process renders: what is measured is the page itself.
  const app = await buildServer(
    loadConfig({ RELEASE_DIR: releaseDir, RELEASE_ENV: 'bench', LOG_LEVEL: 'error', FIRST_DATA_TIMEOUT_MS: '0' }),
  );
  const paths = ['/', '/discount/3', '/gameHall/2', '/user/Info', '/faq', '/no/such/page'];
  for (let i = 0; i < 200; i += 1) await app.inject({ method: 'GET', url: paths[i % paths.length] ?? '/' });

  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = process.hrtime.bigint();
  for (let i = 0; i < RENDERS; i += 1) {
    const response = await app.inject({
      method: 'GET',
      url: paths[i % paths.length] ?? '/',
      headers: { cookie: i % 2 ? 'i18n_redirected=zh_CN' : '' },
    });
    if (response.statusCode !== 200 && response.statusCode !== 404) throw new Error(`render failed: ${response.statusCode}`);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  global.gc?.();
  const heapGrowthMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  await app.close();
  const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
  const load = loadSeconds > 0 ? await loadFigures(releaseDir, loadSeconds) : null;
  fs.rmSync(releaseDir, { recursive: true, force: true });

  const rendersPerSecond = RENDERS / seconds;
  const results: [string, string, boolean][] = [
    [
      'page renders per second',
      `${rendersPerSecond.toFixed(0)} (budget ≥ ${BUDGET.minRendersPerSecond})`,
      rendersPerSecond >= BUDGET.minRendersPerSecond,
    ],
    [
      'heap growth after renders',
      `${heapGrowthMb.toFixed(1)} MB (budget ≤ ${BUDGET.maxHeapGrowthMb} MB${global.gc ? '' : ', without --expose-gc'})`,
      heapGrowthMb <= BUDGET.maxHeapGrowthMb,
    ],
  ];

  if (load) {
    const figure = ({ pagesPerSecond, p99Ms, errors }: LoadFigure) =>
      `${pagesPerSecond.toFixed(0)} pages/s, p99 ${p99Ms} ms${errors ? `, ${errors} errors` : ''}`;
    results.push(
      // For comparison only: what every page asking the backend costs (errors here are pages that timed out).
      ['GET / at c=50, first-data cache off', `${figure(load.off)} (for comparison, no budget)`, true],
      [
        'GET / at c=50, first-data cache on',
        `${figure(load.on)} (budget ≥ ${BUDGET.minHomePagesPerSecond} pages/s)`,
        load.on.errors === 0 && load.on.pagesPerSecond >= BUDGET.minHomePagesPerSecond,
      ],
    );
  }

  const dist = path.join(__dirname, '..', 'dist');
  const entry = fs.existsSync(dist) ? fs.readdirSync(dist).find((file) => /^main\.[0-9a-f]+\.js$/.test(file)) : undefined;
  if (entry) {
    const kb = gzipSync(fs.readFileSync(path.join(dist, entry))).length / 1024;
    results.push(['shell entry script (gzip)', `${kb.toFixed(1)} KB (budget ≤ ${BUDGET.maxEntryKbGzip} KB)`, kb <= BUDGET.maxEntryKbGzip]);
  }

  console.log(
    `load average while measuring: ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(', ')} on ${os.cpus().length} cores`,
  );
  for (const [name, value, ok] of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${value}`);
  const failed = results.filter(([, , ok]) => !ok).length;
  console.log(`bench: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

void main();
