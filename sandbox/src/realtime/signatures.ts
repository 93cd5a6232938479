import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { PusherApp } from './protocol';

function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The auth string of a private or presence subscription: `key:HMAC-SHA256(secret, "socket_id:channel[:channel_data]")`,
 * exactly what the `pusher` library's authorizeChannel returns.
 */
export function signChannel(app: PusherApp, socketId: string, channel: string, channelData?: string): string {
  const text = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${app.key}:${hmac(app.secret, text)}`;
}

export function verifyChannelAuth(app: PusherApp, socketId: string, channel: string, auth: unknown, channelData?: string): boolean {
  return typeof auth === 'string' && sameText(auth, signChannel(app, socketId, channel, channelData));
}

export type ApiAuthResult = { ok: true } | { ok: false; message: string };

export interface ApiRequest {
  method: string;
  /** The request path as sent, without the query (`/apps/<id>/events`). */
  path: string;
  query: URLSearchParams;
  /** The raw body text ('' when none). */
  body: string;
}

/** How far `auth_timestamp` may be from the server's clock, as Pusher enforces. */
export const MAX_TIMESTAMP_SKEW_SECONDS = 600;

/**
 * Checks Pusher's signed-query authentication of the HTTP API, the way the `pusher` Node library
 * produces it: the string `METHOD\npath\nsorted query without auth_signature` signed with the
 * secret, `auth_key` the app key, `auth_timestamp` within 600 s, `body_md5` the MD5 of the body.
 */
export function verifyApiRequest(app: PusherApp, request: ApiRequest, nowSeconds: number): ApiAuthResult {
  const query = request.query;
  const signature = query.get('auth_signature');
  const key = query.get('auth_key');
  const timestamp = query.get('auth_timestamp');
  if (!signature || !key || !timestamp || !query.get('auth_version')) {
    return { ok: false, message: 'Missing authentication: auth_key, auth_timestamp, auth_version and auth_signature are required' };
  }
  if (key !== app.key) return { ok: false, message: `Unknown auth_key "${key}"` };
  if (query.get('auth_version') !== '1.0') return { ok: false, message: 'auth_version must be 1.0' };
  const sentAt = Number(timestamp);
  if (!/^\d+$/.test(timestamp) || Math.abs(nowSeconds - sentAt) > MAX_TIMESTAMP_SKEW_SECONDS) {
    return {
      ok: false,
      message: `Timestamp expired: auth_timestamp ${timestamp} is more than ${MAX_TIMESTAMP_SKEW_SECONDS} s from the server time ${nowSeconds}`,
    };
  }
  if (request.body !== '') {
    const md5 = createHash('md5').update(request.body, 'utf8').digest('hex');
    if (query.get('body_md5') !== md5) return { ok: false, message: 'body_md5 does not match the body' };
  }

  const pairs: [string, string][] = [];
  for (const [name, value] of query) {
    if (name !== 'auth_signature') pairs.push([name.toLowerCase(), value]);
  }
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signed = [request.method.toUpperCase(), request.path, pairs.map(([k, v]) => `${k}=${v}`).join('&')].join('\n');
  if (!sameText(signature, hmac(app.secret, signed))) {
    return { ok: false, message: `Invalid signature: expected the HMAC SHA256 hex digest of ${JSON.stringify(signed)}` };
  }
  return { ok: true };
}
