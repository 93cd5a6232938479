import type { FastifyInstance } from 'fastify';
import { hostAllowed, isIpHost, type HostRule } from '../site-config/host-rules';
import { failure, ok } from './envelope';

export type IframeDecision =
  | { allowed: true; url: string }
  | {
      allowed: false;
      reason: 'protocol' | 'credentials' | 'scheme_not_listed' | 'ip_not_listed' | 'port_not_listed' | 'host_not_listed';
      message: string;
    };

const MAX_URL_LENGTH = 2048;

/**
 * Whether a URL may be shown in an iframe, decided from the parsed URL and the allowed list alone.
 * Nothing is fetched or resolved: the server never contacts an address the site did not list.
 * The WHATWG parser used here is the browser's, so "http:\\evil", "http://0x7f.1" or "HTTP://A.EXAMPLE"
 * are judged as the host the iframe would really load.
 */
export function decideIframe(url: URL, rules: readonly HostRule[]): IframeDecision {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { allowed: false, reason: 'protocol', message: `Only http and https URLs may be framed (got ${url.protocol})` };
  }
  if (url.username || url.password)
    return { allowed: false, reason: 'credentials', message: 'URLs carrying a user name or password are refused' };
  if (hostAllowed(url, rules)) return { allowed: true, url: url.href };
  // Listed for the other scheme only (`http://games.example.com`): the scheme is part of the entry.
  if (hostAllowed(url, rules, { ignoreScheme: true }))
    return { allowed: false, reason: 'scheme_not_listed', message: `${url.host} is listed for another scheme than ${url.protocol}` };
  if (isIpHost(url.hostname))
    return { allowed: false, reason: 'ip_not_listed', message: `IP address ${url.hostname} is not in the allowed list` };
  const hostListed = hostAllowed(new URL(`${url.protocol}//${url.hostname}/`), rules);
  if (url.port && hostListed)
    return { allowed: false, reason: 'port_not_listed', message: `Port ${url.port} is not listed for ${url.hostname}` };
  return { allowed: false, reason: 'host_not_listed', message: `${url.host} is not in the allowed list` };
}

/** GET /check_iframe?url=… answers { allowed, url } or { allowed: false, reason, message }. */
export async function checkIframeRoutes(app: FastifyInstance, options: { rules: readonly HostRule[] }): Promise<void> {
  app.get<{ Querystring: { url?: unknown } }>('/check_iframe', async (request, reply) => {
    const raw = request.query.url;
    if (raw === undefined || raw === '') return reply.code(400).send(failure(400, 'Invalid request: the url query parameter is required'));
    if (typeof raw !== 'string') return reply.code(400).send(failure(400, 'Invalid request: give exactly one url query parameter'));
    if (raw.length > MAX_URL_LENGTH)
      return reply.code(400).send(failure(400, `Invalid request: url is longer than ${MAX_URL_LENGTH} characters`));
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return reply.code(400).send(failure(400, 'Invalid request: url must be an absolute URL such as https://sport.example.com/'));
    }
    return ok(decideIframe(url, options.rules));
  });
}
