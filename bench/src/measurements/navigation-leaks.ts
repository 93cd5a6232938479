/**
 * P7: what 50 navigation cycles through every remote's routes leave behind, for a member on
 * desktop: / → /gameHall/2 → /discount → /user → /proxy → / is one cycle. Each step waits for
 * what the route shows (the banner, or the page's heading) before the next.
 *
 * The steps are in-app navigations made the way the router's own Back/Forward handling sees
 * them (history.pushState, then a popstate event): the header has no link to /proxy, and the
 * desktop member-centre link opens a window. A window marker proves no step reloaded the page.
 *
 * Before and after: two warm-up cycles (so loading each remote's code once is not counted as a
 * leak), then garbage collected (HeapProfiler.collectGarbage) heap use (Runtime.getHeapUsage)
 * and the event listeners on window and document (DOMDebugger.getEventListeners).
 */
import type { Page } from '@playwright/test';
import { openBenchPage, type BenchPage } from '../harness/browser';
import { firstBannerImage } from '../harness/home-page';
import { loginThroughApi } from '../../../scripts/browser-tests';
import { waitForSubscriber } from '../harness/sandbox-client';
import type { Measurement } from './measurement';

const HEAP_GROWTH_BUDGET_MIB = 5;
const LEAKED_LISTENER_BUDGET = 0;
const WARM_UP_CYCLES = 2;
const STEP_TIMEOUT_MS = 30_000;

interface Step {
  path: string;
  /** The heading the route shows; none for home, which shows its banners. */
  heading?: string;
}

const CYCLE: Step[] = [
  { path: '/gameHall/2', heading: 'Slots' },
  { path: '/discount', heading: 'Promotions' },
  { path: '/user', heading: 'Member centre' },
  { path: '/proxy', heading: 'Agent centre' },
  { path: '/' },
];

declare global {
  interface Window {
    __benchMarker?: string;
  }
}

async function navigate(page: Page, step: Step): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, step.path);
  const shown = step.heading ? page.getByRole('heading', { name: step.heading, exact: true }).first() : firstBannerImage(page);
  await shown.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
}

async function cycle(page: Page): Promise<void> {
  for (const step of CYCLE) await navigate(page, step);
}

interface Snapshot {
  heapBytes: number;
  listeners: Record<'window' | 'document', Record<string, number>>;
}

async function listenersOf(bench: BenchPage, expression: 'window' | 'document'): Promise<Record<string, number>> {
  const { result } = await bench.cdp.send('Runtime.evaluate', { expression, objectGroup: 'bench-listeners' });
  if (!result.objectId) throw new Error(`no object for ${expression}`);
  const { listeners } = await bench.cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
  const counts: Record<string, number> = {};
  for (const listener of listeners) counts[listener.type] = (counts[listener.type] ?? 0) + 1;
  return counts;
}

async function snapshot(bench: BenchPage): Promise<Snapshot> {
  // Several passes: one collection can leave what a finaliser of the previous one released.
  for (let pass = 0; pass < 3; pass += 1) await bench.cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await bench.cdp.send('Runtime.getHeapUsage');
  const listeners = { window: await listenersOf(bench, 'window'), document: await listenersOf(bench, 'document') };
  await bench.cdp.send('Runtime.releaseObjectGroup', { objectGroup: 'bench-listeners' });
  return { heapBytes: usedSize, listeners };
}

const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0);

/** Per event type, how many more listeners there are after than before (only the types that grew). */
function grown(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(after)
      .map(([type, count]) => [type, count - (before[type] ?? 0)] as const)
      .filter(([, delta]) => delta > 0),
  );
}

export const navigationLeaks: Measurement = {
  id: 'P7',
  title: 'Heap and listeners after navigation cycles through every remote',
  async run({ browser, servers, cycles, progress }) {
    const member = await loginThroughApi(servers.shellUrl);
    const bench = await openBenchPage(browser, { device: 'desktop', member });
    try {
      await bench.cdp.send('HeapProfiler.enable');
      await bench.page.goto(`${servers.shellUrl}/`);
      await firstBannerImage(bench.page).waitFor({ state: 'visible', timeout: 60_000 });
      await bench.page.evaluate(() => (window.__benchMarker = 'same page'));
      // Real-time starts after the first view (shell/src/app/use-after-first-view.ts): its listeners
      // belong to the page, not to the cycles, so the count starts once it is subscribed.
      await waitForSubscriber(servers.sandboxUrl, `private-member.${member.member_id}`, 30_000);
      progress(`${WARM_UP_CYCLES} warm-up cycles`);
      for (let index = 0; index < WARM_UP_CYCLES; index += 1) await cycle(bench.page);
      const before = await snapshot(bench);
      const started = Date.now();
      for (let index = 1; index <= cycles; index += 1) {
        await cycle(bench.page);
        if (index % 10 === 0) progress(`${index}/${cycles} cycles`);
      }
      const cycleMs = (Date.now() - started) / cycles;
      const after = await snapshot(bench);
      if ((await bench.page.evaluate(() => window.__benchMarker)) !== 'same page') throw new Error('a navigation reloaded the page');

      const growthMiB = (after.heapBytes - before.heapBytes) / 2 ** 20;
      const leaked =
        total(after.listeners.window) + total(after.listeners.document) - total(before.listeners.window) - total(before.listeners.document);
      return {
        figures: [
          { label: `heap growth after ${cycles} cycles`, value: growthMiB, unit: 'MiB', max: HEAP_GROWTH_BUDGET_MIB },
          { label: 'leaked listeners (window + document)', value: leaked, unit: 'listeners', max: LEAKED_LISTENER_BUDGET },
          { label: 'heap after warm-up', value: before.heapBytes / 2 ** 20, unit: 'MiB' },
          { label: 'one cycle (5 navigations)', value: cycleMs, unit: 'ms' },
        ],
        notes: [
          `listeners that grew: window ${JSON.stringify(grown(before.listeners.window, after.listeners.window))}, document ${JSON.stringify(grown(before.listeners.document, after.listeners.document))}`,
        ],
        details: { cycle: CYCLE.map((step) => step.path), warmUpCycles: WARM_UP_CYCLES, before, after, cycleMs },
      };
    } finally {
      await bench.close();
    }
  },
};
