/**
 * A `fetch` that answers like the sandbox (envelope, code 1000, paths under /api), for unit tests.
 * Handlers get the JSON body and return apiResponseData, or a `reply(...)` for failures.
 */
export interface Reply {
  __reply: true;
  status: number;
  body: unknown;
  delayMs?: number;
}

export type Handler = (body: Record<string, unknown>, call: RecordedCall) => unknown;

export interface RecordedCall {
  path: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/** A business failure (HTTP 200, status false) the way the sandbox answers one. */
export function businessError(code: number, message: string): Reply {
  return { __reply: true, status: 200, body: { status: false, code, message, apiResponseData: null } };
}

/** An HTTP failure with the envelope code equal to the status (the sandbox's injected faults). */
export function httpError(status: number, message = 'Injected fault'): Reply {
  return { __reply: true, status, body: { status: false, code: status, message, apiResponseData: null } };
}

function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && (value as Reply).__reply === true;
}

export interface FakeSandbox {
  fetch: typeof fetch;
  calls: RecordedCall[];
  /** Calls of one path (spec path without /api). */
  callsTo(path: string): RecordedCall[];
  /** Replaces or adds the handler of a path. */
  on(path: string, handler: Handler): void;
}

export const TEST_API_BASE = 'http://sandbox.test/api';

export function createFakeSandbox(handlers: Record<string, Handler> = {}): FakeSandbox {
  const routes = new Map(Object.entries(handlers));
  const calls: RecordedCall[] = [];

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const text = request.method === 'GET' ? '' : await request.text();
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const call = { path, body, headers };
    calls.push(call);
    const handler = routes.get(path);
    if (!handler) return json(404, { status: false, code: 404, message: `No handler for ${path}`, apiResponseData: null });
    const result = await handler(body, call);
    if (isReply(result)) return json(result.status, result.body);
    return json(200, { status: true, code: 1000, message: 'Success', apiResponseData: result });
  };

  return {
    fetch: fetchImpl as typeof fetch,
    calls,
    callsTo: (path) => calls.filter((call) => call.path === path),
    on: (path, handler) => void routes.set(path, handler),
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
