/**
 * The size budget check (npm test runs it after publishing): per route and device, the gzip KiB
 * of the JS+CSS the published release says the route needs, against bench/size-budgets.json.
 * No browser: the files come from the manifests, the shell's page and the webpack runtimes.
 *
 *   tsx bench/src/size-budget.ts [--release <dir>] [--env <env>] [--budgets <file>] [--json <file>]
 *                                [--no-brotli] [--tighten | --reset]
 *
 * Exit codes: 0 every route within budget, 1 a route over budget, 2 the release or the budget
 * file could not be read.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultBudgetFile, releaseDefaults } from './paths';
import { print } from './report/table';
import { runSizeCheck, type SizeCheckOptions } from './size/size-check';

const USAGE = `usage: size-budget [--release <dir>] [--env <env>] [--budgets <file>] [--json <file>] [--no-brotli] [--tighten | --reset]

  --release   published release folder (default BENCH_RELEASE_DIR or e2e/.release)
  --env       environment whose manifest says what is live (default BENCH_RELEASE_ENV or e2e)
  --budgets   the budget table (default bench/size-budgets.json)
  --json      also write the measurements as JSON
  --no-brotli gzip only (brotli 11 takes a few seconds)
  --tighten   rewrite each budget to the measured size + headroom, never looser
  --reset     rewrite each budget to the measured size + headroom, looser too (a reviewed change)`;

class UsageError extends Error {}

function parseOptions(argv: string[]): SizeCheckOptions | null {
  const defaults = releaseDefaults();
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        release: { type: 'string', default: defaults.releaseDir },
        env: { type: 'string', default: defaults.env },
        budgets: { type: 'string', default: defaultBudgetFile },
        json: { type: 'string' },
        'no-brotli': { type: 'boolean', default: false },
        tighten: { type: 'boolean', default: false },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return null;
  if (values.tighten && values.reset) throw new UsageError('--tighten and --reset exclude each other');
  return {
    releaseDir: path.resolve(values.release),
    env: values.env,
    budgetFile: path.resolve(values.budgets),
    ...(values.json === undefined ? {} : { jsonFile: path.resolve(values.json) }),
    brotli: !values['no-brotli'],
    ...(values.tighten ? { rewrite: 'tighten' as const } : values.reset ? { rewrite: 'reset' as const } : {}),
  };
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  if (!options) {
    print(USAGE);
    return 0;
  }
  return runSizeCheck(options, { line: print, error: (text) => console.error(text) });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    if (error instanceof UsageError) console.error(USAGE);
    process.exit(2);
  },
);
