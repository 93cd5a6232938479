import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FAKE_ENV, writeFakeRelease } from './fake-release';
import { EXIT_OVER_BUDGET, EXIT_WITHIN_BUDGET, runSizeCheck } from './size-check';
import { BudgetFileError, KIB, parseBudgets, readBudgets, type RouteMeasurement, type SizeBudgets } from './size-budgets';

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

function budgetFile(budgets: SizeBudgets): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-budgets-'));
  folders.push(dir);
  const file = path.join(dir, 'size-budgets.json');
  fs.writeFileSync(file, JSON.stringify(budgets));
  return file;
}

const budgetsOf = (desktop: number, mobile: number): SizeBudgets => ({
  headroom: 0.05,
  routes: [{ route: '/demo', module: 'mf_demo/Page', budgetKiB: { desktop, mobile }, targetKiB: { desktop: 1, mobile: 1 } }],
});

async function check(budgets: SizeBudgets, rewrite?: 'tighten' | 'reset') {
  // 6 KiB of random bytes in the exposed module: gzip cannot bring the route under 6 KiB.
  const releaseDir = writeFakeRelease({ exposeBytes: 6 * 1024 });
  folders.push(releaseDir);
  const file = budgetFile(budgets);
  const jsonFile = path.join(path.dirname(file), 'measurements.json');
  const lines: string[] = [];
  const errors: string[] = [];
  const code = await runSizeCheck(
    { releaseDir, env: FAKE_ENV, budgetFile: file, jsonFile, brotli: true, ...(rewrite ? { rewrite } : {}) },
    { line: (text = '') => lines.push(text), error: (text) => errors.push(text) },
  );
  const { measurements } = JSON.parse(fs.readFileSync(jsonFile, 'utf8')) as { measurements: RouteMeasurement[] };
  return { code, output: lines.join('\n'), errors, file, measurements };
}

describe('runSizeCheck', () => {
  it('passes routes within budget and prints gzip and brotli sizes per device', async () => {
    const { code, output, errors } = await check(budgetsOf(50, 50));
    expect(code).toBe(EXIT_WITHIN_BUDGET);
    expect(errors).toEqual([]);
    expect(output).toMatch(/\/demo\s+desktop\s+10\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+.*\s+50\s+1\s+PASS/);
    expect(output).toMatch(/\/demo\s+mobile\s+10 .*PASS/);
    expect(output).toContain('Device split: none in this build');
  });

  it('fails with exit code 1 and names the route and device over budget', async () => {
    const { code, output, errors } = await check(budgetsOf(50, 5));
    expect(code).toBe(EXIT_OVER_BUDGET);
    expect(output).toMatch(/\/demo\s+desktop .*PASS/);
    expect(output).toMatch(/\/demo\s+mobile .*FAIL/);
    expect(errors[0]).toMatch(/^Over budget: \/demo on mobile needs [\d.]+ KiB gzip, its budget is 5 KiB \(mf_demo\/Page\)\.$/);
  });

  it('tightens budgets to the measured size plus headroom without loosening any; reset may loosen', async () => {
    const tightened = await check(budgetsOf(50, 5), 'tighten');
    expect(tightened.code).toBe(EXIT_WITHIN_BUDGET);
    const measuredKiB = (tightened.measurements[0]?.sizes.gzip ?? 0) / KIB;
    expect(measuredKiB).toBeGreaterThan(6);
    const fitted = Math.ceil(measuredKiB * 1.05);
    // desktop comes down to the measured size + 5 %; mobile's budget, already below that, stays.
    expect(readBudgets(tightened.file).routes[0]?.budgetKiB).toEqual({ desktop: fitted, mobile: 5 });

    const reset = await check(budgetsOf(50, 5), 'reset');
    expect(readBudgets(reset.file).routes[0]?.budgetKiB).toEqual({ desktop: fitted, mobile: fitted });
    expect(readBudgets(reset.file).routes[0]?.targetKiB).toEqual({ desktop: 1, mobile: 1 });
  });
});

describe('parseBudgets', () => {
  it('lists every problem of a budget file', () => {
    const problems = (() => {
      try {
        parseBudgets(
          {
            headroom: 5,
            routes: [
              { route: 'home', module: 'HomePage', budgetKiB: { desktop: -1 } },
              { route: '/x', module: 'mf_x/X', budgetKiB: { desktop: 1, mobile: 1 }, extra: true },
            ],
          },
          'budgets.json',
        );
      } catch (error) {
        if (error instanceof BudgetFileError) return error.problems;
        throw error;
      }
      return [];
    })();
    expect(problems).toEqual(
      expect.arrayContaining([
        'headroom must be a fraction such as 0.05',
        'routes[0].route must start with /',
        'routes[0].module must be a remote module id such as mf_home/HomePage',
        'routes[0].budgetKiB.desktop must be a positive number of KiB',
        'routes[0].budgetKiB.mobile is required',
        'routes[1] has unknown keys: extra',
      ]),
    );
  });

  it('refuses a route listed twice', () => {
    const twice = { headroom: 0, routes: [budgetsOf(1, 1).routes[0], budgetsOf(2, 2).routes[0]] };
    expect(() => parseBudgets(twice, 'budgets.json')).toThrow(/routes are listed twice: \/demo/);
  });

  it('accepts the budget file of the repository', () => {
    const file = path.join(__dirname, '..', '..', 'size-budgets.json');
    expect(readBudgets(file).routes.map((route) => route.route)).toEqual(
      expect.arrayContaining(['/', '/gameHall/:id', '/discount', '/user', '/proxy']),
    );
  });
});
