/**
 * Benchmark of the shell server's page rendering (the answer to every client route): throughput
 * and memory over many renders, against budgets. Run with `npm run bench`; not part of npm test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildServer } from '../server/src/app';
import { loadConfig } from '../server/src/config';

const BUDGET = {
  /** Renders per second on one core of the 2-core CI machine. */
  minRendersPerSecond: 400,
  /** Heap growth after the measured renders, once garbage is collected. */
  maxHeapGrowthMb: 25,
  /** The shell's entry script, gzipped, when a build exists. */
  maxEntryKbGzip: 60,
};

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

  const app = await buildServer(loadConfig({ RELEASE_DIR: releaseDir, RELEASE_ENV: 'bench', LOG_LEVEL: 'error' }));
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

  const dist = path.join(__dirname, '..', 'dist');
  const entry = fs.existsSync(dist) ? fs.readdirSync(dist).find((file) => /^main\.[0-9a-f]+\.js$/.test(file)) : undefined;
  if (entry) {
    const kb = gzipSync(fs.readFileSync(path.join(dist, entry))).length / 1024;
    results.push(['shell entry script (gzip)', `${kb.toFixed(1)} KB (budget ≤ ${BUDGET.maxEntryKbGzip} KB)`, kb <= BUDGET.maxEntryKbGzip]);
  }

  for (const [name, value, ok] of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${value}`);
  const failed = results.filter(([, , ok]) => !ok).length;
  console.log(`bench: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

void main();
