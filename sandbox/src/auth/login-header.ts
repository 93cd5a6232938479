import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isLoopback } from '../http/admin-access';

/**
 * The check of the signed login header (member-and-account.md §7): the shell server's
 * GET /get_login_header signs `remote_addr + "\n" + timestamp` with HMAC-SHA256 under a secret
 * it shares with the backend (shell/server/src/routes/login-header.ts). Written again here rather
 * than imported: the sandbox stands for a separate backend and shares only the secret.
 */
export function signLoginHeader(secret: string, ip: string, timestamp: number): string {
  return `v1=${createHmac('sha256', secret).update(`${ip}\n${timestamp}`).digest('base64url')}`;
}

export type LoginHeaderVerdict = 'ok' | 'missing' | 'bad_signature' | 'expired' | 'ip_mismatch';

const plain = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** Two spellings of one client: equal once IPv4-mapped, or both this machine (::1 and 127.0.0.1). */
export function sameClient(a: string, b: string): boolean {
  return plain(a) === plain(b) || (isLoopback(plain(a)) && isLoopback(plain(b)));
}

/**
 * The address the call came from: the last hop of X-Forwarded-For when a proxy on this machine
 * (the shell server) relays it, the socket's peer otherwise.
 */
export function clientAddress(request: FastifyRequest): string {
  const peer = plain(request.raw.socket.remoteAddress ?? '');
  const header = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const last = hops[hops.length - 1];
  return isLoopback(peer) && last ? plain(last) : peer;
}

function headerText(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function verifyLoginHeader(
  request: FastifyRequest,
  remoteAddr: string | undefined,
  options: { secret: string; ttlMs: number; now: number },
): LoginHeaderVerdict {
  const stamp = headerText(request, 'x-login-timestamp');
  const signature = headerText(request, 'x-login-signature');
  if (!remoteAddr || !stamp || !signature || !/^\d+$/.test(stamp)) return 'missing';
  const expected = Buffer.from(signLoginHeader(options.secret, remoteAddr, Number(stamp)));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad_signature';
  const age = options.now - Number(stamp);
  if (age < -5_000 || age > options.ttlMs) return 'expired';
  if (!sameClient(remoteAddr, clientAddress(request))) return 'ip_mismatch';
  return 'ok';
}
