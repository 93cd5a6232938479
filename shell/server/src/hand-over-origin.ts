import type { FastifyRequest } from 'fastify';

/**
 * Whether a page request hands over a session that the visitor must confirm first: its query
 * carries `tk` or `enc`, it is not the app's own (`appPage`), and the navigation did not come from
 * this site — Sec-Fetch-Site other than same-origin/same-site (cross-site, and `none`: a link
 * opened from a mail or chat program), or, from a browser that does not send it, no Referer of
 * this host.
 */
export function handOverNeedsConsent(request: FastifyRequest): boolean {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  if (!query.has('tk') && !query.has('enc')) return false;
  if (query.has('appPage')) return false;
  const header = (name: string) => {
    const value = request.headers[name];
    return (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase() ?? '';
  };
  const site = header('sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'same-site';
  const referer = header('referer');
  if (!referer) return true;
  try {
    return new URL(referer).host !== request.host.toLowerCase();
  } catch {
    return true;
  }
}
