/**
 * P4: the wait after a click from home to a remote not visited yet (the header's "Slots" link to
 * /gameHall/2, rendered by mf_games) until the page's heading is visible, on desktop under 300 ms
 * of latency per request:
 *
 *   without preload  a click as soon as home is usable (banner shown, Log in clickable): no
 *                    idle time, no hover, so nothing could be preloaded but what boot loads
 *   with preload     home usable, the pointer rests on the link, the network goes idle
 *                    (whatever the site preloads on hover or idle has arrived), then the click
 *
 * In ms and in RTTs (the wait / 300 ms), the median of --runs; with the requests the click caused.
 */
import { openBenchPage } from '../harness/browser';
import { headingSeen, watchHeading } from '../harness/heading-watch';
import { openHomeInteractive, QUIET_WINDOW_MS, waitForQuiet } from '../harness/home-page';
import { shortName } from '../harness/request-chain';
import { median } from '../harness/stats';
import { emulateNetwork, RTT_300 } from '../harness/throttling';
import type { Figure, Measurement } from './measurement';

const SWITCH_BUDGET_RTT = 1;
const TIMEOUT_MS = 120_000;
/** The link, its target and the heading the target shows (e2e: shell-page navigateTo, the game hall's title). */
const TARGET = { link: 'Slots', path: '/gameHall/2', heading: 'Slots', remote: 'mf_games' };

type Variant = 'without preload' | 'with hover preload';

interface Sample {
  waitMs: number;
  requestsAfterClick: string[];
}

export const remoteSwitch: Measurement = {
  id: 'P4',
  title: `Click from home to ${TARGET.path} (${TARGET.remote}, not visited yet)`,
  async run({ browser, servers, runs, progress }) {
    const results = new Map<Variant, Sample[]>();
    for (const variant of ['without preload', 'with hover preload'] as const) {
      const samples: Sample[] = [];
      for (let run = 1; run <= runs; run += 1) {
        progress(`${variant}, run ${run}/${runs}`);
        const bench = await openBenchPage(browser, { device: 'desktop' });
        try {
          await emulateNetwork(bench.cdp, RTT_300);
          await openHomeInteractive(bench, servers.shellUrl, TIMEOUT_MS, { quiet: false });
          const link = bench.page
            .getByRole('navigation', { name: 'Main navigation' })
            .getByRole('link', { name: TARGET.link, exact: true });
          if (variant === 'with hover preload') {
            await link.hover();
            // Every request type counts here: a preload may be a manifest fetch as well as scripts.
            await waitForQuiet(bench, TIMEOUT_MS, QUIET_WINDOW_MS, null);
          }
          const before = new Set(bench.network.requests.keys());
          await watchHeading(bench.page, TARGET.heading);
          await link.click();
          const { clickAt, visibleAt } = await headingSeen(bench.page, TIMEOUT_MS);
          if (clickAt === null) throw new Error('the click never reached the page');
          if (!bench.page.url().endsWith(TARGET.path)) throw new Error(`the click led to ${bench.page.url()}, not ${TARGET.path}`);
          samples.push({
            waitMs: visibleAt - clickAt,
            requestsAfterClick: bench.network.list((request) => !before.has(request.id)).map(shortName),
          });
        } finally {
          await bench.close();
        }
      }
      results.set(variant, samples);
    }
    const figures: Figure[] = [];
    for (const [variant, samples] of results) {
      const wait = median(samples.map((sample) => sample.waitMs));
      figures.push(
        { label: `${variant}: wait`, value: wait, unit: 'ms' },
        {
          label: `${variant}: wait / RTT`,
          value: wait / RTT_300.latencyMs,
          unit: 'RTT',
          ...(variant === 'with hover preload' ? { max: SWITCH_BUDGET_RTT } : {}),
        },
      );
    }
    const first = (variant: Variant) => results.get(variant)?.[0]?.requestsAfterClick.join(', ') || 'none';
    return {
      figures,
      notes: [
        `requests after the click without preload: ${first('without preload')}`,
        `requests after the click with hover preload: ${first('with hover preload')}`,
      ],
      details: { latencyMs: RTT_300.latencyMs, target: TARGET, samples: Object.fromEntries(results) },
    };
  },
};
