/**
 * P5: from publishing a member's new cash amount to the header showing it. A member is logged in
 * through the API and opens home (desktop); once the page listens on private-member.<id>, the
 * bench publishes `member.cash` through the sandbox (POST /__sandbox/emit, as the e2e suite
 * does) --samples times, one after the other, each a new amount.
 *
 * Both ends are timed where they happen: the publish in Node just before the POST, the DOM
 * change in the page by a MutationObserver on the balance (performance.timeOrigin + now()). The
 * two clocks are tied by the offset measured over many evaluate round trips (the one with the
 * shortest round trip wins; its half-width is the error bar). Node-side polling only paces the
 * samples and adds nothing to them.
 */
import { openBenchPage, type BenchPage } from '../harness/browser';
import { loginThroughApi } from '../../../scripts/browser-tests';
import { emit, waitForSubscriber } from '../harness/sandbox-client';
import { percentile } from '../harness/stats';
import type { Measurement } from './measurement';

const REALTIME_P95_BUDGET_MS = 50;
const TIMEOUT_MS = 60_000;

interface BalanceChange {
  text: string;
  /** Epoch ms on the page's clock. */
  at: number;
}

declare global {
  interface Window {
    __benchBalance?: BalanceChange[];
  }
}

const now = () => performance.timeOrigin + performance.now();

/** Page clock − Node clock, from the evaluate round trip with the least uncertainty. */
async function clockOffset(bench: BenchPage, rounds = 30): Promise<{ offsetMs: number; uncertaintyMs: number }> {
  let best = { offsetMs: 0, uncertaintyMs: Number.POSITIVE_INFINITY };
  for (let round = 0; round < rounds; round += 1) {
    const sent = now();
    const pageTime = await bench.page.evaluate(() => performance.timeOrigin + performance.now());
    const received = now();
    const uncertaintyMs = (received - sent) / 2;
    if (uncertaintyMs < best.uncertaintyMs) best = { offsetMs: pageTime - (sent + received) / 2, uncertaintyMs };
  }
  return best;
}

export const realtimeLatency: Measurement = {
  id: 'P5',
  title: 'Real-time publish → header balance (member.cash)',
  async run({ browser, servers, samples: count, progress }) {
    const member = await loginThroughApi(servers.shellUrl);
    const channel = `private-member.${member.member_id}`;
    const bench = await openBenchPage(browser, { device: 'desktop', member });
    try {
      await bench.page.goto(`${servers.shellUrl}/`);
      const balance = bench.page.getByRole('status', { name: 'Balance' });
      await balance.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
      await waitForSubscriber(servers.sandboxUrl, channel, TIMEOUT_MS);
      await balance.evaluate((element) => {
        const changes: BalanceChange[] = [];
        window.__benchBalance = changes;
        let last = element.textContent ?? '';
        // The whole body: the header may re-render the balance element instead of changing its text.
        new MutationObserver(() => {
          const current =
            (element.isConnected ? element : document.querySelector('[role="status"][aria-label="Balance"]'))?.textContent ?? '';
          if (current === last) return;
          last = current;
          changes.push({ text: current, at: performance.timeOrigin + performance.now() });
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      const clock = await clockOffset(bench);
      progress(`clock offset ${clock.offsetMs.toFixed(2)} ms ± ${clock.uncertaintyMs.toFixed(2)} ms; ${count} events on ${channel}`);

      const latencies: number[] = [];
      for (let sample = 0; sample < count; sample += 1) {
        const amount = (10_000 + sample + 0.25).toFixed(2);
        const publishedAt = now();
        const delivered = await emit(servers.sandboxUrl, channel, 'member.cash', { cash: Number(amount) });
        if (delivered === 0) throw new Error(`member.cash on ${channel} reached no connection`);
        const change = await bench.page.waitForFunction(
          // "RMB 10,000.25" → "10000.25": the amount whatever the currency format.
          (expected) => window.__benchBalance?.find((entry) => entry.text.replace(/[^\d.]/g, '') === expected) ?? null,
          amount,
          { timeout: 10_000, polling: 10 },
        );
        const shownAt = ((await change.jsonValue()) as BalanceChange).at;
        latencies.push(shownAt - clock.offsetMs - publishedAt);
      }
      return {
        figures: [
          { label: 'publish → DOM p50', value: percentile(latencies, 50), unit: 'ms' },
          { label: 'publish → DOM p95', value: percentile(latencies, 95), unit: 'ms', max: REALTIME_P95_BUDGET_MS },
          { label: 'publish → DOM max', value: Math.max(...latencies), unit: 'ms' },
        ],
        notes: [
          `${count} events; clock offset error ±${clock.uncertaintyMs.toFixed(2)} ms; the publish includes the POST to the sandbox, which then pushes over its WebSocket`,
        ],
        details: { channel, clock, latenciesMs: latencies },
      };
    } finally {
      await bench.close();
    }
  },
};
