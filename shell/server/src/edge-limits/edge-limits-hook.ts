import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure } from '../routes/envelope';
import { type EdgeLimiter } from './edge-limiter';
import { lockedMessage, requestLocale, unavailableMessage } from './edge-messages';
import { limitedRoute, type Body } from './policies';

/** The code of a lock answer (HTTP 429) and of a refusal while the counters are unreachable (HTTP 503). */
export const LOCKED_CODE = 429;
export const UNAVAILABLE_CODE = 503;

/** The JSON body of a call, from the parsed body or the bytes the /api proxy keeps (`rawBody`); {} when it is not JSON. */
function bodyOf(request: FastifyRequest, rawBody: (request: FastifyRequest) => Buffer | undefined): Body {
  if (request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body) && !('pipe' in request.body))
    return request.body as Body;
  const raw = rawBody(request);
  if (!raw?.length) return {};
  try {
    const parsed = JSON.parse(raw.toString('utf8')) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Body) : {};
  } catch {
    return {};
  }
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const token = typeof header === 'string' ? header.replace(/^Bearer\s+/i, '').trim() : '';
  return token || null;
}

/**
 * Counts every limited call (policies.ts) before it is answered or forwarded: a lock answers 429
 * with the envelope, a translated "try again in …" and Retry-After; an unreachable store answers
 * 503 (fail safe: nothing uncounted gets through); otherwise the call waits its progressive delay
 * and goes on. The address is Fastify's request.ip, which follows TRUST_PROXY.
 */
export function edgeLimits(app: FastifyInstance, limiter: EdgeLimiter, rawBody: (request: FastifyRequest) => Buffer | undefined): void {
  app.addHook('preHandler', async (request, reply) => {
    const route = limitedRoute(request.method, request.url.split('?')[0] ?? '/');
    if (!route) return;
    const account = route.account(bodyOf(request, rawBody), bearerOf(request));
    const address = request.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    let verdict;
    try {
      verdict = await limiter.attempt(route.policy, { account, address });
    } catch (error) {
      request.log.error({ err: error }, 'edge limits: the counters could not be read');
      verdict = { kind: 'unavailable' as const };
    }
    const locale = requestLocale(request.headers.lang);
    if (verdict.kind === 'locked') {
      const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
      request.log.warn({ policy: route.policy, address, retryAfter: seconds }, 'edge limits: locked');
      return reply
        .code(429)
        .header('Retry-After', String(seconds))
        .header('Cache-Control', 'no-store')
        .send(failure(LOCKED_CODE, lockedMessage(locale, seconds), { retry_after: seconds }));
    }
    if (verdict.kind === 'unavailable') {
      return reply
        .code(503)
        .header('Retry-After', '30')
        .header('Cache-Control', 'no-store')
        .send(failure(UNAVAILABLE_CODE, unavailableMessage(locale)));
    }
    if (verdict.delayMs > 0) await sleep(verdict.delayMs);
    return undefined;
  });
}
