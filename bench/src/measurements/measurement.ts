/** What every measurement of the bench is and gives back. */
import type { Browser } from '@playwright/test';
import type { Servers } from '../harness/servers';

export type Unit = 'KiB' | 'MiB' | 'ms' | 'RTT' | 'hops' | 'files' | 'listeners';

export interface Figure {
  label: string;
  value: number;
  unit: Unit;
  /** The budget: the figure passes when value ≤ max. Without one the figure is information. */
  max?: number;
}

export interface MeasurementOutcome {
  figures: Figure[];
  /** Lines for the report: how it was measured, what the figures are made of. */
  notes: string[];
  /** Everything measured, for bench/results/latest.json. */
  details: Record<string, unknown>;
}

export interface BenchContext {
  browser: Browser;
  servers: Servers;
  /** Fresh page loads per timed figure (the median is reported). */
  runs: number;
  /** Real-time samples (P5). */
  samples: number;
  /** Navigation cycles (P7). */
  cycles: number;
  progress(text: string): void;
}

export interface Measurement {
  id: string;
  title: string;
  run(context: BenchContext): Promise<MeasurementOutcome>;
}

export const passes = (figure: Figure): boolean | null => (figure.max === undefined ? null : figure.value <= figure.max);
