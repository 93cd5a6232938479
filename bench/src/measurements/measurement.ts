/** What every measurement of the bench is and gives back. */
import type { Browser } from '@playwright/test';
import type { Servers } from '../harness/servers';

/** `score`: a unitless figure such as CLS; `of 1`: a yes (1) or no (0). */
export type Unit = 'KiB' | 'MiB' | 'ms' | 'RTT' | 'hops' | 'files' | 'listeners' | 'score' | 'of 1';

export interface Figure {
  label: string;
  value: number;
  unit: Unit;
  /** The budget: the figure passes when value ≤ max. Without one the figure is information. */
  max?: number;
  /** A lower budget: the figure passes when value ≥ min (e.g. a yes that must be 1). */
  min?: number;
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
  /** Real-time samples (P5), and answers per layout (SSR). */
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

export const passes = (figure: Figure): boolean | null =>
  figure.max === undefined && figure.min === undefined
    ? null
    : (figure.max === undefined || figure.value <= figure.max) && (figure.min === undefined || figure.value >= figure.min);

/** The budget as the report writes it. */
export const budgetText = (figure: Figure): string =>
  [figure.min === undefined ? '' : `≥ ${figure.min}`, figure.max === undefined ? '' : `≤ ${figure.max}`]
    .filter(Boolean)
    .map((bound) => `${bound} ${figure.unit}`)
    .join(', ');
