/**
 * A `fetch` for unit tests that answers like the sandbox: paths under /api, the envelope with
 * code 1000, business failures and HTTP faults. Each remote registers its own handler sets
 * (path → handler); the fake records every call so a test can check what was sent.
 */
const REPLY = Symbol('reply');

/** An answer other than success: what `businessError` and `httpError` build. */
export interface Reply {
  [REPLY]: true;
  status: number;
  body: unknown;
}

/** One call as the server received it (spec path without /api). */
export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/** Answers one path: returns the apiResponseData of a success, or a Reply for a failure. */
export type Handler = (body: Record<string, unknown>, call: RecordedCall) => unknown;

/** A business failure (HTTP 200, status false) the way the sandbox answers one. */
export function businessError(code: number, message: string): Reply {
  return { [REPLY]: true, status: 200, body: { status: false, code, message, apiResponseData: null } };
}

/** An HTTP failure with the envelope code equal to the status (the sandbox's injected faults). */
export function httpError(status: number, message = 'Injected fault'): Reply {
  return { [REPLY]: true, status, body: { status: false, code: status, message, apiResponseData: null } };
}

function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && REPLY in value;
}

export interface FakeSandbox {
  fetch: typeof fetch;
  /** Every call, in order. */
  calls: RecordedCall[];
  /** The calls of one path. */
  callsTo(path: string): RecordedCall[];
  /** How many times a path was called. */
  hits(path: string): number;
  /** Replaces or adds the handler of a path. */
  on(path: string, handler: Handler): void;
  /** The next calls of a path get these replies, one each, before its handler answers again. */
  fail(path: string, ...replies: Reply[]): void;
}

/** Builds the fake from handler sets; a later set overrides an earlier one's path. */
export function createFakeSandbox(...handlerSets: Record<string, Handler>[]): FakeSandbox {
  const routes = new Map(handlerSets.flatMap((handlers) => Object.entries(handlers)));
  const faults = new Map<string, Reply[]>();
  const calls: RecordedCall[] = [];

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const text = request.method === 'GET' ? '' : await request.text();
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const call: RecordedCall = {
      method: request.method,
      path,
      query: Object.fromEntries(url.searchParams),
      body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
      headers,
    };
    calls.push(call);

    const fault = faults.get(path)?.shift();
    if (fault) return json(fault.status, fault.body);
    const handler = routes.get(path);
    if (!handler) return json(404, { status: false, code: 404, message: `No handler for ${path}`, apiResponseData: null });
    const result: unknown = await handler(call.body, call);
    if (isReply(result)) return json(result.status, result.body);
    return json(200, { status: true, code: 1000, message: 'Success', apiResponseData: result });
  };

  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  return {
    fetch: fetchImpl as typeof fetch,
    calls,
    callsTo,
    hits: (path) => callsTo(path).length,
    on: (path, handler) => void routes.set(path, handler),
    fail: (path, ...replies) => void faults.set(path, [...(faults.get(path) ?? []), ...replies]),
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
