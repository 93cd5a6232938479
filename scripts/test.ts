/**
 * npm test: lint, typecheck and unit tests of every package (turbo), then the size budgets of the
 * published release (bench/src/size-budget.ts), then the Playwright suites against the composed
 * release and the sandbox, which Playwright starts and stops itself (one sandbox, shell servers
 * and release copy per Playwright worker: e2e/playwright.config.ts).
 * `--e2e-only` skips the first part.
 */
import fs from 'node:fs';
import path from 'node:path';
import { docsProblems, trackedFolders } from './docs-check';
import { bin, publishAll, repoRoot, run, turbo } from './lib';

async function main() {
  const e2eOnly = process.argv.includes('--e2e-only');
  if (!e2eOnly) {
    console.log('Formatting (Prettier)…');
    await run(bin('prettier'), ['--check', '--log-level=warn', '.']);
    console.log('Docs: the architecture tree against the folders, no work item named (scripts/docs-check.ts)…');
    await run(bin('tsx'), ['--test', 'scripts/docs-check.test.ts']);
    const problems = docsProblems(repoRoot, trackedFolders(repoRoot));
    if (problems.length > 0) throw new Error(`docs-check:\n${problems.join('\n')}`);
    console.log('Lint, typecheck, unit tests and builds…');
    await turbo(['lint', 'typecheck', 'test', 'build'], ['--concurrency=2']);
  } else {
    await turbo(['build'], ['--concurrency=2']);
  }

  const releaseDir = path.join(repoRoot, 'e2e', '.release');
  fs.rmSync(releaseDir, { recursive: true, force: true });
  console.log(`Publishing the build into ${releaseDir} (env e2e)…`);
  await publishAll(releaseDir, 'e2e');

  // Before the browsers: a route that needs more JS+CSS than its budget fails fast (docs/performance.md).
  console.log('Size budgets of the published routes (bench/size-budgets.json)…');
  await run(bin('tsx'), ['bench/src/size-budget.ts', '--release', releaseDir, '--env', 'e2e']);

  console.log('End-to-end tests (Playwright, Debian Chromium)…');
  const results = path.join(repoRoot, 'e2e', 'results.json');
  fs.rmSync(results, { force: true });
  try {
    await run(path.join(repoRoot, 'node_modules', '.bin', 'playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
      E2E_RELEASE_DIR: releaseDir,
    });
  } finally {
    printSummary(results);
  }
}

/** One closing line for the end-to-end run, counted from Playwright's JSON report. */
function printSummary(file: string): void {
  if (!fs.existsSync(file)) return;
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  console.log(`e2e: ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed, ${stats.skipped} skipped`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
