/* Helpers for the sandbox's own tests: an in-memory sandbox and a typed call through app.inject. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildSandbox, type SandboxOptions } from './app';
import { signLoginHeader } from './auth/login-header';
import type { Envelope } from './http/envelope';

export interface CallOptions {
  lang?: string;
  token?: string;
  /** more request headers (the signed login header, X-Forwarded-For) */
  headers?: Record<string, string>;
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
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    lang: options.lang ?? 'en_US',
    ...options.headers,
  };
  if (options.token) headers.authorization = options.token;
  const response = await app.inject({ method: 'POST', url: `/api${path}`, headers, payload: JSON.stringify(body) });
  return { statusCode: response.statusCode, body: response.json() as Envelope<T>, headers: response.headers };
}

/** Draws a captcha through POST /captcha and reads its answer from the database. */
export async function drawCaptcha(app: FastifyInstance, type: 1 | 2 = 1, siteId = 1): Promise<{ token: string; answer: string }> {
  const response = await call<{ token: string }>(app, '/captcha', { type, site_id: siteId });
  const { token } = response.body.apiResponseData;
  const row = app.sandbox.db.prepare('SELECT answer FROM captchas WHERE token = ?').get(token) as { answer: string };
  return { token, answer: row.answer };
}

/** The headers the shell server's /get_login_header would give a browser at `remoteAddr` (app.inject comes from 127.0.0.1). */
export function loginHeaders(
  app: FastifyInstance,
  remoteAddr = '127.0.0.1',
  timestamp = app.sandbox.now().getTime(),
): Record<string, string> {
  return {
    'x-login-timestamp': String(timestamp),
    'x-login-signature': signLoginHeader(app.sandbox.security.loginHeaderSecret, remoteAddr, timestamp),
  };
}

/** POST /login as the page sends it: a fresh captcha answered right and a signed header. */
export async function login<T = Record<string, unknown>>(
  app: FastifyInstance,
  account: string,
  password = 'Test1234',
  options: { siteId?: number; body?: Record<string, unknown>; lang?: string } = {},
): Promise<CallResponse<T>> {
  const siteId = options.siteId ?? 1;
  const captcha = await drawCaptcha(app, 1, siteId);
  return call<T>(
    app,
    '/login',
    {
      account,
      password,
      site_id: siteId,
      captcha_token: captcha.token,
      answer: captcha.answer,
      remote_addr: '127.0.0.1',
      host: 'localhost',
      browser: 'Chrome',
      system: 'Windows',
      ...options.body,
    },
    { lang: options.lang, headers: loginHeaders(app) },
  );
}

/** Logs a seeded member in and returns the session token. */
export async function loginAs(app: FastifyInstance, account = 'player_rmb', siteId = 1): Promise<string> {
  const response = await login<{ token: string }>(app, account, 'Test1234', { siteId });
  if (!response.body.status) throw new Error(`login of ${account} failed: ${response.body.message}`);
  return response.body.apiResponseData.token;
}

/** A /__sandbox test endpoint called from this machine; its JSON answer. */
export async function sandboxAdmin(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: InjectOptions['payload'],
): Promise<Record<string, unknown>> {
  const response = await app.inject({ method, url: `/__sandbox${url}`, ...(payload === undefined ? {} : { payload }) });
  return response.json() as Record<string, unknown>;
}
