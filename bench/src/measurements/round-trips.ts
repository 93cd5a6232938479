/**
 * P2: sequential round trips before the first banner picture is requested, two ways per device:
 *
 *   chain  the dependency chain of that request (request-chain.ts) on loads with async stack
 *          traces on (Debugger.setAsyncCallStackDepth), so a fetch's initiator reaches back to
 *          the code that decided to make it and not only to the request client. Chromium does
 *          not always carry an async stack across React's scheduler, so one load can miss a
 *          link; each chain is a lower bound and the deepest of --runs loads is reported
 *   time   time from the document request to the banner request under 300 ms of added latency
 *          per request, divided by 300 ms, on loads without the debugger (the median of --runs)
 *
 * The chain is a lower bound: waits inside the federation runtime and the browser's six
 * connections per host leave no initiator. The gating chain of the first timed load
 * (request-chain.ts) shows where the other round trips go.
 */
import { DEVICES, type Device } from '../device';
import { openBenchPage, type BenchPage } from '../harness/browser';
import { openHomeInteractive } from '../harness/home-page';
import { dependencyChain, gatingChain, shortName, type ChainStep } from '../harness/request-chain';
import { median } from '../harness/stats';
import { emulateNetwork, RTT_300 } from '../harness/throttling';
import type { Figure, Measurement } from './measurement';

const ROUND_TRIP_BUDGET = 4;
const TIMEOUT_MS = 120_000;

/** Loads home under 300 ms latency; returns the requests and the banner picture's request. */
async function loadHome(bench: BenchPage, shellUrl: string) {
  await emulateNetwork(bench.cdp, RTT_300);
  const { bannerSrc } = await openHomeInteractive(bench, shellUrl, TIMEOUT_MS);
  await bench.network.bodies();
  const requests = bench.network.list();
  const banner = requests.find((request) => request.url === bannerSrc);
  const document = requests.find((request) => request.type === 'Document');
  if (!banner || !document) throw new Error(`no request for the banner picture ${bannerSrc} or for the document`);
  return { requests, banner, document };
}

async function chainOn(context: Parameters<Measurement['run']>[0], device: Device): Promise<ChainStep[]> {
  const bench = await openBenchPage(context.browser, { device, captureBodies: true });
  try {
    await bench.cdp.send('Debugger.enable');
    await bench.cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 32 });
    const { requests, banner } = await loadHome(bench, context.servers.shellUrl);
    return dependencyChain(requests, banner);
  } finally {
    await bench.close();
  }
}

interface Timed {
  ms: number;
  /** The gating chain, each step with the round trips it took (its duration / 300 ms). */
  gates: { name: string; sentMs: number; rtts: number }[];
}

async function timeOn(context: Parameters<Measurement['run']>[0], device: Device): Promise<Timed> {
  const bench = await openBenchPage(context.browser, { device });
  try {
    const { requests, banner, document } = await loadHome(bench, context.servers.shellUrl);
    const since = (at: number) => Math.round((at - document.sentAt) * 1000);
    return {
      ms: (banner.sentAt - document.sentAt) * 1000,
      gates: gatingChain(requests, banner).map((request) => ({
        name: shortName(request),
        sentMs: since(request.sentAt),
        rtts: request === banner ? 0 : Math.round((((request.finishedAt ?? request.sentAt) - request.sentAt) * 1000) / RTT_300.latencyMs),
      })),
    };
  } finally {
    await bench.close();
  }
}

export const roundTrips: Measurement = {
  id: 'P2',
  title: 'Sequential round trips before the first banner request',
  async run(context) {
    const figures: Figure[] = [];
    const details: Record<string, unknown> = {};
    for (const device of DEVICES) {
      let chain: ChainStep[] = [];
      for (let run = 1; run <= context.runs; run += 1) {
        context.progress(`${device}: request chain (async stacks on), run ${run}/${context.runs}`);
        const candidate = await chainOn(context, device);
        if (candidate.length > chain.length) chain = candidate;
      }
      const timed: Timed[] = [];
      for (let run = 1; run <= context.runs; run += 1) {
        context.progress(`${device}: time to the banner request under ${RTT_300.latencyMs} ms latency, run ${run}/${context.runs}`);
        timed.push(await timeOn(context, device));
      }
      const time = median(timed.map((run) => run.ms));
      figures.push(
        { label: `${device}: chain before banner`, value: chain.length - 1, unit: 'hops', max: ROUND_TRIP_BUDGET },
        { label: `${device}: time to banner request / RTT`, value: time / RTT_300.latencyMs, unit: 'RTT', max: ROUND_TRIP_BUDGET },
        { label: `${device}: time to banner request`, value: time, unit: 'ms' },
      );
      details[device] = {
        chain: chain.map((step) => ({ link: step.link, type: step.request.type, url: step.request.url })),
        chainText: chain.map((step) => `${step.link === 'root' ? '' : `-${step.link}-> `}${shortName(step.request)}`).join(' '),
        timesMs: timed.map((run) => run.ms),
        gatingChain: timed[0]?.gates ?? [],
        gatingText: (timed[0]?.gates ?? [])
          .map((gate) => `${gate.name} @${gate.sentMs} ms${gate.rtts > 1 ? ` (${gate.rtts} RTT)` : ''}`)
          .join(' → '),
      };
    }
    return {
      figures,
      notes: [
        `chain (desktop): ${(details.desktop as { chainText: string }).chainText}`,
        'hops = requests that had to complete, one after another, before the banner picture could be asked for (the document counts).',
        `what the page waited for (desktop, 300 ms latency): ${(details.desktop as { gatingText: string }).gatingText}`,
      ],
      details,
    };
  },
};
