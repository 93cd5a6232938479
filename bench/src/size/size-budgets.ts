/**
 * The size budget table (bench/size-budgets.json): per route and device, the gzip KiB of JS+CSS
 * the route may need on a cold load. Read and validated with one schema; every problem is listed.
 */
import fs from 'node:fs';
import { ValidationError, array, boolean, number, object, string } from 'yup';
import { sumSizes, type FileSizes } from './compressed-size';
import { DEVICES, type Device } from '../device';
import type { RouteAssets } from './route-assets';

export type PerDevice = Record<Device, number>;

export interface RouteBudget {
  /** The path as the route table writes it (`/gameHall/:id`). */
  route: string;
  /** The remote module the route renders (shell/src/app/route-table.ts). */
  module: string;
  /** Gzip KiB (1024 bytes) the route may need, per device. */
  budgetKiB: PerDevice;
  /** Where the work of issue 9 is heading, shown beside the budget; not enforced. */
  targetKiB?: PerDevice;
  /** The module renders without the UI kit (its `uiKit: 'none'` export): no kit chunk is counted. */
  withoutKit?: boolean;
}

export interface SizeBudgets {
  /** Growth allowed over the measured size when budgets are written (0.05 = 5 %). */
  headroom: number;
  routes: RouteBudget[];
}

export class BudgetFileError extends Error {
  constructor(
    file: string,
    readonly problems: string[],
  ) {
    super(`Invalid size budget file ${file}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'BudgetFileError';
  }
}

const kib = number().strict().positive('${path} must be a positive number of KiB').required('${path} is required');
const perDevice = object({ desktop: kib, mobile: kib }).noUnknown('${path} has unknown keys: ${unknown}').strict();

const budgetsSchema = object({
  $comment: string().strict(),
  headroom: number().strict().min(0, '${path} must be 0 or more').max(1, '${path} must be a fraction such as 0.05').required(),
  routes: array(
    object({
      route: string().strict().matches(/^\//, '${path} must start with /').required(),
      module: string()
        .strict()
        .matches(/^mf_[a-z]+\/[A-Za-z]+$/, '${path} must be a remote module id such as mf_home/HomePage')
        .required(),
      budgetKiB: perDevice.required(),
      targetKiB: perDevice.default(undefined),
      withoutKit: boolean().strict().default(undefined),
    })
      .noUnknown('${path} has unknown keys: ${unknown}')
      .strict(),
  )
    .min(1, 'routes must list at least one route')
    .required(),
})
  .noUnknown('the file has unknown keys: ${unknown}')
  .strict();

/** Validates a parsed budget file; throws BudgetFileError with every problem. */
export function parseBudgets(value: unknown, file: string): SizeBudgets {
  try {
    const parsed = budgetsSchema.validateSync(value, { abortEarly: false });
    const routes = parsed.routes.map((route) => route.route);
    const repeated = routes.filter((route, index) => routes.indexOf(route) !== index);
    if (repeated.length > 0) throw new BudgetFileError(file, [`routes are listed twice: ${[...new Set(repeated)].join(', ')}`]);
    return parsed as SizeBudgets;
  } catch (error) {
    if (error instanceof ValidationError) throw new BudgetFileError(file, error.errors);
    throw error;
  }
}

export function readBudgets(file: string): SizeBudgets {
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BudgetFileError(file, [error instanceof Error ? error.message : String(error)]);
  }
  return parseBudgets(value, file);
}

export const KIB = 1024;

export interface RouteMeasurement {
  route: string;
  module: string;
  device: Device;
  files: number;
  sizes: FileSizes;
  /** Gzip KiB by origin: the shell's boot, the route's remote, shared modules. */
  byOrigin: Record<'shell' | 'remote' | 'shared', number>;
  budgetKiB: number;
  targetKiB: number | null;
  pass: boolean;
}

/** Measures one route on one device against its budget. */
export function measureRoute(budget: RouteBudget, assets: RouteAssets, sizeOf: (file: string) => FileSizes): RouteMeasurement {
  const sized = assets.assets.map((asset) => ({ asset, sizes: sizeOf(asset.file) }));
  const sizes = sumSizes(sized.map((entry) => entry.sizes));
  const byOrigin = { shell: 0, remote: 0, shared: 0 };
  for (const { asset, sizes: fileSizes } of sized) byOrigin[asset.origin] += fileSizes.gzip / KIB;
  const device = assets.device;
  return {
    route: budget.route,
    module: budget.module,
    device,
    files: sized.length,
    sizes,
    byOrigin,
    budgetKiB: budget.budgetKiB[device],
    targetKiB: budget.targetKiB?.[device] ?? null,
    pass: sizes.gzip <= budget.budgetKiB[device] * KIB,
  };
}

/** The measured gzip KiB plus headroom, rounded up to a whole KiB. */
function budgetFor(gzipBytes: number, headroom: number): number {
  return Math.ceil((gzipBytes / KIB) * (1 + headroom));
}

/**
 * Budgets after a run: each becomes the measured size plus headroom. With `loosen` false (what
 * `--tighten` does) a budget never grows, so a run only ever locks in progress; `--reset` (loosen
 * true) accepts a grown size too, for a reviewed change.
 */
export function rewrittenBudgets(budgets: SizeBudgets, measurements: RouteMeasurement[], { loosen }: { loosen: boolean }): SizeBudgets {
  return {
    ...budgets,
    routes: budgets.routes.map((route) => {
      const next = { ...route.budgetKiB };
      for (const device of DEVICES) {
        const measured = measurements.find((m) => m.route === route.route && m.device === device);
        if (!measured) continue;
        const fitted = budgetFor(measured.sizes.gzip, budgets.headroom);
        next[device] = loosen ? fitted : Math.min(next[device], fitted);
      }
      return { ...route, budgetKiB: next };
    }),
  };
}
