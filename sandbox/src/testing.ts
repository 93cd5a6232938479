/* Helpers for the sandbox's own tests: an in-memory sandbox and a typed call through app.inject. */
import type { FastifyInstance } from 'fastify';
import { buildSandbox, type SandboxOptions } from './app';
import type { Envelope } from './http/envelope';

export interface CallOptions {
  lang?: string;
  token?: string;
}

export interface CallResponse<T> {
  statusCode: number;
  body: Envelope<T>;
  headers: Record<string, unknown>;
}

export function testSandbox(options: SandboxOptions = {}): FastifyInstance {
  return buildSandbox({ dbFile: ':memory:', ...options });
}

/** POSTs a JSON body to /api<path> with the client's headers and parses the envelope. */
export async function call<T = Record<string, unknown>>(
  app: FastifyInstance,
  path: string,
  body: unknown = {},
  options: CallOptions = {},
): Promise<CallResponse<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', lang: options.lang ?? 'en_US' };
  if (options.token) headers.authorization = options.token;
  const response = await app.inject({ method: 'POST', url: `/api${path}`, headers, payload: JSON.stringify(body) });
  return { statusCode: response.statusCode, body: response.json() as Envelope<T>, headers: response.headers };
}

/** Logs a seeded member in and returns the session token. */
export async function loginAs(app: FastifyInstance, account = 'player_rmb', siteId = 1): Promise<string> {
  const response = await call<{ token: string }>(app, '/login', { account, password: 'Test1234', site_id: siteId });
  if (!response.body.status) throw new Error(`login of ${account} failed: ${response.body.message}`);
  return response.body.apiResponseData.token;
}
