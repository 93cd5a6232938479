/**
 * What the canary watcher asks Prometheus (its HTTP API, `GET /api/v1/query` with PromQL): one
 * version's figures over a window, from the shell server's real-user metrics (`RUM_METRICS`).
 */
import { RUM_METRICS } from '@casino/contracts';
import type { VersionFigures } from './analysis';

/** Prometheus did not answer, or answered something that is not a query result: no figures, no decision. */
export class PrometheusUnavailable extends Error {}

export interface PrometheusSource {
  /** The figures of `remote` at `version` over the last `window` (a PromQL duration, e.g. `10m`). */
  figures(remote: string, version: string, window: string): Promise<VersionFigures>;
}

interface QueryAnswer {
  status?: string;
  error?: string;
  data?: { resultType?: string; result?: Array<{ value?: [number, string] }> };
}

/** Label values go into PromQL as strings: only what a remote name or a version can hold. */
function label(value: string): string {
  if (!/^[\w.+-]+$/.test(value)) throw new Error(`not a remote name or version: ${JSON.stringify(value)}`);
  return value;
}

export class PrometheusClient implements PrometheusSource {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 10_000,
  ) {}

  /** The one value of an instant query; null when the vector is empty or the value is not a number (NaN: no samples). */
  async scalar(query: string): Promise<number | null> {
    const url = new URL('/api/v1/query', this.baseUrl);
    url.searchParams.set('query', query);
    let answer: QueryAnswer;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
      answer = (await response.json()) as QueryAnswer;
    } catch (error) {
      throw new PrometheusUnavailable(
        `Prometheus at ${this.baseUrl} did not answer: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (answer.status !== 'success' || answer.data?.resultType !== 'vector') {
      throw new PrometheusUnavailable(
        `Prometheus at ${this.baseUrl} refused the query: ${answer.error ?? JSON.stringify(answer).slice(0, 200)}`,
      );
    }
    const first = answer.data.result?.[0]?.value?.[1];
    const value = first === undefined ? Number.NaN : Number(first);
    return Number.isFinite(value) ? value : null;
  }

  async figures(remote: string, version: string, window: string): Promise<VersionFigures> {
    const selector = `remote="${label(remote)}",version="${label(version)}"`;
    const increase = (metric: string) => `sum(increase(${metric}{${selector}}[${label(window)}]))`;
    const p75 = (metric: string) => `histogram_quantile(0.75, sum by (le) (increase(${metric}_bucket{${selector}}[${label(window)}])))`;
    const [views, errors, lcpP75, inpP75] = await Promise.all([
      this.scalar(increase(RUM_METRICS.views)),
      this.scalar(increase(RUM_METRICS.errors)),
      this.scalar(p75(RUM_METRICS.vitals.LCP)),
      this.scalar(p75(RUM_METRICS.vitals.INP)),
    ]);
    return { views: views ?? 0, errors: errors ?? 0, lcpP75, inpP75 };
  }
}
