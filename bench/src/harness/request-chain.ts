/**
 * The chain of sequential round trips that ends in a request: which earlier responses had to be
 * in before the browser could even ask for it. Three kinds of evidence, all from the CDP log:
 *
 *   parser   the initiator is a document or stylesheet being parsed (initiator.url)
 *   script   a script on the initiator's stack, async parents included, had to be loaded
 *   data     the URL's file name is in the body of an earlier data response (an API answer that
 *            lists the banner pictures; an mf-manifest.json that names remoteEntry.js)
 *   code     an API call's path is in the source of an earlier script: the code that makes the
 *            call had to arrive first (async stacks do not always reach back to it)
 *
 * Every piece of evidence is a dependency, so a request's depth is one more than the deepest of
 * them: the longest path, which is what latency multiplies. A request with no evidence at all
 * (an image the browser asked for while laying out) hangs off the document.
 */
import type { RequestRecord, StackTrace } from './network-log';

export type Link = 'root' | 'parser' | 'script' | 'data' | 'code' | 'document';

export interface ChainStep {
  request: RequestRecord;
  /** How this step depends on the previous one. */
  link: Link;
}

const DATA_TYPES = new Set(['Fetch', 'XHR', 'Other', 'Document']);

function stackUrls(stack: StackTrace | undefined): string[] {
  const urls: string[] = [];
  for (let frame: StackTrace | undefined = stack; frame; frame = frame.parent) {
    for (const call of frame.callFrames) if (call.url) urls.push(call.url);
  }
  return urls;
}

function pathnameOf(url: string): string | null {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

/** The last path segment of a URL (`remoteEntry.js`, `5.svg`), or null when it is too short to match safely. */
export function fileNameOf(url: string): string | null {
  const pathname = pathnameOf(url);
  const name = pathname?.slice(pathname.lastIndexOf('/') + 1) ?? '';
  return name.length >= 4 && name.includes('.') ? name : null;
}

/** The last two segments of an API call's path (`web/carousel_picture`): what its code spells out. */
export function apiPathOf(url: string): string | null {
  const parts = pathnameOf(url)?.split('/').filter(Boolean) ?? [];
  return parts.length >= 3 ? parts.slice(-2).join('/') : null;
}

/** The dependency chain from the page's first request to `target`, both included. */
export function dependencyChain(requests: readonly RequestRecord[], target: RequestRecord): ChainStep[] {
  const ordered = [...requests].sort((a, b) => a.sentAt - b.sentAt);
  const root = ordered.find((request) => request.type === 'Document') ?? ordered[0];
  const memo = new Map<string, { depth: number; parent: RequestRecord | null; link: Link }>();

  /** The latest request for `url` whose response was complete before `before` was sent. */
  const loadedBefore = (url: string, before: RequestRecord) =>
    ordered
      .filter((request) => request.url === url && request.finishedAt !== null && request.finishedAt <= before.sentAt && request !== before)
      .at(-1);

  const resolve = (request: RequestRecord): { depth: number; parent: RequestRecord | null; link: Link } => {
    const known = memo.get(request.id);
    if (known) return known;
    if (request === root) {
      const entry = { depth: 1, parent: null, link: 'root' as Link };
      memo.set(request.id, entry);
      return entry;
    }
    const evidence: { request: RequestRecord; link: Link }[] = [];
    const { initiator } = request;
    if (initiator.url) {
      const source = loadedBefore(initiator.url, request) ?? (initiator.url === root?.url ? root : undefined);
      if (source) evidence.push({ request: source, link: 'parser' });
    }
    for (const url of new Set(stackUrls(initiator.stack))) {
      const source = loadedBefore(url, request) ?? (url === root?.url ? root : undefined);
      if (source) evidence.push({ request: source, link: 'script' });
    }
    const name = fileNameOf(request.url);
    if (name) {
      for (const source of ordered) {
        if (source === request || source.finishedAt === null || source.finishedAt > request.sentAt) continue;
        if (DATA_TYPES.has(source.type) && source.body?.includes(name)) evidence.push({ request: source, link: 'data' });
      }
    }
    const apiPath = request.type === 'Fetch' || request.type === 'XHR' ? apiPathOf(request.url) : null;
    if (apiPath) {
      for (const source of ordered) {
        if (source.type !== 'Script' || source.finishedAt === null || source.finishedAt > request.sentAt) continue;
        if (source.body?.includes(apiPath)) evidence.push({ request: source, link: 'code' });
      }
    }
    if (evidence.length === 0 && root) evidence.push({ request: root, link: 'document' });
    let best: { depth: number; parent: RequestRecord | null; link: Link } = { depth: 1, parent: null, link: 'root' };
    for (const candidate of evidence) {
      const depth = resolve(candidate.request).depth + 1;
      const later = best.parent !== null && (candidate.request.finishedAt ?? 0) > (best.parent.finishedAt ?? 0);
      if (depth > best.depth || (depth === best.depth && later)) best = { depth, parent: candidate.request, link: candidate.link };
    }
    memo.set(request.id, best);
    return best;
  };

  const steps: ChainStep[] = [];
  for (let current: RequestRecord | null = target; current;) {
    const { parent, link } = resolve(current);
    steps.unshift({ request: current, link });
    current = parent;
  }
  return steps;
}

/**
 * What the page was waiting for, step by step back from `target`: each step is the request whose
 * response ended last before the step was sent. Under added latency this shows where the round
 * trips go, including the ones no initiator records (a runtime awaiting its own promises, six
 * connections per host queueing a wave of chunks). Pictures and the browser's favicon request
 * gate nothing the page does, so they are never a step.
 */
export function gatingChain(requests: readonly RequestRecord[], target: RequestRecord): RequestRecord[] {
  const gates = requests.filter(
    (request) =>
      request.type !== 'Image' && !request.url.endsWith('/favicon.ico') && request.finishedAt !== null && request.failed === null,
  );
  const chain = [target];
  for (let current = target; ;) {
    const gate = gates
      .filter((request) => request !== current && request.sentAt < current.sentAt && (request.finishedAt ?? Infinity) <= current.sentAt)
      .sort((a, b) => (a.finishedAt ?? 0) - (b.finishedAt ?? 0))
      .at(-1);
    if (!gate) return chain;
    chain.unshift(gate);
    current = gate;
  }
}

/** A short name for a request in a chain: the file name, or the path of an API call. */
export function shortName(request: RequestRecord): string {
  const url = new URL(request.url);
  if (request.type === 'Document') return `document ${url.pathname}`;
  if (url.pathname.startsWith('/api/')) return url.pathname.slice('/api'.length);
  const parts = url.pathname.split('/').filter(Boolean);
  return parts[0] === 'remotes' ? `${parts[1]}/${parts.at(-1)}` : (parts.at(-1) ?? url.pathname);
}
