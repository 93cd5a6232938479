/** LCP, TBT and CLS from the page's own marks (page-marks.ts), computed as Lighthouse and web-vitals define them. */
import type { LayoutShift, LcpCandidate, LongTask, PageMarks } from './page-marks';

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

/** Shifts closer together than this belong to one session window. */
const SESSION_GAP_MS = 1000;
/** A session window lasts at most this long. */
const SESSION_MAX_MS = 5000;

/**
 * Cumulative layout shift as web-vitals defines it: shifts the user's input did not cause are
 * grouped into session windows (each shift less than 1 s after the previous one, the window at
 * most 5 s long), and the largest window's sum is the figure.
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let largest = 0;
  let windowSum = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.hadRecentInput) continue;
    if (shift.startTime - previous < SESSION_GAP_MS && shift.startTime - windowStart < SESSION_MAX_MS) {
      windowSum += shift.value;
    } else {
      windowSum = shift.value;
      windowStart = shift.startTime;
    }
    previous = shift.startTime;
    largest = Math.max(largest, windowSum);
  }
  return largest;
}
