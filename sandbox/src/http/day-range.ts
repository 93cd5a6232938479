import { dayBounds, rangeProblem, type RangeProblem } from '@casino/contracts/date-range';

/**
 * A record list's day range (YYYY-MM-DD, both days included) judged by the same rule as the client
 * (mf-shared's rangeProblem: at most RECORD_MAX_DAYS days), as ISO bounds [from, to) to compare
 * timestamps with, or the problem. Days are the site's (America/Caracas, shell-and-public.md §9),
 * the calendar the client counts them on and shows every record time on.
 */
export function dayRange(start: string, end: string): { from: string; to: string } | { problem: RangeProblem } {
  const problem = rangeProblem({ start, end });
  if (problem) return { problem };
  const from = dayBounds(start).from;
  const to = dayBounds(end).to;
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}
