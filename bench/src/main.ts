/**
 * npm run bench: starts its own sandbox and shell server on a private copy of the published
 * release, drives Chromium through each measurement, prints the figures against their budgets
 * and writes bench/results/latest.json. Not part of npm test; budgets that fail are reported and
 * the exit code stays 0 unless --strict.
 *
 *   npm run bench -w @casino/bench -- [--only P1,P5] [--runs 3] [--samples 200] [--cycles 50] [--strict]
 *
 * BENCH_RELEASE_DIR (default e2e/.release), BENCH_RELEASE_ENV (default e2e) and CHROMIUM_PATH
 * (default /usr/bin/chromium) choose what runs where.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { launchBrowser } from './harness/browser';
import { startServers } from './harness/servers';
import { releaseDefaults, resultsDir } from './paths';
import { formatTable, print } from './report/table';
import { budgetText, passes, type Figure, type Measurement, type MeasurementOutcome } from './measurements/measurement';
import { transferSize } from './measurements/transfer-size';
import { roundTrips } from './measurements/round-trips';
import { mobileVitals } from './measurements/mobile-vitals';
import { remoteSwitch } from './measurements/remote-switch';
import { realtimeLatency } from './measurements/realtime-latency';
import { navigationLeaks } from './measurements/navigation-leaks';
import { serverRender } from './measurements/server-render';

const MEASUREMENTS: Measurement[] = [transferSize, roundTrips, mobileVitals, serverRender, remoteSwitch, realtimeLatency, navigationLeaks];

const USAGE = `usage: bench [--only P1,P2,LCP,SSR,P4,P5,P7] [--runs <n>] [--samples <n>] [--cycles <n>] [--json <file>] [--strict]

  --only     measurements to run (default all): ${MEASUREMENTS.map((m) => m.id).join(', ')}
  --runs     fresh page loads per timed figure, the median is reported (default 3)
  --samples  real-time events published for P5, and GET / answers per layout for SSR (default 200)
  --cycles   navigation cycles for P7 (default 50)
  --json     where to write the results (default bench/results/latest.json)
  --strict   exit 1 when a budget fails (default: report only)`;

interface Result extends Partial<MeasurementOutcome> {
  id: string;
  title: string;
  seconds: number;
  error?: string;
}

function parseOptions() {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      runs: { type: 'string', default: '3' },
      samples: { type: 'string', default: '200' },
      cycles: { type: 'string', default: '50' },
      json: { type: 'string', default: path.join(resultsDir, 'latest.json') },
      strict: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const count = (name: string, raw: string) => {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number of at least 1 (got "${raw}")\n${USAGE}`);
    return value;
  };
  const only = values.only?.split(',').map((id) => id.trim().toUpperCase());
  const unknown = only?.filter((id) => !MEASUREMENTS.some((m) => m.id === id)) ?? [];
  if (unknown.length > 0) throw new Error(`unknown measurement ${unknown.join(', ')}\n${USAGE}`);
  return {
    help: values.help,
    strict: values.strict,
    json: path.resolve(values.json),
    runs: count('runs', values.runs),
    samples: count('samples', values.samples),
    cycles: count('cycles', values.cycles),
    measurements: only ? MEASUREMENTS.filter((m) => only.includes(m.id)) : MEASUREMENTS,
  };
}

const DECIMALS: Partial<Record<Figure['unit'], number>> = { KiB: 1, MiB: 1, RTT: 1, score: 3 };
const formatValue = (figure: Figure) => `${figure.value.toFixed(DECIMALS[figure.unit] ?? 0)} ${figure.unit}`;

function summary(results: Result[]): string {
  const rows: string[][] = [];
  for (const result of results) {
    if (result.error) {
      rows.push([result.id, result.title, 'error', '', 'ERROR']);
      continue;
    }
    for (const figure of result.figures ?? []) {
      const pass = passes(figure);
      rows.push([result.id, figure.label, formatValue(figure), budgetText(figure), pass === null ? '' : pass ? 'PASS' : 'FAIL']);
    }
  }
  return formatTable(
    [
      { header: 'id' },
      { header: 'figure' },
      { header: 'value', align: 'right' },
      { header: 'budget', align: 'right' },
      { header: 'status' },
    ],
    rows,
  );
}

async function main(): Promise<number> {
  const options = parseOptions();
  if (options.help) {
    print(USAGE);
    return 0;
  }
  const started = new Date();
  // Timed figures move with what else the machine runs; the load average goes into the results.
  const loadBefore = os.loadavg()[0] ?? 0;
  print(`Bench: starting the sandbox and the shell server… (load average ${loadBefore.toFixed(1)} on ${os.cpus().length} CPUs)`);
  const servers = await startServers(releaseDefaults());
  const stopping = async () => {
    await servers.stop();
    process.exit(130);
  };
  process.once('SIGINT', stopping);
  process.once('SIGTERM', stopping);
  const results: Result[] = [];
  let chromium = '';
  try {
    print(`  release: ${servers.releaseSource} (env ${servers.releaseEnv}); shell ${servers.shellUrl}, sandbox ${servers.sandboxUrl}`);
    const browser = await launchBrowser();
    chromium = browser.version();
    try {
      for (const measurement of options.measurements) {
        print(`\n${measurement.id} ${measurement.title}`);
        const begin = Date.now();
        try {
          const outcome = await measurement.run({
            browser,
            servers,
            runs: options.runs,
            samples: options.samples,
            cycles: options.cycles,
            progress: (text) => print(`  … ${text}`),
          });
          results.push({ id: measurement.id, title: measurement.title, seconds: (Date.now() - begin) / 1000, ...outcome });
          for (const figure of outcome.figures) print(`  ${figure.label}: ${formatValue(figure)}`);
          for (const note of outcome.notes) print(`  (${note})`);
        } catch (error) {
          const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
          results.push({ id: measurement.id, title: measurement.title, seconds: (Date.now() - begin) / 1000, error: message });
          console.error(`  ${measurement.id} could not be measured: ${message}`);
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    process.off('SIGINT', stopping);
    process.off('SIGTERM', stopping);
    await servers.stop();
  }

  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
    chromium,
    loadAverage: { atStart: loadBefore, atEnd: os.loadavg()[0] ?? 0 },
  };
  fs.mkdirSync(path.dirname(options.json), { recursive: true });
  const report = {
    date: started.toISOString(),
    machine,
    release: { source: servers.releaseSource, env: servers.releaseEnv },
    options: { runs: options.runs, samples: options.samples, cycles: options.cycles },
    results,
  };
  // Written as the repository's Prettier writes JSON: npm test's `prettier --check .` reads the
  // nested results folder too (it honours only the root ignore files).
  fs.writeFileSync(options.json, await format(JSON.stringify(report), { ...(await resolveConfig(options.json)), parser: 'json' }));

  print(
    `\nSummary (${started.toISOString()}, ${machine.cpus} × ${machine.cpuModel}, load ${loadBefore.toFixed(1)} → ${machine.loadAverage.atEnd.toFixed(1)}, Chromium ${chromium}):\n`,
  );
  print(summary(results));
  print(`\nResults: ${path.relative(process.cwd(), options.json) || options.json}`);
  // A measurement that could not be taken is a broken bench, --strict or not.
  if (results.some((result) => result.error)) return 1;
  const overBudget = results.some((result) => (result.figures ?? []).some((figure) => passes(figure) === false));
  return options.strict && overBudget ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
