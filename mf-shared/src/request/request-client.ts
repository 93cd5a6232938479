import { isEnvelope, isSuccessCode } from '@casino/contracts';
import { isRequestError, RequestError } from './errors';

export const DEFAULT_TIMEOUT_MS = 30_000;

export interface RequestClientOptions {
  /** Prefix of relative paths; '/api' by default. */
  baseUrl?: string;
  /**
   * Where the calls of the product's own server go (`ownServer: true`): '' (the page's origin) by
   * default; tests that run outside a page give an absolute origin.
   */
  ownServerUrl?: string;
  timeoutMs?: number;
  /** The site language sent as the `lang` header (en_US, zh_CN, …). */
  getLang: () => string;
  /** The member token sent as the `authorization` header. */
  getToken: () => string | null;
  /** Stores a token the server sent back in its `authorization` header. */
  setToken: (token: string) => void;
  /** Runs once per 401 answer, after pending requests were aborted: the shell logs out. */
  onUnauthorized?: (error: RequestError) => void;
  /** Runs for every failure that is not silent or cancelled: the shell shows a toast. */
  onError?: (error: RequestError) => void;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Requests of one group can be cancelled together (letters, member bulletin, my_cash, …). */
  cancelGroup?: string;
  /** Do not report this failure through onError (the caller shows its own state). */
  silent?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * A candidate token to check (a session handed over in a URL or by a login popup), sent instead
   * of the session's. Its 401 is the caller's answer, not the session's end: no logout, no abort
   * of other requests; a renewed token in the answer is not stored.
   */
  token?: string;
  /** Extra headers of this call (POST /login's signed login header); they cannot replace the client's own. */
  headers?: Record<string, string>;
  /**
   * A call of the product's own server (GET /get_login_header, /clientCaptcha): the path is taken
   * from the page's origin, not under the API base, and the member token is not sent (that server
   * has no use for it). Its 401 is an answer like any other, not the session's end.
   */
  ownServer?: boolean;
}

/** The one request client of the site; every API call goes through it. */
export interface RequestClient {
  /** Calls a path and resolves with the envelope's apiResponseData. */
  request<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** POST, the method of nearly every call of the specification. */
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /**
   * Starts a POST ahead of the code that will make it (a route's first data, at boot): the next
   * `post` of the same path and body within a few seconds takes its answer instead of asking
   * again, once. Silent: a failure is left to that later call, which then asks afresh, or, for a
   * time-out, fails with it (the time is spent).
   */
  prefetch(path: string, body?: unknown): void;
  /**
   * Like `prefetch`, with an answer already known (the first data the shell server wrote into the
   * page): the next `post` of the same path and body takes it, once, instead of asking.
   */
  seed(path: string, body: unknown, answer: unknown): void;
  /**
   * A seeded answer of that path and body, now, without taking it: what a page renders at once
   * (on the server, and in the browser that hydrates it: docs/ssr.md); the later `post` still takes it.
   */
  peek<T>(path: string, body: unknown): T | undefined;
  /** Aborts the pending requests of one cancel group. */
  cancelGroup(group: string): void;
  /** Aborts every pending request (a 401 does this). */
  abortAll(): void;
  /** How many requests are in flight. */
  readonly pending: number;
}

const ABSOLUTE_URL = /^[a-z][a-z\d+\-.]*:\/\//i;
const NETWORK_FAILURE =
  /failed to fetch|networkerror|network request failed|load failed|fetch failed|econnrefused|econnreset|enotfound|eai_again|dns|socket hang up/i;

/** How long a prefetched answer waits for the call it was made for. */
const PREFETCH_TTL_MS = 10_000;

/** Joins the base path and a relative call path; absolute URLs pass unchanged. */
export function resolveRequestUrl(baseUrl: string, path: string): string {
  if (ABSOLUTE_URL.test(path)) return path;
  const base = baseUrl.replace(/\/+$/, '');
  return `${base}/${path.replace(/^\/+/, '')}`;
}

/** A root-relative URL made absolute against the page, as every fetch implementation accepts. */
function absolute(url: string): string {
  const here = typeof location === 'undefined' ? undefined : location.href;
  return here && !ABSOLUTE_URL.test(url) ? new URL(url, here).href : url;
}

function stripBearer(value: string): string {
  return value.replace(/^bearer\s+/i, '').trim();
}

/** Creates the request client of shell-and-public.md §7 (headers, token, timeout, envelope, errors). */
export function createRequestClient(options: RequestClientOptions): RequestClient {
  const baseUrl = options.baseUrl ?? '/api';
  const ownServerUrl = options.ownServerUrl ?? '';
  const defaultTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const inFlight = new Set<{ controller: AbortController; group: string | undefined }>();

  const fail = (error: RequestError, silent: boolean | undefined, candidate = false): never => {
    if (error.kind === 'unauthorized' && candidate) {
      // A refused candidate token says nothing about the session in use.
    } else if (error.kind === 'unauthorized') {
      for (const entry of inFlight) entry.controller.abort();
      options.onUnauthorized?.(error);
    } else if (!silent && error.kind !== 'cancelled') {
      options.onError?.(error);
    }
    throw error;
  };

  async function request<T>(path: string, body?: unknown, requestOptions: RequestOptions = {}): Promise<T> {
    const controller = new AbortController();
    const entry = { controller, group: requestOptions.cancelGroup };
    inFlight.add(entry);
    const outerSignal = requestOptions.signal;
    const onOuterAbort = () => controller.abort();
    outerSignal?.addEventListener('abort', onOuterAbort);

    const ownServer = requestOptions.ownServer === true;
    // A refused own-server call or candidate token says nothing about the session in use.
    const candidate = requestOptions.token !== undefined || ownServer;
    const token = ownServer ? undefined : requestOptions.token !== undefined ? requestOptions.token : options.getToken();
    const headers: Record<string, string> = {
      ...requestOptions.headers,
      Accept: 'application/json',
      'Content-Type': 'application/json',
      lang: options.getLang(),
    };
    if (token) headers.authorization = `Bearer ${token}`;
    const method = requestOptions.method ?? 'POST';

    // The time-out runs until the answer's headers arrive, then aborts the call.
    let timedOut = false;
    const timeoutMs = requestOptions.timeoutMs ?? defaultTimeout;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    let response: Response;
    try {
      // Plain fetch: no retries, HTTP errors are answers (the envelope is read below). A Request
      // object, so that a fetch given in the options sees the whole call in its one argument.
      const call = new Request(absolute(resolveRequestUrl(ownServer ? ownServerUrl : baseUrl, path)), {
        method,
        headers,
        body: method === 'GET' || body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      response = await (options.fetch ? options.fetch(call) : fetch(call));
    } catch (cause) {
      return fail(classifyTransportError(cause, path, controller.signal.aborted, timedOut), requestOptions.silent);
    } finally {
      clearTimeout(timer);
      inFlight.delete(entry);
      outerSignal?.removeEventListener('abort', onOuterAbort);
    }

    const renewed = response.headers.get('authorization');
    if (!candidate && renewed && stripBearer(renewed) && stripBearer(renewed) !== token) options.setToken(stripBearer(renewed));

    if (response.status === 401) {
      return fail(new RequestError({ kind: 'unauthorized', path, status: 401, code: 401 }), requestOptions.silent, candidate);
    }

    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch (cause) {
      return fail(
        new RequestError({ kind: 'invalid', path, status: response.status, code: response.status, cause }),
        requestOptions.silent,
      );
    }

    if (!isEnvelope(parsed)) {
      return fail(new RequestError({ kind: 'invalid', path, status: response.status, code: response.status }), requestOptions.silent);
    }
    if (response.ok && isSuccessCode(parsed.code)) {
      return parsed.apiResponseData as T;
    }
    return fail(
      new RequestError({
        kind: parsed.message ? 'business' : 'unhandled',
        path,
        status: response.status,
        code: parsed.code,
        serverMessage: parsed.message || undefined,
        data: parsed.apiResponseData,
      }),
      requestOptions.silent,
    );
  }

  const prefetched = new Map<string, { answer: Promise<unknown>; at: number; seeded?: { value: unknown } }>();
  const keyOf = (path: string, body: unknown) => `${path} ${JSON.stringify(body ?? null)}`;

  return {
    request,
    post: (path, body, requestOptions) => {
      const key = keyOf(path, body);
      const early = prefetched.get(key);
      prefetched.delete(key);
      // A fresh early answer of the session (not a candidate token) serves this call once; else, or
      // on failure, ask now. A time-out is this call's own: the time went on the early ask, and a
      // second ask would make a hung backend cost the page twice the time-out.
      if (early && Date.now() - early.at <= PREFETCH_TTL_MS && requestOptions?.token === undefined) {
        return early.answer.then(
          (answer) => answer as never,
          (error: unknown) =>
            isRequestError(error) && error.kind === 'timeout'
              ? fail(error, requestOptions?.silent)
              : request(path, body, { ...requestOptions, method: 'POST' }),
        );
      }
      return request(path, body, { ...requestOptions, method: 'POST' });
    },
    prefetch(path, body) {
      const answer = request(path, body, { method: 'POST', silent: true });
      answer.catch(() => undefined);
      prefetched.set(keyOf(path, body), { answer, at: Date.now() });
    },
    seed(path, body, answer) {
      prefetched.set(keyOf(path, body), { answer: Promise.resolve(answer), at: Date.now(), seeded: { value: answer } });
    },
    peek<T>(path: string, body: unknown) {
      const early = prefetched.get(keyOf(path, body));
      return early?.seeded && Date.now() - early.at <= PREFETCH_TTL_MS ? (early.seeded.value as T) : undefined;
    },
    cancelGroup(group) {
      for (const entry of inFlight) if (entry.group === group) entry.controller.abort();
    },
    abortAll() {
      for (const entry of inFlight) entry.controller.abort();
    },
    get pending() {
      return inFlight.size;
    },
  };
}

interface ErrorLike {
  name: string;
  message: string;
  cause?: unknown;
}

/** Errors may come from another realm (a worker, a test VM), so they are told apart by shape. */
function asErrorLike(value: unknown): ErrorLike | null {
  return typeof value === 'object' && value !== null && typeof (value as ErrorLike).name === 'string' ? (value as ErrorLike) : null;
}

function classifyTransportError(cause: unknown, path: string, aborted: boolean, timedOut: boolean): RequestError {
  if (timedOut) return new RequestError({ kind: 'timeout', path, cause });
  const error = asErrorLike(cause);
  if (aborted || error?.name === 'AbortError') return new RequestError({ kind: 'cancelled', path, cause });
  if (!error) return new RequestError({ kind: 'invalid', path, cause });
  const inner = asErrorLike(error.cause);
  const text = `${error.name} ${error.message} ${inner ? `${inner.name} ${inner.message} ${String((inner as { code?: unknown }).code ?? '')}` : ''}`;
  if (error.name === 'TypeError' || NETWORK_FAILURE.test(text)) return new RequestError({ kind: 'network', path, cause });
  return new RequestError({ kind: 'unhandled', path, code: error.name, cause });
}
