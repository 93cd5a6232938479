import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLoopback } from '@casino/server-kit/loopback';
import { isSiteOrigin } from './site-origins';

// auth/login-header.ts takes it from here, with the rest of the sandbox's address rules.
export { isLoopback };

export interface AdminAccess {
  /** SANDBOX_ADMIN_TOKEN: opens /__sandbox to any client that sends it in `x-sandbox-token`; null = loopback only. */
  token: string | null;
  siteOrigins: readonly string[];
}

export const ADMIN_TOKEN_HEADER = 'x-sandbox-token';

/** Every address a proxy says it forwarded for (X-Forwarded-For, RFC 7239 Forwarded). */
function forwardedFor(request: FastifyRequest): string[] {
  const header = (name: string): string => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : (value ?? '');
  };
  const xff = header('x-forwarded-for').split(',');
  const rfc = [...header('forwarded').matchAll(/for=("?)\[?([^\]";,]+)\]?\1/gi)].map((m) => m[2] ?? '');
  return [...xff, ...rfc].map((a) => a.trim()).filter(Boolean);
}

function tokenMatches(expected: string | null, sent: string | string[] | undefined): boolean {
  if (!expected || typeof sent !== 'string' || sent === '') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Why a /__sandbox request is refused, or null. Reset wipes the database, so: the token, or a client
 * on this machine (its own socket and every hop a proxy reports), and not a page of a foreign
 * origin — a browser on this machine would otherwise carry any website's request to loopback.
 */
export function adminRefusal(request: FastifyRequest, access: AdminAccess): string | null {
  if (tokenMatches(access.token, request.headers[ADMIN_TOKEN_HEADER])) return null;
  const addresses = [request.raw.socket.remoteAddress, ...forwardedFor(request)];
  if (!addresses.every(isLoopback))
    return `/__sandbox answers loopback clients only; elsewhere set SANDBOX_ADMIN_TOKEN and send it in ${ADMIN_TOKEN_HEADER}`;
  const origin = request.headers.origin;
  if (origin !== undefined && !isSiteOrigin(origin, access.siteOrigins))
    return `/__sandbox refuses pages of ${origin}: not in SANDBOX_SITE_ORIGINS (or send SANDBOX_ADMIN_TOKEN in ${ADMIN_TOKEN_HEADER})`;
  const fetchSite = request.headers['sec-fetch-site'];
  if (origin === undefined && (fetchSite === 'cross-site' || fetchSite === 'same-site'))
    return '/__sandbox refuses cross-site browser requests';
  return null;
}

/** The onRequest hook of the /__sandbox scope. */
export function adminAccessHook(access: AdminAccess) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const refusal = adminRefusal(request, access);
    if (!refusal) return undefined;
    request.log.warn({ remoteAddress: request.raw.socket.remoteAddress, origin: request.headers.origin }, refusal);
    return reply.code(403).send({ ok: false, error: refusal });
  };
}
