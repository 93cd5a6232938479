import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { isCompressedSibling, isPrecompressible, isPublicReleaseFile, PREVIEW_COOKIE } from '@casino/release-format';
import { decideLocale, type BootData } from '@casino/contracts';
import { apiProxy, proxiedBody } from './api-proxy';
import { EdgeLimiter, memoryStore, redisStore } from './edge-limits/edge-limiter';
import { edgeLimits } from './edge-limits/edge-limits-hook';
import { loadFirstData } from './first-data';
import { FirstDataCache } from './first-data-cache';
import { invalidateOnEvents } from './first-data-events';
import { compressAnswers } from './compression';
import { handOverNeedsConsent } from './hand-over-origin';
import {
  HtmlCache,
  NONCE_PLACEHOLDER,
  noncelessPage,
  pageQuery,
  releaseSignature,
  withNonce,
  type NoncelessPage,
  type QueryDecision,
  type RenderCacheState,
} from './html-cache';
import type { ServerConfig } from './config';
import { canaryManifest } from './canary';
import { ReleaseReader } from './release';
import { releaseFileHook } from './release-files';
import { httpsRedirectHook } from './https-redirect';
import { RenderPool } from './render-pool';
import { deviceOf, ServerRenderer, type PageRenderer } from './server-render';
import { isServerDrawn, resolvePath } from '../../src/app/route-table';
import { cookieValue, renderPage } from './render-page';
import { serverMiddleware } from './server-middleware';
import { requestOrigin, seoFileRoutes } from './seo-files';
import { manifestFor, PREVIEW_CACHE_CONTROL, previewRoutes } from './preview';
import { ownServerRoutes, type OwnRoutesOptions } from './routes';
import { contentSecurityPolicy, EVERY_RESPONSE_HEADERS, frameOptions, HSTS, newNonce } from './security-headers';
import { bearerMatches, requestKind, ServerMetrics } from './metrics';
import { rumRoutes } from './rum';

/** User agents of the start-up renders (one per layout), which warm the server build up. */
const DESKTOP_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) casino-warm-up';
const MOBILE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile casino-warm-up';

/** Files inside a version folder never change; manifests and HTML always must be revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

function cacheControlFor(file: string): string {
  const base = path.basename(file);
  if (base.endsWith('.html') || base === 'mf-manifest.json') return NO_CACHE;
  return IMMUTABLE;
}

/**
 * Headers of a release file, decided by the file the URL names: when the client accepts br or
 * gzip, @fastify/static sends the sibling publish wrote (`remoteEntry.js.br`) with the original's
 * Content-Type, and the caching must be the original's too.
 */
function setReleaseHeaders(res: SetHeadersResponse, sentFile: string): void {
  const file = isCompressedSibling(sentFile) ? sentFile.slice(0, sentFile.lastIndexOf('.')) : sentFile;
  res.setHeader('Cache-Control', cacheControlFor(file));
  // One URL, several encodings: caches must keep them apart.
  if (isPrecompressible(file)) res.setHeader('Vary', 'Accept-Encoding');
}

/** TRUST_PROXY=<n>: the nearest n proxies may set X-Forwarded-For. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/**
 * Whether a server-rendered page may come from the HTML cache (docs/ssr.md, "Cache"): its key's
 * query, or why it is rendered for this request alone: a preview cookie (even one that is
 * ignored), an answer that sets cookies (introducer links: decided per request), a session (an
 * Authorization header, a hand-over in the address), a query parameter the route's key does not know.
 */
export function cacheBypass(
  request: FastifyRequest,
  reply: FastifyReply,
  routePath: string,
): QueryDecision | { bypass: 'preview' | 'cookie' } {
  if (cookieValue(request.headers.cookie, PREVIEW_COOKIE) !== undefined) return { bypass: 'preview' };
  if (reply.hasHeader('set-cookie')) return { bypass: 'cookie' };
  if (request.headers.authorization) return { bypass: 'session' };
  const at = request.url.indexOf('?');
  return pageQuery(routePath, at < 0 ? '' : request.url.slice(at));
}

/** The product's own server: serves the release, renders the page, proxies /api. */
export async function buildServer(config: ServerConfig, options: OwnRoutesOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Validation errors list every wrong field, not only the first.
    ajv: { customOptions: { allErrors: true } },
  });
  const release = new ReleaseReader(config.releaseDir, config.releaseEnv, config.remoteOverrides);
  // Prometheus metrics: requests, renders and the pages' real-user figures (metrics.ts, rum.ts).
  const metrics = new ServerMetrics(() => release.read());
  app.addHook('onResponse', async (request, reply) => {
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    metrics.requests.observe(
      { kind: requestKind(request.url, isPage), status: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
  });
  // The preview cookie is signed with PREVIEW_SECRET; without one, no browser previews (preview.ts).
  const previewSigning = { secret: config.preview.secret, now: options.now ?? Date.now };
  const renderOptions = { releaseDir: config.releaseDir, timeoutMs: config.ssr.timeoutMs, log: (message: string) => app.log.warn(message) };
  const renderer: PageRenderer | null = !config.ssr.enabled
    ? null
    : config.ssr.threads > 0
      ? new RenderPool({ ...renderOptions, threads: config.ssr.threads })
      : new ServerRenderer(renderOptions);
  if (renderer?.close) app.addHook('onClose', async () => renderer.close?.());
  // Counters shared by every shell server when REDIS_URL is set; a Redis outage refuses the limited calls only.
  const counters = config.edgeLimits.redisUrl
    ? redisStore(config.edgeLimits.redisUrl, (error) => app.log.error({ err: error }, 'edge limits: Redis is unreachable'))
    : memoryStore();
  app.addHook('onReady', async () => counters.ready(3000));
  app.addHook('onClose', async () => counters.close());
  const limiter = config.edgeLimits.enabled ? new EdgeLimiter(config.edgeLimits.limits, counters) : null;
  // First data kept a few seconds between pages, dropped by the real-time events that change it.
  const firstDataCache = config.firstDataCache.ttlMs > 0 ? new FirstDataCache(config.firstDataCache) : null;
  // Visitors' server-rendered pages kept a few seconds (html-cache.ts); without server rendering there is nothing to keep.
  const htmlCache = renderer && config.htmlCache.ttlMs > 0 ? new HtmlCache(config.htmlCache) : null;
  // The pages carry the first data: an event that drops answers drops the pages too.
  const firstDataTargets = firstDataCache && {
    invalidate: (matches: (key: string) => boolean) => {
      htmlCache?.clear();
      return firstDataCache.invalidate(matches);
    },
  };
  const stopFirstDataEvents = firstDataTargets && invalidateOnEvents(config.site, firstDataTargets, app.log);
  if (stopFirstDataEvents) app.addHook('onClose', async () => stopFirstDataEvents());

  // Hardening headers on every response, whoever answers (static files, pages, /api, errors).
  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of Object.entries(EVERY_RESPONSE_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });

  // Refuse traversal before any handler: an encoded "..", a backslash or a NUL never reaches the disk.
  app.addHook('onRequest', async (request, reply) => {
    const rawPath = request.raw.url?.split('?')[0] ?? '/';
    let decoded: string;
    try {
      decoded = decodeURIComponent(rawPath);
    } catch {
      return reply.code(400).type('text/plain').send('Bad request path');
    }
    if (decoded.split(/[\\/]/).includes('..') || decoded.includes('\0') || decoded.includes('\\')) {
      return reply.code(400).type('text/plain').send('Bad request path');
    }
    // Source maps stay with the build (error tracking), never public (ARCHITECTURE.md).
    if (/\.map$/i.test(decoded)) return reply.code(404).type('text/plain').send('Not found');
  });
  // Behind TLS, http goes to https (https-redirect.ts); release files go out only as published (release-files.ts).
  app.addHook('onRequest', httpsRedirectHook(config.behindTls));
  app.addHook('onRequest', releaseFileHook(config.releaseDir, app.log));

  // Release files: compressed once at publish; preCompressed sends `<file>.br` or `<file>.gz` by
  // Accept-Encoding (br first), the original when there is none (small files, older versions).
  // Source maps, the manifest stats and the siblings themselves are not fetched by their own URL
  // (a sibling goes only in place of its original): allowedPath sends those to the 404.
  await app.register(fastifyStatic, {
    root: path.join(config.releaseDir, 'remotes'),
    prefix: '/remotes/',
    index: false,
    wildcard: true,
    cacheControl: false,
    preCompressed: true,
    allowedPath: isPublicReleaseFile,
    setHeaders(res, file) {
      setReleaseHeaders(res, file);
      // The shell may run on another origin than the remotes in production (CDN).
      res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
  await app.register(fastifyStatic, {
    root: path.join(config.releaseDir, 'shell'),
    prefix: '/shell/',
    index: false,
    decorateReply: false,
    cacheControl: false,
    preCompressed: true,
    // The page template (index.html: placeholders, no nonce, no CSP) is filled in by answerPage only.
    allowedPath: (file) => isPublicReleaseFile(file) && !/\.html$/i.test(file),
    setHeaders: setReleaseHeaders,
  });

  // The route table is matched once per path (React Router compiles each pattern at every match),
  // for the paths asked most lately: the site's configuration does not change while the server runs.
  const resolvedPaths = new LRUCache<string, ReturnType<typeof resolvePath>>({ max: 2000 });

  /** Any other GET is a page of the app (or a 404 for a missing asset); everything else not found. */
  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // The client router decides from the same resolvePath: a page here is a page there, a 404 a 404.
    let resolved = resolvedPaths.get(pathname);
    if (!resolved) {
      resolved = resolvePath(pathname, config.site);
      resolvedPaths.set(pathname, resolved);
    }
    const isAsset = /\.[a-z0-9]+$/i.test(pathname) && resolved.kind === 'not-found';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isAsset &&
      !pathname.startsWith('/remotes/') &&
      !pathname.startsWith('/shell/');
    if (!wantsPage) return reply.code(404).type('text/plain').send('Not found');

    // The spec's middleware on the server (server-middleware.ts): route rules and redirect-only
    // paths answer 302 here; their cookies and those of ?id=, ?invite=, ?currency= go with any answer.
    const https = request.protocol === 'https';
    const edge = serverMiddleware(
      { url: request.url, host: request.headers.host ?? request.hostname, cookie: request.headers.cookie, https },
      resolved,
      config.site,
    );
    if (edge.cookies.length) reply.header('Set-Cookie', edge.cookies);
    if (edge.redirect) return reply.code(302).header('Cache-Control', NO_CACHE).header('Vary', 'cookie').redirect(edge.redirect);

    const live = await release.read();
    const { shellDir } = live;
    const { shellVersion } = live.manifest;
    if (!shellDir || !shellVersion) {
      return reply
        .code(503)
        .type('text/plain')
        .send(
          `No shell is published in the "${config.releaseEnv}" release. Run: npm run deploy -- publish shell --env ${config.releaseEnv}`,
        );
    }
    // A browser in a canary's share gets the canary (canary.ts); one with a preview cookie its previewed remotes (preview.ts).
    const running = canaryManifest(request, reply, live.manifest, live.canaries);
    const { manifest, previewing } = await manifestFor(request, config.releaseDir, running, previewSigning);
    const route = resolved.kind === 'route' ? resolved : null;
    // The locale-changing middleware's decision (docs/locale.md): the domain, the path prefix, the
    // cookie or the default names the page's language; a page's non-canonical URL under its
    // strategy (/en_US/faq where the default has no prefix, /faq under prefix) is redirected here,
    // before any script, as the client router would.
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const decision = decideLocale({
      pathname,
      search,
      host: request.headers.host ?? request.hostname,
      cookieLocale: cookieValue(request.headers.cookie, 'i18n_redirected'),
      config: config.site,
    });
    if (route && decision.redirect && decision.redirect !== request.url) {
      return reply.code(302).header('Cache-Control', NO_CACHE).header('Vary', 'cookie').redirect(decision.redirect);
    }
    const locale = decision.locale;
    const firstModule = route?.entry.module ?? null;
    const device = deviceOf(request.headers);
    const host = request.headers.host ?? request.hostname;
    // Pages are rendered here first (docs/ssr.md): public ones, member-only ones as the shell and a
    // skeleton, the 404 page; a previewed release or any failure is rendered by the browser, as before.
    const drawn = !previewing && isServerDrawn(resolved);
    const status = resolved.kind === 'not-found' ? 404 : 200;
    // The page with NONCE_PLACEHOLDER where its nonce goes: the same for every visitor of its key.
    const renderWhole = async (): Promise<NoncelessPage> => {
      // The route's first data (home: the banner lists), asked now so the page carries it and hints its first picture.
      const first = await loadFirstData(firstModule, {
        backendUrl: config.backendUrl,
        siteId: config.site.siteId,
        locale,
        timeoutMs: config.firstDataTimeoutMs,
        cache: firstDataCache,
        currency: config.site.currency,
      });
      const boot: BootData = {
        config: config.site,
        manifest,
        firstModule,
        ...(first.answers.length ? { firstAnswers: first.answers } : {}),
        ...(handOverNeedsConsent(request) ? { handOver: 'ask' as const } : {}),
      };
      const renderStarted = performance.now();
      const rendered =
        renderer && drawn
          ? await renderer.render({
              shellDir,
              boot,
              url: `${request.protocol}://${host}${request.url}`,
              ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
              locale,
              device,
              nonce: NONCE_PLACEHOLDER,
            })
          : null;
      if (renderer && drawn)
        metrics.renders.observe({ outcome: rendered ? 'drawn' : 'browser' }, (performance.now() - renderStarted) / 1000);
      if (rendered) boot.ssr = rendered.ssr;
      const html = await renderPage(
        shellDir,
        shellVersion,
        boot,
        route?.entry ?? null,
        locale,
        first.pictures,
        pathname,
        rendered,
        requestOrigin(request),
      );
      // Only a page the server drew is kept: one left to the browser is asked again.
      return noncelessPage(html, status, Boolean(rendered));
    };
    let page: NoncelessPage;
    let cacheState: RenderCacheState | null = null;
    // The 404 page is drawn for any path, so it is never kept: a stranger could fill the cache with them.
    const bypass = htmlCache && drawn && route ? cacheBypass(request, reply, route.entry.path) : null;
    if (htmlCache && bypass && 'query' in bypass) {
      const key = {
        release: releaseSignature(running),
        origin: `${request.protocol}://${host}`,
        site: config.site.siteId,
        locale,
        device,
        path: pathname,
        query: bypass.query,
      };
      ({ page, state: cacheState } = await htmlCache.get(key, renderWhole));
    } else {
      page = await renderWhole();
      if (bypass) cacheState = 'bypass';
    }
    // A nonce of this response's own, whether the page was rendered now or kept (docs/ssr.md, "Cache").
    const nonce = newNonce();
    const html = withNonce(page, nonce);
    // /close runs inside the site's own game iframe (its lobby link): the site may frame it, nobody else more than configured.
    const frameAncestors =
      route?.entry.framedBySelf && !config.frameAncestors.includes("'self'") ? ["'self'", ...config.frameAncestors] : config.frameAncestors;
    const csp = contentSecurityPolicy({
      nonce,
      manifest,
      site: config.site,
      requestHost: request.hostname.replace(/:\d+$/, ''),
      frameHosts: config.iframeAllowedHosts,
      frameAncestors,
    });
    const framing = frameOptions(frameAncestors);
    if (framing) reply.header('X-Frame-Options', framing);
    if (cacheState) reply.header('X-Render-Cache', cacheState);
    metrics.pages.inc({ drawn: page.drawn ? 'server' : 'browser', cache: cacheState ?? 'none' });
    return (
      reply
        .code(page.status)
        .header('Content-Security-Policy', csp)
        .header('Cache-Control', previewing ? PREVIEW_CACHE_CONTROL : NO_CACHE)
        // Sent compressed or not by Accept-Encoding (compressAnswers); said even when not compressed.
        // The cookies choose the language and the previewed remotes: a cache must keep them apart.
        .header('Vary', 'accept-encoding, cookie')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  };

  // Everything written per request is compressed (see compression.ts); the release files above
  // are outside this scope and never compressed again.
  await app.register(async (dynamic) => {
    await compressAnswers(dynamic);

    // Before the routes below, so that the proxy and the own captcha route count their calls (policies.ts).
    if (limiter) edgeLimits(dynamic, limiter, proxiedBody);

    await apiProxy(dynamic, config);

    // Exact routes: they win over the proxy's /api/* wildcard (/api/fb_tracking, /api/template_config).
    await ownServerRoutes(dynamic, config, options);

    dynamic.get('/healthz', async () => ({ ok: true }));

    // The pages' real-user beacons (rum.ts) and the metrics a scraper with METRICS_TOKEN reads.
    await dynamic.register(rumRoutes, { metrics, release, perAddressPerMinute: config.metrics.beaconsPerMinute });
    dynamic.get('/metrics', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!config.metrics.token) return reply.code(404).type('text/plain').send('Not found');
      if (!bearerMatches(request.headers.authorization, config.metrics.token)) {
        return reply.code(401).header('WWW-Authenticate', 'Bearer').type('text/plain').send('Unauthorized');
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });

    // /robots.txt and /sitemap.xml (seo-files.ts).
    await dynamic.register(seoFileRoutes, { site: config.site, baseUrl: config.siteBaseUrl });

    // Browsers and crawlers that do not read the page's <link rel="icon"> ask /favicon.ico: the live shell's icon.
    dynamic.get('/favicon.ico', async (_request, reply) => {
      const { shellVersion } = (await release.read()).manifest;
      if (!shellVersion) return reply.code(404).type('text/plain').send('Not found');
      return reply.header('Cache-Control', 'public, max-age=3600').redirect(`/shell/${shellVersion}/favicon.svg`, 302);
    });

    /** The live manifest, polled by the shell to notice a new release. */
    dynamic.get('/manifests/live.json', async (request, reply) => {
      const live = await release.read();
      const running = canaryManifest(request, reply, live.manifest, live.canaries);
      const { manifest, previewing } = await manifestFor(request, config.releaseDir, running, previewSigning);
      return reply
        .header('Cache-Control', previewing ? PREVIEW_CACHE_CONTROL : NO_CACHE)
        .header('Vary', 'cookie')
        .send(manifest);
    });

    // Preview before promote: the signed link sets the preview cookie, /__preview/exit clears it.
    await dynamic.register(previewRoutes, { releaseDir: config.releaseDir, ...previewSigning });

    // A route rather than only the not-found handler: compression applies to routes.
    dynamic.get('/*', answerPage);
  });
  app.setNotFoundHandler(answerPage);

  // The first render of a shell version loads its server build, the UI kits and the remote's
  // container: done once at start-up for both layouts, so the first visitor gets a drawn page too.
  // With render threads, as many of each as there are threads: the pool gives each render to the
  // least busy thread, so every thread meets both layouts. A parameter no route reads keeps them
  // out of the HTML cache, which would otherwise make one render of them all.
  if (renderer) {
    app.addHook('onListen', async () => {
      const rounds = Math.max(1, config.ssr.threads);
      for (let round = 0; round < rounds; round += 1) {
        for (const agent of [DESKTOP_AGENT, MOBILE_AGENT]) {
          void app.inject({ method: 'GET', url: '/?warm-up', headers: { 'user-agent': agent } }).catch(() => undefined);
        }
      }
    });
  }

  return app;
}
