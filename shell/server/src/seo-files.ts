import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, usesPrefix, type SiteConfig } from '@casino/contracts';
import { isPublicPage, localeLinks } from '../../src/app/meta/locale-links';
import { routeTable, type RouteEntry } from '../../src/app/route-table';

type SeoConfig = Pick<
  SiteConfig,
  'locales' | 'defaultLocale' | 'localeStrategy' | 'localeDomains' | 'differentDomains' | 'baseUrl' | 'environment'
>;

/** Public pages that only make sense with their query (the desktop game room: `?gt_id&gp_id&house`). */
const QUERY_PAGES = new Set(['/gameRoom']);

/** The part of a route's path before its first parameter: `/user/*` → `/user`. */
const staticPart = (path: string) => path.split(/\/[:*]/)[0] || '/';

/**
 * The pages the sitemap lists: every public route of the route table (locale-links' isPublicPage:
 * renders something, no member needed) with a fixed path, in the site's chrome (not the game
 * pages without navigation: /close, /slotgame, /fastPayment) and of this environment. Detail
 * pages (`/discount/:id`, `/faq/:id`, `/gameHall/:id`) are not listed: their ids are backend data.
 */
export function sitemapPaths(environment: SiteConfig['environment']): string[] {
  const listed = (entry: RouteEntry) =>
    isPublicPage(entry) &&
    !/[:*]/.test(entry.path) &&
    !entry.chrome &&
    !QUERY_PAGES.has(entry.path) &&
    (!entry.environments || entry.environments.includes(environment));
  return routeTable.filter(listed).map((entry) => entry.path);
}

/** The member-only paths (routes with the `auth` middleware), in every offered locale's prefix under a prefix strategy. */
function memberPaths(config: SeoConfig): string[] {
  const bare = [...new Set(routeTable.filter((entry) => entry.middleware?.includes('auth')).map((entry) => staticPart(entry.path)))];
  const prefixes = usesPrefix(config) ? ['', ...config.locales.map((locale) => `/${locale}`)] : [''];
  return prefixes.flatMap((prefix) => bare.map((path) => `${prefix}${path}`));
}

/**
 * /robots.txt: crawlers may read the public pages (and the release files they load), not the
 * member-only pages nor the API; the sitemap is named on `origin`.
 */
export function robotsTxt(config: SeoConfig, origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...memberPaths(config).map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/**
 * /sitemap.xml: each listed page once per address it has (one per locale under a prefix strategy
 * or on different domains, one under no_prefix), each with its hreflang alternates and x-default,
 * as the page's own canonical and alternate links say (locale-links.ts), on `origin`.
 */
export function sitemapXml(config: SeoConfig, origin: string): string {
  const site = { ...config, baseUrl: origin };
  const urls = new Map<string, { hreflang: string; href: string }[]>();
  for (const path of sitemapPaths(config.environment)) {
    for (const locale of config.locales.filter(isLocale)) {
      if (config.differentDomains && !config.localeDomains[locale]) continue;
      const links = localeLinks(path, locale, site, origin);
      if (!urls.has(links.canonical)) urls.set(links.canonical, links.alternates);
    }
  }
  const body = [...urls].map(([loc, alternates]) =>
    [
      '  <url>',
      `    <loc>${escapeXml(loc)}</loc>`,
      ...alternates.map(
        (alternate) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
      ),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...body,
    '</urlset>',
    '',
  ].join('\n');
}

export interface SeoFilesOptions {
  site: SeoConfig;
  /** SITE_BASE_URL when it is set; otherwise the request's own origin names the pages. */
  baseUrl: string | null;
}

/**
 * GET (and HEAD) /robots.txt and /sitemap.xml, revalidated like every answer written per request
 * (no-cache) and compressed with them (registered inside compressAnswers' scope).
 */
/** The origin a request was sent to (its scheme and Host), or null when its Host header is not a host name. */
export function requestOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

export async function seoFileRoutes(app: FastifyInstance, { site, baseUrl }: SeoFilesOptions): Promise<void> {
  const originOf = (request: FastifyRequest) => (baseUrl ? new URL(baseUrl).origin : requestOrigin(request));
  // Without SITE_BASE_URL a request whose Host is not a host name has no origin to name the pages on.
  const badHost = (reply: FastifyReply) =>
    reply.code(400).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('Bad Request');
  app.get('/robots.txt', async (request, reply) => {
    const origin = originOf(request);
    if (!origin) return badHost(reply);
    return reply.header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send(robotsTxt(site, origin));
  });
  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    if (!origin) return badHost(reply);
    return reply.header('Cache-Control', 'no-cache').type('application/xml; charset=utf-8').send(sitemapXml(site, origin));
  });
}
