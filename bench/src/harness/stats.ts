/** Small statistics over samples. */

/** The nearest-rank percentile (p in 0–100) of the samples; NaN without samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? Number.NaN;
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);
