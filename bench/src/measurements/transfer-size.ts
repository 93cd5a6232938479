/**
 * P1: the JS and CSS a cold visit to home downloads until home is interactive (home-page.ts),
 * at 1280 px desktop and 390 px mobile: bytes on the wire (CDP loadingFinished encodedDataLength,
 * headers included), decoded bytes, file count, and what the same files would weigh gzip-9.
 */
import { DEVICES, type Device } from '../device';
import { openBenchPage } from '../harness/browser';
import { openHomeInteractive } from '../harness/home-page';
import { CODE_TYPES, type RequestRecord } from '../harness/network-log';
import { compressedSizes } from '../size/compressed-size';
import type { Figure, Measurement } from './measurement';

/** The budget of issue 9: what a cold home may download in JS+CSS, per device. */
const TRANSFER_BUDGET_KIB: Record<Device, number> = { desktop: 250, mobile: 200 };

const KIB = 1024;

/** Where a file came from: the shell or a remote's folder. */
function originOf(url: string): string {
  const parts = new URL(url).pathname.split('/').filter(Boolean);
  return parts[0] === 'remotes' ? (parts[1] ?? 'remotes') : (parts[0] ?? '');
}

async function gzipSize(url: string): Promise<number> {
  // Node's fetch decodes whatever the server sent, so this is the file itself, compressed here.
  const response = await fetch(url);
  return compressedSizes(new Uint8Array(await response.arrayBuffer()), { brotli: false }).gzip;
}

export const transferSize: Measurement = {
  id: 'P1',
  title: 'JS+CSS downloaded until home is interactive',
  async run({ browser, servers, progress }) {
    const figures: Figure[] = [];
    const details: Record<string, unknown> = {};
    for (const device of DEVICES) {
      progress(`${device}: cold load of home`);
      const bench = await openBenchPage(browser, { device });
      try {
        const interactive = await openHomeInteractive(bench, servers.shellUrl, 60_000);
        const allCode = bench.network.list(
          (request) => (CODE_TYPES as readonly string[]).includes(request.type) && request.failed === null,
        );
        // Until interactive: the files requested before that moment (page clock: ms since the
        // document's request). What the page starts after it, at idle (the login dialog and the
        // launcher, which wait for the first view), is reported apart, not budgeted.
        const documentSentAt = bench.network.list((request) => request.type === 'Document')[0]?.sentAt ?? null;
        const requestedAt = (request: RequestRecord) => (documentSentAt === null ? 0 : (request.sentAt - documentSentAt) * 1000);
        const code = allCode.filter((request) => requestedAt(request) <= interactive.interactiveAt);
        const later = allCode.filter((request) => !code.includes(request));
        const sum = (pick: (request: RequestRecord) => number) => code.reduce((total, request) => total + pick(request), 0);
        const gzip = await Promise.all(code.map((request) => gzipSize(request.url)));
        const byOrigin: Record<string, number> = {};
        for (const request of code) byOrigin[originOf(request.url)] = (byOrigin[originOf(request.url)] ?? 0) + request.encodedBytes / KIB;
        figures.push(
          {
            label: `${device}: transferred`,
            value: sum((request) => request.encodedBytes) / KIB,
            unit: 'KiB',
            max: TRANSFER_BUDGET_KIB[device],
          },
          { label: `${device}: files`, value: code.length, unit: 'files' },
          { label: `${device}: decoded`, value: sum((request) => request.decodedBytes) / KIB, unit: 'KiB' },
          { label: `${device}: same files gzip-9`, value: gzip.reduce((a, b) => a + b, 0) / KIB, unit: 'KiB' },
          { label: `${device}: interactive at`, value: interactive.interactiveAt, unit: 'ms' },
          {
            label: `${device}: requested after interactive (${later.length} files)`,
            value: later.reduce((total, request) => total + request.encodedBytes, 0) / KIB,
            unit: 'KiB',
          },
        );
        details[device] = {
          interactiveAtMs: interactive.interactiveAt,
          transferredKiBByOrigin: byOrigin,
          files: code.map((request, index) => ({
            url: new URL(request.url).pathname,
            type: request.type,
            transferred: request.encodedBytes,
            decoded: request.decodedBytes,
            gzip: gzip[index],
          })),
          afterInteractive: later.map((request) => ({
            url: new URL(request.url).pathname,
            type: request.type,
            transferred: request.encodedBytes,
            requestedAtMs: Math.round(requestedAt(request)),
          })),
        };
      } finally {
        await bench.close();
      }
    }
    return {
      figures,
      notes: [
        'Unthrottled cold loads; "interactive" = first banner picture loaded, header Log in clickable, then 1 s without long tasks or code downloads.',
        'Counted: the JS and CSS requested before that moment; what the page requests after it (at idle) is shown apart.',
        '"same files gzip-9" is what the transfer would be if the server compressed them (it sends them as they are today).',
      ],
      details,
    };
  },
};
