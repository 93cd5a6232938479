import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ok } from './envelope';

/** The message the signature covers: the client IP and the issue time. */
function signedText(ip: string, timestamp: number): string {
  return `${ip}\n${timestamp}`;
}

/** `v1=<base64url HMAC-SHA256(secret, ip + "\n" + timestamp)>`. */
export function signLoginHeader(secret: string, ip: string, timestamp: number): string {
  return `v1=${createHmac('sha256', secret).update(signedText(ip, timestamp)).digest('base64url')}`;
}

export interface LoginHeaders {
  remote_addr: string;
  host: string;
  'x-login-timestamp': string;
  'x-login-signature': string;
}

/**
 * What the backend checks on POST /login (the reference implementation of docs/shell-server.md):
 * the signature matches remote_addr and the timestamp, the timestamp is neither in the future nor
 * older than the lifetime, and remote_addr is the address the request really came from.
 */
export function verifyLoginHeader(
  secret: string,
  headers: Partial<Record<keyof LoginHeaders, string>>,
  options: { now: number; ttlMs: number; clientIp?: string },
): 'ok' | 'missing' | 'bad_signature' | 'expired' | 'ip_mismatch' {
  const { remote_addr: ip, 'x-login-timestamp': stamp, 'x-login-signature': signature } = headers;
  if (!ip || !stamp || !signature || !/^\d+$/.test(stamp)) return 'missing';
  const expected = Buffer.from(signLoginHeader(secret, ip, Number(stamp)));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad_signature';
  const age = options.now - Number(stamp);
  if (age < -5_000 || age > options.ttlMs) return 'expired';
  if (options.clientIp !== undefined && options.clientIp !== ip) return 'ip_mismatch';
  return 'ok';
}

/**
 * GET /get_login_header: the headers the page sends with POST /login (member-and-account.md §7).
 * The IP and host are what this server saw (X-Forwarded-* from trusted proxies); the signature
 * lets the backend trust them without trusting the browser. The secret never leaves the server.
 */
export async function loginHeaderRoutes(
  app: FastifyInstance,
  options: { secret: string; ttlMs: number; now: () => number },
): Promise<void> {
  app.get('/get_login_header', async (request, reply) => {
    const timestamp = options.now();
    const headers: LoginHeaders = {
      remote_addr: request.ip,
      host: request.host,
      'x-login-timestamp': String(timestamp),
      'x-login-signature': signLoginHeader(options.secret, request.ip, timestamp),
    };
    reply.header('Cache-Control', 'no-store');
    return ok({ headers, expires_at: timestamp + options.ttlMs });
  });
}
