/**
 * The server-rendered first view (issue 24, docs/ssr.md):
 * - without scripts, home shows its first banner picture (a crawler, a blocked or slow script);
 * - how long the shell server takes to answer `GET /` with the rendered page, over loopback, one
 *   request after another (--samples of them per layout), on a shell server whose HTML cache is
 *   off (every answer is a render) and on the bench's own shell server (cache at its default).
 * Every answer is checked to carry the rendered root, so a fallback to the browser's render
 * (an empty #root, which is quicker) can never pass for a fast render.
 */
import { DEVICES, type Device } from '../device';
import { contextOptions } from '../harness/browser';
import { firstBannerImage } from '../harness/home-page';
import { median, percentile } from '../harness/stats';
import type { Figure, Measurement } from './measurement';

const BUDGET = { uncachedP95Ms: 30 };
const TIMEOUT_MS = 60_000;
/** Requests before the timed ones: the first render of a version loads its server containers. */
const WARM_UP = 20;

/** The boot data's `ssr` block is only written when the server rendered the page (render-page.ts). */
const rendered = (html: string) => html.includes('"ssr":{"device"');

async function answerTimes(url: string, device: Device, count: number): Promise<number[]> {
  const userAgent = contextOptions[device]?.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) casino-bench';
  const headers = { 'user-agent': userAgent, 'accept-encoding': 'identity' };
  const times: number[] = [];
  for (let index = 0; index < WARM_UP + count; index += 1) {
    const start = performance.now();
    const response = await fetch(`${url}/`, { headers });
    const html = await response.text();
    const elapsed = performance.now() - start;
    if (response.status !== 200 || !rendered(html)) {
      throw new Error(
        `GET / (${device}) answered ${response.status} without a server-rendered page: is SSR on and the server build published?`,
      );
    }
    if (index >= WARM_UP) times.push(elapsed);
  }
  return times;
}

export const serverRender: Measurement = {
  id: 'SSR',
  title: 'Server-rendered home: the banner without scripts, and GET / answer times (uncached / cached)',
  async run({ browser, servers, samples, progress }) {
    const figures: Figure[] = [];
    const details: Record<string, unknown> = {};
    for (const device of DEVICES) {
      progress(`${device}: home with scripts disabled`);
      const context = await browser.newContext({ ...contextOptions[device], javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        // `load` waits for the page's pictures; no script of the site runs at all.
        await page.goto(`${servers.shellUrl}/`, { waitUntil: 'load', timeout: TIMEOUT_MS });
        const visible = await firstBannerImage(page).isVisible();
        figures.push({ label: `${device}: banner shown without scripts`, value: visible ? 1 : 0, unit: 'of 1', min: 1 });
      } finally {
        await context.close();
      }
    }

    progress('a shell server with the HTML cache off');
    const uncached = await servers.startShell({ HTML_CACHE_MS: '0' });
    try {
      for (const device of DEVICES) {
        progress(`${device}: ${samples} renders of GET /, one after another`);
        const times = await answerTimes(uncached.url, device, samples);
        details[`${device}Uncached`] = times;
        figures.push({ label: `${device}: GET / uncached, p95`, value: percentile(times, 95), unit: 'ms', max: BUDGET.uncachedP95Ms });
        figures.push({ label: `${device}: GET / uncached, median`, value: median(times), unit: 'ms' });
      }
    } finally {
      await uncached.stop();
    }
    for (const device of DEVICES) {
      progress(`${device}: ${samples} answers of GET / with the HTML cache at its default`);
      const times = await answerTimes(servers.shellUrl, device, samples);
      details[`${device}Cached`] = times;
      figures.push({ label: `${device}: GET / cache on, p95`, value: percentile(times, 95), unit: 'ms' });
    }
    return {
      figures,
      notes: [
        `sequential requests over loopback, ${WARM_UP} warm-up requests first, whole answer read (identity encoding); the bench's own shell server (cache on) also serves the browsers of the other measurements`,
      ],
      details,
    };
  },
};
