import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { PREVIEW_SECRET_MIN_LENGTH } from '@casino/release-format';
import { isLocale, type LocaleStrategy, type RouteRule, type SiteConfig } from '@casino/contracts';
import type { HostRule } from './site-config/host-rules';
import { parseEdgeLimits, type EdgeLimits } from './edge-limits/policies';
import { resolvePageSecurity } from './site-config/page-security';
import { resolveSiteSettings, type SeoText, type SiteSettings, type TemplateSettings } from './site-config/site-settings';
import { fetchSiteDocument, readSiteFile, type SiteSource } from './site-config/site-source';

/** Configuration of the shell server, read from the environment in this one place. */
export interface ServerConfig {
  host: string;
  port: number;
  /** The release folder the deploy tool writes (remotes/, shell/, manifests/). */
  releaseDir: string;
  /** Which environment's manifest is live here (dev, staging, production). */
  releaseEnv: string;
  /** Where /api is proxied: the sandbox by default. */
  backendUrl: string;
  /**
   * The /api proxy: the largest request body it forwards (the backend's own limit; larger ones get
   * 413 here), and whether paths that could reach the sandbox's /__sandbox test endpoints are
   * refused (everywhere but development).
   */
  apiProxy: { bodyLimit: number; refuseSandboxPaths: boolean };
  /** Remotes served from somewhere else (a dev server in watch mode): name → mf-manifest URL. */
  remoteOverrides: Record<string, string>;
  /** What the page gets in its boot data (nothing secret). */
  site: SiteConfig;
  /** Public site settings the page needs but SiteConfig (mf-shared) does not carry yet. */
  siteExtras: { template: TemplateSettings; seo: Record<string, SeoText> };
  /** SITE_BASE_URL when it is set (robots.txt and sitemap.xml name it; otherwise the request's origin). */
  siteBaseUrl: string | null;
  /** Where the site environment configuration was read from (file path or fallback URL). */
  siteSource: string;
  /** Hosts /check_iframe accepts, and the page's CSP frame-src. */
  iframeAllowedHosts: HostRule[];
  /** Who may frame the site (CSP frame-ancestors): [] = nobody. */
  frameAncestors: string[];
  /** Signs the headers of POST /login; never sent to the page. */
  loginHeader: { secret: string; ttlMs: number; secretGenerated: boolean };
  /**
   * Preview before promote (docs/shell-server.md): the secret preview links
   * and the preview cookie are signed with (PREVIEW_SECRET; never sent to the page), null when previews are off.
   */
  preview: { secret: string | null };
  /**
   * GET /metrics (metrics.ts): answered only to a scraper sending `Authorization: Bearer
   * <METRICS_TOKEN>`; without a token the route answers 404 (docs/operations.md).
   */
  metrics: { token: string | null };
  /**
   * How long a page waits for its route's first data from the backend (contracts' firstData),
   * which it writes into the boot data with a hint for the first picture; 0 turns it off.
   */
  firstDataTimeoutMs: number;
  /**
   * Server rendering of the public pages (docs/ssr.md): off with SSR=off; `timeoutMs` is the render's
   * budget (SSR_TIMEOUT_MS), past which the browser renders the page.
   */
  ssr: { enabled: boolean; timeoutMs: number };
  /**
   * The first-data cache (first-data-cache.ts): answers are fresh FIRST_DATA_CACHE_MS (0 turns the
   * cache off: every page asks), then served stale while one refresh runs; while refreshes fail,
   * for at most FIRST_DATA_STALE_MS more.
   */
  firstDataCache: { ttlMs: number; maxStaleMs: number };
  /**
   * The visitors' server-rendered pages (html-cache.ts, docs/ssr.md "Cache"): fresh HTML_CACHE_MS
   * (0 turns the cache off: every page is rendered), then served stale while one render refreshes
   * it, for at most HTML_CACHE_STALE_MS more; HTML_CACHE_MAX_MB of pages at most.
   */
  htmlCache: { ttlMs: number; maxStaleMs: number; maxSize: number };
  /** Conversions endpoint /api/fb_tracking forwards to; null logs the events instead. */
  fbTracking: { url: string | null; timeoutMs: number };
  /**
   * Fastify's trustProxy: which hops may set X-Forwarded-For/-Proto/-Host (true = all, a number =
   * hop count, a list = addresses). Off unless TRUST_PROXY says so: without a proxy in front, any
   * client could name its own address, scheme and host.
   */
  trustProxy: boolean | number | string[];
  /**
   * BEHIND_TLS=on: the site is reached over https through the trusted proxy in front (TRUST_PROXY),
   * so a request that proxy marks as plain http (X-Forwarded-Proto: http) is answered with a 301 to
   * the same host and path over https (https-redirect.ts; docs/security.md). Off by default.
   */
  behindTls: boolean;
  /**
   * The edge limits on guessing (docs/security.md, "guessing a password"): the policy numbers
   * (EDGE_LIMIT_<POLICY>), and where the counters live: REDIS_URL, shared by every shell server,
   * or this process's memory when it is not set. `enabled` is false only with EDGE_LIMITS=off (never in production).
   */
  edgeLimits: { enabled: boolean; limits: EdgeLimits; redisUrl: string | null };
}

const repoRoot = path.resolve(__dirname, '../../..');
/** The primary site environment configuration when SITE_CONFIG_FILE is not set. */
export const DEFAULT_SITE_CONFIG_FILE = path.resolve(__dirname, '../site-config/default.json');

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid shell server configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const STRATEGIES: LocaleStrategy[] = ['no_prefix', 'prefix_except_default', 'prefix', 'prefix_and_default'];

function parseStrategy(raw: string | undefined, problems: string[]): LocaleStrategy {
  if (raw === undefined || raw === '') return 'no_prefix';
  if ((STRATEGIES as string[]).includes(raw)) return raw as LocaleStrategy;
  problems.push(`LOCALE_STRATEGY must be one of ${STRATEGIES.join(', ')} (got "${raw}")`);
  return 'no_prefix';
}

/** LOCALE_DOMAINS=vi_VN=vn.casino.example,zh_CN=cn.casino.example */
function parseDomains(raw: string | undefined, problems: string[]): Record<string, string> {
  const domains: Record<string, string> = {};
  for (const pair of (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [code, domain] = pair.split('=');
    if (!code || !isLocale(code) || !domain) problems.push(`LOCALE_DOMAINS entries look like vi_VN=vn.casino.example (got "${pair}")`);
    else domains[code] = domain;
  }
  return domains;
}

function parseEnvironment(raw: string | undefined, problems: string[]): SiteConfig['environment'] {
  const value = raw || (process.env.NODE_ENV === 'production' ? 'production' : 'development');
  if (value === 'production' || value === 'staging' || value === 'development') return value;
  problems.push(`SITE_ENV must be production, staging or development (got "${value}")`);
  return 'development';
}

/**
 * The page's real-time client settings: the sandbox's Pusher-protocol server by default
 * (REALTIME_ENABLED=false turns channels off). Only public values: the app key, never the secret.
 */
function parseRealtime(env: Env, problems: string[]): SiteConfig['realtime'] {
  if (env.REALTIME_ENABLED === 'false') return null;
  const port = Number(env.REALTIME_PORT ?? 6001);
  const securePort = Number(env.REALTIME_SECURE_PORT ?? env.REALTIME_PORT ?? 443);
  for (const [name, value] of [
    ['REALTIME_PORT', port],
    ['REALTIME_SECURE_PORT', securePort],
  ] as const) {
    if (!Number.isInteger(value) || value < 1 || value > 65535) problems.push(`${name} must be a port number (got "${value}")`);
  }
  return {
    key: env.REALTIME_KEY ?? 'casino-key',
    cluster: env.REALTIME_CLUSTER ?? 'mt1',
    wsHost: env.REALTIME_HOST ?? '',
    wsPort: port,
    wssPort: securePort,
    authEndpoint: '/api/broadcasting/auth',
  };
}

/** ROUTE_RULES='[{"path":"/old-promo","redirect":"/discount"}]' */
function parseRouteRules(raw: string | undefined, problems: string[]): RouteRule[] {
  if (!raw) return [];
  try {
    const rules = JSON.parse(raw) as unknown;
    if (
      Array.isArray(rules) &&
      rules.every((r) => typeof r?.path === 'string' && r.path.startsWith('/') && typeof r?.redirect === 'string')
    ) {
      return rules as RouteRule[];
    }
  } catch {
    // reported below
  }
  problems.push('ROUTE_RULES must be a JSON list of {"path": "/…", "redirect": "…"}');
  return [];
}

/** Where the primary site configuration lives. */
function siteConfigFile(env: Env): string {
  return path.resolve(env.SITE_CONFIG_FILE || DEFAULT_SITE_CONFIG_FILE);
}

function siteFrom(source: SiteSource, env: Env): { settings?: SiteSettings; problems: string[] } {
  if ('problem' in source) return { problems: [source.problem] };
  return resolveSiteSettings(source.document, env, source.origin);
}

/**
 * Parses and validates the configuration; throws one error listing everything that is wrong.
 * The site settings come from `source` (by default the file SITE_CONFIG_FILE, read synchronously);
 * `earlierProblems` are prepended (the unusable primary source when the fallback failed too).
 */
export function loadConfig(
  env: Env = process.env,
  source: SiteSource = readSiteFile(siteConfigFile(env)),
  earlierProblems: string[] = [],
): ServerConfig {
  const problems: string[] = [...earlierProblems];

  const int = (name: string, fallback: number, min = 0): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) {
      problems.push(`${name} must be a whole number ≥ ${min} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, fallback: string): string => {
    const raw = env[name] || fallback;
    try {
      const parsed = new URL(raw);
      if (!['http:', 'https:'].includes(parsed.protocol)) problems.push(`${name} must be an http(s) URL (got "${raw}")`);
    } catch {
      problems.push(`${name} must be a URL (got "${raw}")`);
    }
    return raw.replace(/\/+$/, '');
  };

  const remoteOverrides: Record<string, string> = {};
  for (const pair of (env.REMOTE_OVERRIDES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [name, entry] = pair.split('=');
    if (!name || !entry || !/^https?:\/\//.test(entry)) {
      problems.push(`REMOTE_OVERRIDES entries look like mf_home=http://localhost:3001/mf-manifest.json (got "${pair}")`);
    } else {
      remoteOverrides[name] = entry;
    }
  }

  const releaseEnv = env.RELEASE_ENV ?? 'dev';
  if (!/^[a-z][a-z0-9-]*$/.test(releaseEnv)) problems.push(`RELEASE_ENV must be a simple name such as production (got "${releaseEnv}")`);
  const production = env.NODE_ENV === 'production' || releaseEnv === 'production';

  // The login-header secret is shared with the backend; a generated one only works inside this process.
  let loginSecret = env.LOGIN_HEADER_SECRET ?? '';
  const secretGenerated = !loginSecret;
  if (!loginSecret) {
    if (production)
      problems.push('LOGIN_HEADER_SECRET is missing: production needs the secret the backend uses to check POST /login headers');
    loginSecret = randomBytes(32).toString('base64url');
  } else if (loginSecret.length < 32) {
    problems.push('LOGIN_HEADER_SECRET must be at least 32 characters long');
  }
  const loginTtlSeconds = int('LOGIN_HEADER_TTL_SECONDS', 120, 10);
  // Whoever holds it can make links for any published version: as long as the login secret.
  const metricsToken = env.METRICS_TOKEN || null;
  if (metricsToken && metricsToken.length < 32) problems.push('METRICS_TOKEN must be at least 32 characters long');
  const previewSecret = env.PREVIEW_SECRET || null;
  if (previewSecret && previewSecret.length < PREVIEW_SECRET_MIN_LENGTH) {
    problems.push(`PREVIEW_SECRET must be at least ${PREVIEW_SECRET_MIN_LENGTH} characters long`);
  }

  const fbUrl = env.FB_TRACKING_URL ? url('FB_TRACKING_URL', env.FB_TRACKING_URL) : null;
  const fbTimeoutMs = int('FB_TRACKING_TIMEOUT_MS', 5000, 100);
  if (env.SITE_CONFIG_FALLBACK_URL) url('SITE_CONFIG_FALLBACK_URL', env.SITE_CONFIG_FALLBACK_URL);
  int('SITE_CONFIG_FALLBACK_TIMEOUT_MS', 5000, 100);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);
  const edgeLimits = parseEdgeLimits(env, problems);
  const edgeLimitsEnabled = env.EDGE_LIMITS !== 'off';
  if (env.EDGE_LIMITS && !['on', 'off'].includes(env.EDGE_LIMITS))
    problems.push(`EDGE_LIMITS must be on or off (got "${env.EDGE_LIMITS}")`);
  if (env.BEHIND_TLS && !['on', 'off'].includes(env.BEHIND_TLS)) problems.push(`BEHIND_TLS must be on or off (got "${env.BEHIND_TLS}")`);
  const behindTls = env.BEHIND_TLS === 'on';
  // Only a proxy the server believes may say which scheme the browser used; without one every request would look like http.
  if (behindTls && trustProxy === false)
    problems.push('BEHIND_TLS=on needs TRUST_PROXY: only the proxy in front can say a request came over http');
  const redisUrl = env.REDIS_URL || null;
  if (redisUrl && !/^rediss?:\/\/[^\s]+$/.test(redisUrl)) problems.push('REDIS_URL must be a redis:// or rediss:// URL');

  const site = siteFrom(source, env);
  problems.push(...site.problems);
  const manifestPollMs = int('MANIFEST_POLL_MS', 60_000);
  const remoteTimeoutMs = int('REMOTE_TIMEOUT_MS', 10_000, 100);
  const firstDataTimeoutMs = int('FIRST_DATA_TIMEOUT_MS', 400, 0);
  if (env.SSR && !['on', 'off'].includes(env.SSR)) problems.push('SSR must be on or off');
  const ssr = { enabled: env.SSR !== 'off', timeoutMs: int('SSR_TIMEOUT_MS', 1_000, 50) };
  const firstDataCache = { ttlMs: int('FIRST_DATA_CACHE_MS', 5000, 0), maxStaleMs: int('FIRST_DATA_STALE_MS', 60_000, 0) };
  const htmlCache = {
    ttlMs: int('HTML_CACHE_MS', 3000, 0),
    maxStaleMs: int('HTML_CACHE_STALE_MS', 10_000, 0),
    maxSize: int('HTML_CACHE_MAX_MB', 64, 1) * 1024 * 1024,
  };
  const backendUrl = url('BACKEND_URL', 'http://127.0.0.1:4000');
  const port = int('PORT', 8080, 1);
  // Locale routing and route rules (issue 3 items 1 and 3).
  const localeStrategy = parseStrategy(env.LOCALE_STRATEGY, problems);
  const localeDomains = parseDomains(env.LOCALE_DOMAINS, problems);
  const differentDomains = env.LOCALE_DIFFERENT_DOMAINS === 'true';
  // Empty without SITE_BASE_URL: links that name the site then use the request's or the page's origin.
  const baseUrl = env.SITE_BASE_URL ? url('SITE_BASE_URL', '') : '';
  const environment = parseEnvironment(env.SITE_ENV, problems);
  const routeRules = parseRouteRules(env.ROUTE_RULES, problems);
  const realtime = parseRealtime(env, problems);
  const apiBodyLimit = int('API_BODY_LIMIT', 1024 * 1024, 1024);
  const siteDocument = 'document' in source && typeof source.document === 'object' && source.document !== null ? source.document : {};
  const pageSecurity = resolvePageSecurity(siteDocument as Record<string, unknown>, env, source.origin);
  problems.push(...pageSecurity.problems);

  if (!edgeLimitsEnabled && (production || environment === 'production'))
    problems.push('EDGE_LIMITS=off is for tests and development only: production keeps its limits on guessing');

  if (problems.length || !site.settings) throw new ConfigError(problems);
  const settings = site.settings;
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    releaseDir: path.resolve(env.RELEASE_DIR ?? path.join(repoRoot, 'release')),
    releaseEnv,
    backendUrl,
    apiProxy: { bodyLimit: apiBodyLimit, refuseSandboxPaths: environment !== 'development' },
    firstDataTimeoutMs,
    ssr,
    firstDataCache,
    htmlCache,
    remoteOverrides,
    site: {
      siteId: settings.siteId,
      siteName: settings.siteName,
      currency: settings.currency,
      defaultLocale: settings.defaultLocale,
      locales: settings.locales,
      localeStrategy,
      localeDomains,
      differentDomains,
      baseUrl,
      environment,
      routeRules,
      apiBase: '/api',
      demoMode: settings.demoMode,
      manifestPollMs,
      remoteTimeoutMs,
      customerServiceUrl: settings.customerServiceUrl,
      realtime,
      template: settings.template,
      seo: settings.seo,
      seoContent: env.SEO_CONTENT ?? '',
      flags: settings.flags,
      thirdPartyLogins: settings.thirdPartyLogins,
      contentImageHosts: pageSecurity.settings.contentImageHosts,
    },
    siteExtras: { template: settings.template, seo: settings.seo },
    siteBaseUrl: baseUrl || null,
    siteSource: source.origin,
    iframeAllowedHosts: settings.iframeAllowedHosts,
    frameAncestors: pageSecurity.settings.frameAncestors,
    loginHeader: { secret: loginSecret, ttlMs: loginTtlSeconds * 1000, secretGenerated },
    preview: { secret: previewSecret },
    metrics: { token: metricsToken },
    fbTracking: { url: fbUrl, timeoutMs: fbTimeoutMs },
    trustProxy,
    behindTls,
    edgeLimits: { enabled: edgeLimitsEnabled, limits: edgeLimits, redisUrl },
  };
}

/**
 * loadConfig with the fallback source: when the primary file is missing or invalid and
 * SITE_CONFIG_FALLBACK_URL is set, the site configuration is fetched from there instead.
 * When both fail, the error lists the problems of both.
 */
export async function loadConfigWithFallback(
  env: Env = process.env,
  onFallback: (primaryProblems: string[]) => void = () => {},
): Promise<ServerConfig> {
  const primary = readSiteFile(siteConfigFile(env));
  const fallbackUrl = env.SITE_CONFIG_FALLBACK_URL;
  const primaryProblems = siteFrom(primary, env).problems;
  if (!primaryProblems.length || !fallbackUrl || !/^https?:\/\//i.test(fallbackUrl)) return loadConfig(env, primary);

  const timeout = Number(env.SITE_CONFIG_FALLBACK_TIMEOUT_MS);
  const fallback = await fetchSiteDocument(fallbackUrl, Number.isInteger(timeout) && timeout >= 100 ? timeout : 5000);
  if (!siteFrom(fallback, env).problems.length) {
    onFallback(primaryProblems);
    return loadConfig(env, fallback);
  }
  return loadConfig(env, fallback, [
    `the primary site configuration ${primary.origin} is unusable:`,
    ...primaryProblems.map((p) => `  ${p}`),
    `and so is the fallback ${fallback.origin}:`,
  ]);
}

function parseTrustProxy(raw: string | undefined, problems: string[]): boolean | number | string[] {
  // Off by default: only a deployment with a proxy in front (docs/shell-server.md) turns it on.
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const named = ['loopback', 'linklocal', 'uniquelocal'];
  const bad = entries.filter((e) => !named.includes(e) && !isIP(e.split('/')[0] ?? ''));
  if (bad.length) problems.push(`TRUST_PROXY must be true, false, a hop count or addresses/CIDRs (bad: ${bad.join(', ')})`);
  return entries;
}
