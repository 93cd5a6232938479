/** LCP and TBT from the page's own marks (page-marks.ts), computed as Lighthouse defines them. */
import type { LcpCandidate, LongTask, PageMarks } from './page-marks';

/** A task longer than this blocks input; only the part beyond it counts. */
const BLOCKING_THRESHOLD_MS = 50;

/**
 * Total blocking time between first contentful paint and interactive: each long task is clipped
 * to that span, and what it lasts beyond 50 ms is summed (Lighthouse's total-blocking-time).
 */
export function totalBlockingTime(tasks: readonly LongTask[], fcp: number, interactive: number): number {
  let total = 0;
  for (const task of tasks) {
    const start = Math.max(task.start, fcp);
    const end = Math.min(task.start + task.duration, interactive);
    const clipped = end - start;
    if (clipped > BLOCKING_THRESHOLD_MS) total += clipped - BLOCKING_THRESHOLD_MS;
  }
  return total;
}

/** The final largest-contentful-paint candidate (the browser reports larger ones as they paint). */
export function largestContentfulPaint(marks: PageMarks): LcpCandidate | null {
  return marks.lcp.at(-1) ?? null;
}
