import { rangeProblem, type RangeProblem } from '@casino/mf-shared/date-range';

const DAY_MS = 86_400_000;

/**
 * A record list's day range (YYYY-MM-DD, both days included) judged by the same rule as the client
 * (mf-shared's rangeProblem: at most RECORD_MAX_DAYS days), as ISO bounds [from, to) to compare
 * timestamps with, or the problem.
 */
export function dayRange(start: string, end: string): { from: string; to: string } | { problem: RangeProblem } {
  const problem = rangeProblem({ start, end });
  if (problem) return { problem };
  const from = Date.parse(`${start}T00:00:00.000Z`);
  const to = Date.parse(`${end}T00:00:00.000Z`) + DAY_MS;
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}
