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
} from '@casino/mf-shared/contracts';

export interface FirstDataOptions {
  backendUrl: string;
  siteId: number;
  locale: Locale;
  /** How long the page waits for the backend; what has not answered by then is left to the browser. */
  timeoutMs: number;
  fetchImpl?: typeof fetch;
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
  const answered = await Promise.all([...calls.values()].map((call) => ask(call, options, signal)));
  const answers = answered.filter((answer): answer is FirstDataAnswer => answer !== null);
  const answerOf = (call: FirstDataCall | undefined) =>
    call ? answers.find((answer) => firstDataKey(answer) === firstDataKey(call)) : undefined;
  const pictureOf = (call: FirstDataCall | undefined) => {
    const answer = answerOf(call);
    return answer ? hintablePicture(firstPicture[module]?.(answer.data) ?? null) : null;
  };
  return { answers, pictures: { desktop: pictureOf(desktop[0]), mobile: pictureOf(mobile[0]) } };
}

async function ask(call: FirstDataCall, options: FirstDataOptions, signal: AbortSignal): Promise<FirstDataAnswer | null> {
  try {
    const response = await (options.fetchImpl ?? fetch)(`${options.backendUrl.replace(/\/+$/, '')}/api${call.path}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', lang: options.locale },
      body: JSON.stringify(call.body),
      signal,
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (!isEnvelope(body) || !isSuccessCode(body.code)) return null;
    return { path: call.path, body: call.body, data: body.apiResponseData };
  } catch {
    return null;
  }
}

/**
 * Only a picture of this site (a root-relative path) is hinted: the page's own rules decide about
 * any other host, and a hint must never fetch what the page would refuse to show.
 */
export function hintablePicture(url: string | null): string | null {
  if (!url || !url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return null;
  return /^[\w\-./?=&%~+]+$/.test(url) ? url : null;
}
