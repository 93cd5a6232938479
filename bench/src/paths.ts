/** Folders the bench and the size check use, and the defaults both read from the environment. */
import path from 'node:path';

const benchRoot = path.resolve(__dirname, '..');
export const repoRoot = path.resolve(benchRoot, '..');
export const defaultBudgetFile = path.join(benchRoot, 'size-budgets.json');
export const resultsDir = path.join(benchRoot, 'results');

/** What both CLIs read from the environment; flags override it. */
export interface ReleaseDefaults {
  releaseDir: string;
  env: string;
  /** Set when BENCH_RELEASE_DIR named the folder (then a missing one is an error, never a silent publish). */
  explicit: boolean;
}

export function releaseDefaults(env: NodeJS.ProcessEnv = process.env): ReleaseDefaults {
  const fromEnv = env.BENCH_RELEASE_DIR?.trim();
  return {
    releaseDir: fromEnv ? path.resolve(fromEnv) : path.join(repoRoot, 'e2e', '.release'),
    env: env.BENCH_RELEASE_ENV?.trim() || 'e2e',
    explicit: Boolean(fromEnv),
  };
}
