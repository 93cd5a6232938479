/**
 * One run of the size budget check: read the release and the budget table, measure every route
 * on every device, print the table, and say whether a route is over its budget. The CLI
 * (src/size-budget.ts) only parses flags and exits with the code this returns.
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatTable, kib } from '../report/table';
import { SizeCache } from './compressed-size';
import { readPublishedRelease, releasePath } from './published-release';
import { routeAssets, type RouteAssets } from './route-assets';
import { DEVICES } from '../device';
import { KIB, measureRoute, readBudgets, rewrittenBudgets, type RouteMeasurement } from './size-budgets';

export interface SizeCheckOptions {
  releaseDir: string;
  env: string;
  budgetFile: string;
  /** Also write the measurements here as JSON. */
  jsonFile?: string;
  brotli: boolean;
  /** Rewrite the budgets from this run: `tighten` never loosens one, `reset` may. */
  rewrite?: 'tighten' | 'reset';
}

export interface Output {
  line(text?: string): void;
  error(text: string): void;
}

export const EXIT_WITHIN_BUDGET = 0;
export const EXIT_OVER_BUDGET = 1;

/** Gzip bytes per shared module on a route, largest first: what to cut first. */
function sharedBreakdown(assets: RouteAssets, gzipOf: (file: string) => number): [string, number][] {
  const totals = new Map<string, number>();
  for (const asset of assets.assets) {
    if (asset.shareKey === undefined) continue;
    totals.set(asset.shareKey, (totals.get(asset.shareKey) ?? 0) + gzipOf(asset.file));
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

function measurementTable(measurements: RouteMeasurement[], brotli: boolean): string {
  const rows = measurements.map((m) => [
    m.route,
    m.device,
    String(m.files),
    kib(m.sizes.raw),
    kib(m.sizes.gzip),
    m.sizes.brotli === null ? '-' : kib(m.sizes.brotli),
    `${m.byOrigin.shell.toFixed(0)} / ${m.byOrigin.remote.toFixed(0)} / ${m.byOrigin.shared.toFixed(0)}`,
    String(m.budgetKiB),
    m.targetKiB === null ? '' : String(m.targetKiB),
    m.pass ? 'PASS' : 'FAIL',
  ]);
  return formatTable(
    [
      { header: 'route' },
      { header: 'device' },
      { header: 'files', align: 'right' },
      { header: 'raw KiB', align: 'right' },
      { header: 'gzip KiB', align: 'right' },
      { header: brotli ? 'br KiB' : 'br (off)', align: 'right' },
      { header: 'gzip shell / remote / shared', align: 'right' },
      { header: 'budget', align: 'right' },
      { header: 'target', align: 'right' },
      { header: 'status' },
    ],
    rows,
  );
}

/** Runs the check (see the file comment); returns the process exit code. */
export async function runSizeCheck(options: SizeCheckOptions, out: Output): Promise<number> {
  const budgets = readBudgets(options.budgetFile);
  const release = await readPublishedRelease(options.releaseDir, options.env);
  const sizes = new SizeCache({ brotli: options.brotli });
  const sizeOf = (file: string) => sizes.of(releasePath(release.dir, file));

  out.line(`Size budgets ${options.budgetFile} against the release ${release.dir} (env ${release.env}):`);
  out.line(
    `shell ${release.shell.version}; ${[...release.remotes.values()].map((remote) => `${remote.name} ${remote.version}`).join(', ')}`,
  );
  out.line();

  const measurements: RouteMeasurement[] = [];
  const firstRoute: RouteAssets[] = [];
  for (const [index, budget] of budgets.routes.entries()) {
    for (const device of DEVICES) {
      const assets = routeAssets(release, budget.module, device, { withoutKit: budget.withoutKit === true });
      if (index === 0) firstRoute.push(assets);
      measurements.push(measureRoute(budget, assets, sizeOf));
    }
  }
  out.line(measurementTable(measurements, options.brotli));
  out.line();
  for (const assets of firstRoute) {
    const breakdown = sharedBreakdown(assets, (file) => sizeOf(file).gzip)
      .map(([key, bytes]) => `${key} ${(bytes / KIB).toFixed(0)}`)
      .join(', ');
    out.line(`Shared modules on ${budgets.routes[0]?.route} (${assets.device}), gzip KiB: ${breakdown || 'none'}`);
  }
  const split = firstRoute.find((assets) => assets.deviceSplitIn !== null);
  out.line(
    split
      ? `Device split: each device loads its own kit chunks (found in ${split.deviceSplitIn}).`
      : 'Device split: none in this build (no kit-desktop / kit-mobile chunks), so both devices get the same files.',
  );

  if (options.jsonFile) {
    fs.mkdirSync(path.dirname(path.resolve(options.jsonFile)), { recursive: true });
    fs.writeFileSync(options.jsonFile, `${JSON.stringify({ release: release.dir, env: release.env, measurements }, null, 2)}\n`);
  }
  if (options.rewrite) {
    const next = rewrittenBudgets(budgets, measurements, { loosen: options.rewrite === 'reset' });
    fs.writeFileSync(options.budgetFile, `${JSON.stringify(next, null, 2)}\n`);
    out.line(
      `Budgets ${options.rewrite === 'reset' ? 'reset' : 'tightened'} to the measured size + ${Math.round(budgets.headroom * 100)} %.`,
    );
    return EXIT_WITHIN_BUDGET;
  }

  const failed = measurements.filter((m) => !m.pass);
  out.line();
  if (failed.length === 0) {
    out.line(`Every route is within its budget (${measurements.length} checks).`);
    return EXIT_WITHIN_BUDGET;
  }
  for (const m of failed) {
    out.error(
      `Over budget: ${m.route} on ${m.device} needs ${kib(m.sizes.gzip)} KiB gzip, its budget is ${m.budgetKiB} KiB (${m.module}).`,
    );
  }
  out.error('Find what grew (docs/performance.md, "The size budget check"); raise a budget only with a reviewed reason.');
  return EXIT_OVER_BUDGET;
}
