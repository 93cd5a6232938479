/**
 * LCP and TBT of a cold home on mobile under Lighthouse's Slow 4G and 4× CPU slowdown
 * (throttling.ts says which values), from the page's PerformanceObserver marks: LCP is the last
 * largest-contentful-paint candidate once home is interactive; TBT sums what long tasks between
 * FCP and interactive last beyond 50 ms (vitals.ts). The median of --runs cold loads.
 */
import { openBenchPage } from '../harness/browser';
import { openHomeInteractive } from '../harness/home-page';
import { median } from '../harness/stats';
import { emulateNetwork, MOBILE_CPU_SLOWDOWN, slowCpu, SLOW_4G } from '../harness/throttling';
import { largestContentfulPaint, totalBlockingTime } from '../harness/vitals';
import type { Measurement } from './measurement';

const LCP_BUDGET_MS = 2500;
/** Several MB of scripts at 1.4 Mbit/s take a while; the budget is a fraction of this. */
const TIMEOUT_MS = 300_000;

interface Run {
  fcp: number;
  lcp: number;
  lcpElement: string;
  tbt: number;
  interactive: number;
  longTasks: number;
}

export const mobileVitals: Measurement = {
  id: 'LCP',
  title: 'LCP and TBT on mobile, Slow 4G and 4× CPU slowdown',
  async run({ browser, servers, runs, progress }) {
    const samples: Run[] = [];
    for (let run = 1; run <= runs; run += 1) {
      progress(`cold load ${run}/${runs} (this takes a while under Slow 4G)`);
      const bench = await openBenchPage(browser, { device: 'mobile' });
      try {
        await emulateNetwork(bench.cdp, SLOW_4G);
        await slowCpu(bench.cdp, MOBILE_CPU_SLOWDOWN);
        const { interactiveAt, marks } = await openHomeInteractive(bench, servers.shellUrl, TIMEOUT_MS);
        const lcp = largestContentfulPaint(marks);
        if (marks.fcp === null || !lcp) throw new Error('the page reported no first-contentful-paint or largest-contentful-paint');
        samples.push({
          fcp: marks.fcp,
          lcp: lcp.startTime,
          lcpElement: `${lcp.element}${lcp.url ? ` ${new URL(lcp.url).pathname}` : ''}`,
          tbt: totalBlockingTime(marks.longTasks, marks.fcp, interactiveAt),
          interactive: interactiveAt,
          longTasks: marks.longTasks.length,
        });
      } finally {
        await bench.close();
      }
    }
    const pick = (key: 'fcp' | 'lcp' | 'tbt' | 'interactive') => median(samples.map((sample) => sample[key]));
    return {
      figures: [
        { label: 'mobile: LCP', value: pick('lcp'), unit: 'ms', max: LCP_BUDGET_MS },
        { label: 'mobile: TBT', value: pick('tbt'), unit: 'ms' },
        { label: 'mobile: FCP', value: pick('fcp'), unit: 'ms' },
        { label: 'mobile: interactive at', value: pick('interactive'), unit: 'ms' },
      ],
      notes: [`${SLOW_4G.name}, CPU ${MOBILE_CPU_SLOWDOWN}× slower; LCP element: ${samples.map((sample) => sample.lcpElement).join('; ')}`],
      details: { network: SLOW_4G, cpuSlowdown: MOBILE_CPU_SLOWDOWN, runs: samples },
    };
  },
};
