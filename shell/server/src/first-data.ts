import {
  firstData,
  firstDataKey,
  firstPicture,
  isEnvelope,
  isSuccessCode,
  type FirstDataAnswer,
  type FirstDataCall,
  type Locale,
  type RemoteModuleId,
} from '@casino/contracts';
import type { FirstDataCache } from './first-data-cache';

export interface FirstDataOptions {
  backendUrl: string;
  siteId: number;
  locale: Locale;
  /** How long the page waits for the backend; what has not answered by then is left to the browser. */
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  /**
   * The answers kept between pages (first-data-cache.ts), per call, site, locale and currency
   * (the device is in the call's body where it differs); absent or null: every page asks.
   */
  cache?: FirstDataCache | null;
  /** The site currency, part of the cache key. */
  currency?: string;
}

/** How long a call the cache runs may take: longer than a page waits, so a late answer still serves the next pages. */
const CACHED_CALL_TIMEOUT_MS = 5000;

/** The cache key of a call: the call (path and body: the device's use_type …), site, locale and currency. */
export function firstDataCacheKey(call: FirstDataCall, options: Pick<FirstDataOptions, 'siteId' | 'locale' | 'currency'>): string {
  return `${firstDataKey(call)}\n${options.siteId}\n${options.locale}\n${options.currency ?? ''}`;
}

/** Whether a cache key is one of a call to `path` (what a real-time event makes stale). */
export function isKeyOfPath(key: string, path: string): boolean {
  return key.startsWith(`${path} `);
}

export interface FirstData {
  /** Every call of both layouts that answered with success, for the boot data. */
  answers: FirstDataAnswer[];
  /** The first view's largest picture per layout, for a preload hint (null: none or not safe to hint). */
  pictures: { desktop: string | null; mobile: string | null };
}

const NONE: FirstData = { answers: [], pictures: { desktop: null, mobile: null } };

/**
 * Asks the backend for a route module's first data (contracts' firstData, desktop and mobile
 * calls) as the browser's request client would for a visitor, all at once and within the timeout,
 * so the page carries the answers and a hint for its first picture: the browser then needs no
 * round trip before it can show it (docs/performance.md). A call that fails, times out or answers
 * with a business error is simply left out: the module asks for it itself.
 */
export async function loadFirstData(module: RemoteModuleId | null | undefined, options: FirstDataOptions): Promise<FirstData> {
  const plan = module ? firstData[module] : undefined;
  if (!module || !plan || options.timeoutMs <= 0) return NONE;
  const desktop = plan({ siteId: options.siteId, isDesktop: true });
  const mobile = plan({ siteId: options.siteId, isDesktop: false });
  const calls = new Map([...desktop, ...mobile].map((call) => [firstDataKey(call), call]));
  const signal = AbortSignal.timeout(options.timeoutMs);
  const cache = options.cache;
  const answered = await Promise.all(
    [...calls.values()].map((call) => (cache ? askCached(call, options, cache, signal) : ask(call, options, signal))),
  );
  const answers = answered.filter((answer): answer is FirstDataAnswer => answer !== null);
  const answerOf = (call: FirstDataCall | undefined) =>
    call ? answers.find((answer) => firstDataKey(answer) === firstDataKey(call)) : undefined;
  const pictureOf = (call: FirstDataCall | undefined) => {
    const answer = answerOf(call);
    return answer ? hintablePicture(firstPicture[module]?.(answer.data) ?? null) : null;
  };
  return { answers, pictures: { desktop: pictureOf(desktop[0]), mobile: pictureOf(mobile[0]) } };
}

/** One call to the backend: its apiResponseData, or a rejection (an HTTP error, a business error, a timeout). */
async function request(call: FirstDataCall, options: FirstDataOptions, signal: AbortSignal): Promise<unknown> {
  const response = await (options.fetchImpl ?? fetch)(`${options.backendUrl.replace(/\/+$/, '')}/api${call.path}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', lang: options.locale },
    body: JSON.stringify(call.body),
    signal,
  });
  if (!response.ok) throw new Error(`first data ${call.path}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isEnvelope(body) || !isSuccessCode(body.code)) throw new Error(`first data ${call.path}: not a success`);
  return body.apiResponseData;
}

async function ask(call: FirstDataCall, options: FirstDataOptions, signal: AbortSignal): Promise<FirstDataAnswer | null> {
  try {
    return { path: call.path, body: call.body, data: await request(call, options, signal) };
  } catch {
    return null;
  }
}

/**
 * A call through the cache: the page waits at most until `signal` (its time budget); the call
 * itself goes on (CACHED_CALL_TIMEOUT_MS) and serves the pages after it.
 */
async function askCached(
  call: FirstDataCall,
  options: FirstDataOptions,
  cache: FirstDataCache,
  signal: AbortSignal,
): Promise<FirstDataAnswer | null> {
  const LATE = Symbol('late');
  const late = new Promise<typeof LATE>((resolve) => signal.addEventListener('abort', () => resolve(LATE), { once: true }));
  const load = (stop: AbortSignal) => request(call, options, AbortSignal.any([stop, AbortSignal.timeout(CACHED_CALL_TIMEOUT_MS)]));
  const data = await Promise.race([cache.get(firstDataCacheKey(call, options), load).catch(() => undefined), late]);
  return data === LATE || data === undefined ? null : { path: call.path, body: call.body, data };
}

/**
 * Only a picture of this site (a root-relative path) is hinted: the page's own rules decide about
 * any other host, and a hint must never fetch what the page would refuse to show.
 */
export function hintablePicture(url: string | null): string | null {
  if (!url || !url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return null;
  return /^[\w\-./?=&%~+]+$/.test(url) ? url : null;
}
