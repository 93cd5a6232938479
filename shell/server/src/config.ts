import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { object, type InferType, type TestContext } from 'yup';
import { PREVIEW_SECRET_MIN_LENGTH } from '@casino/release-format';
import { isLocale, type LocaleStrategy, type RouteRule, type SiteConfig } from '@casino/contracts';
import { allProblems, envInteger, envString, validateConfig } from '@casino/server-kit/config';
import type { HostRule } from './site-config/host-rules';
import { envNameOf, parseEdgeLimits, POLICY_NAMES, type EdgeLimits } from './edge-limits/policies';
import { resolvePageSecurity, type PageSecuritySettings } from './site-config/page-security';
import { resolveSiteSettings, type SeoText, type SiteSettings, type TemplateSettings } from './site-config/site-settings';
import { fetchSiteDocument, readSiteFile, type SiteSource } from './site-config/site-source';

/**
 * Configuration of the shell server, read from the environment in this one place (nothing else in
 * shell/server/src reads process.env; lint enforces it): the server's own variables are declared in
 * one yup schema (`serverSchema` below) and validated once at start-up; the site document's
 * settings, with their environment overrides (SITE_NAME, DEFAULT_LOCALE, FRAME_ANCESTORS…), are
 * resolved once by site-config/. Every problem of both comes out in one ConfigError.
 */
export interface ServerConfig {
  host: string;
  port: number;
  /** The server's log level (LOG_LEVEL, pino's names; warn by default). */
  logLevel: LogLevel;
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
   * <METRICS_TOKEN>`; without a token the route answers 404 (docs/operations.md). POST /rum
   * (rum.ts) takes at most `beaconsPerMinute` beacons a minute from one address (RUM_BEACONS_PER_MINUTE).
   */
  metrics: { token: string | null; beaconsPerMinute: number };
  /**
   * How long a page waits for its route's first data from the backend (contracts' firstData),
   * which it writes into the boot data with a hint for the first picture; 0 turns it off.
   */
  firstDataTimeoutMs: number;
  /**
   * Server rendering of the public pages (docs/ssr.md): off with SSR=off; `timeoutMs` is the render's
   * budget (SSR_TIMEOUT_MS), past which the browser renders the page; `threads` render beside the
   * one that answers requests (SSR_THREADS, default one per core up to 4; 0 renders in that one).
   */
  ssr: { enabled: boolean; timeoutMs: number; threads: number };
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
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];
const ENVIRONMENTS = ['production', 'staging', 'development'] as const;
const TRUST_PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** The entries of a comma-separated list, trimmed, empty ones dropped. */
const entries = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

const wholeNumber = (name: string, fallback: number, min = 0) =>
  envInteger({ fallback, min, message: (raw) => `${name} must be a whole number ≥ ${min} (got "${raw}")` });

/** Why `raw` is not an http(s) URL, or null. */
function urlProblem(name: string, raw: string): string | null {
  try {
    return ['http:', 'https:'].includes(new URL(raw).protocol) ? null : `${name} must be an http(s) URL (got "${raw}")`;
  } catch {
    return `${name} must be a URL (got "${raw}")`;
  }
}

/** An http(s) URL, trailing slashes dropped. */
const httpUrl = (name: string) =>
  envString()
    .optional()
    .test('url', (value, ctx) => {
      const problem = value === undefined ? null : urlProblem(name, value);
      return problem ? ctx.createError({ message: problem }) : true;
    })
    .transform((value: string | undefined) => value?.replace(/\/+$/, ''));

const onOff = (name: string, fallback: 'on' | 'off') =>
  envString()
    .default(fallback)
    .test('on-off', (value, ctx) =>
      value === 'on' || value === 'off' ? true : ctx.createError({ message: `${name} must be on or off (got "${value}")` }),
    );

/** One of `choices`, named in the message. */
const oneOfText = (name: string, choices: readonly string[], fallback: string) =>
  envString()
    .default(fallback)
    .test('one-of', (value, ctx) =>
      choices.includes(value) ? true : ctx.createError({ message: `${name} must be one of ${choices.join(', ')} (got "${value}")` }),
    );

/** A port of the page's real-time client; not checked when REALTIME_ENABLED=false turns channels off. */
const realtimePort = (name: string) =>
  envString()
    .optional()
    .test('port', (value, ctx) => {
      if (value === undefined || (ctx.parent as Env).REALTIME_ENABLED === 'false') return true;
      const port = Number(value);
      return Number.isInteger(port) && port >= 1 && port <= 65535
        ? true
        : ctx.createError({ message: `${name} must be a port number (got "${value}")` });
    });

/** The variables as given (`ctx.parent`): what decides whether this runs as production. */
const parentOf = (ctx: TestContext) => ctx.parent as Env;
/** NODE_ENV or RELEASE_ENV says production: a generated login secret or EDGE_LIMITS=off is refused. */
const productionRelease = (env: Env) => env.NODE_ENV === 'production' || (env.RELEASE_ENV ?? 'dev') === 'production';
/** The environment the page is told (SITE_ENV, else production under NODE_ENV=production, else development). */
const siteEnvironment = (env: { SITE_ENV?: string; NODE_ENV?: string }): string =>
  env.SITE_ENV || (env.NODE_ENV === 'production' ? 'production' : 'development');

/** TRUST_PROXY=true|false|<hops>|<addresses, CIDRs, loopback, linklocal, uniquelocal> as Fastify's trustProxy. */
function trustProxyOf(raw: string | undefined): boolean | number | string[] {
  // Off by default: only a deployment with a proxy in front (docs/shell-server.md) turns it on.
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return entries(raw);
}

/** LOCALE_DOMAINS=vi_VN=vn.casino.example,zh_CN=cn.casino.example */
function localeDomainsOf(raw: string | undefined): { domains: Record<string, string>; bad: string[] } {
  const domains: Record<string, string> = {};
  const bad: string[] = [];
  for (const pair of entries(raw)) {
    const [code, domain] = pair.split('=');
    if (!code || !isLocale(code) || !domain) bad.push(pair);
    else domains[code] = domain;
  }
  return { domains, bad };
}

/** REMOTE_OVERRIDES=mf_home=http://localhost:3001/mf-manifest.json,… */
function remoteOverridesOf(raw: string | undefined): { overrides: Record<string, string>; bad: string[] } {
  const overrides: Record<string, string> = {};
  const bad: string[] = [];
  for (const pair of entries(raw)) {
    const [name, entry] = pair.split('=');
    if (!name || !entry || !/^https?:\/\//.test(entry)) bad.push(pair);
    else overrides[name] = entry;
  }
  return { overrides, bad };
}

/** ROUTE_RULES='[{"path":"/old-promo","redirect":"/discount"}]'; null when it is not such a list. */
function routeRulesOf(raw: string | undefined): RouteRule[] | null {
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
    // not JSON: reported by the schema
  }
  return null;
}

/** EDGE_LIMIT_<POLICY> (policies.ts): one field per policy, each checked by the policies' own parser. */
const edgeLimitFields = Object.fromEntries(
  POLICY_NAMES.map((policy) => {
    const name = envNameOf(policy);
    return [
      name,
      envString()
        .optional()
        .test('policy', (value, ctx) => {
          const problems: string[] = [];
          parseEdgeLimits({ [name]: value }, problems);
          return allProblems(ctx, problems);
        }),
    ];
  }),
);

/**
 * The shell server's own environment variables, by name, with their defaults; the problems come out
 * in this order. The site document's overrides are read by site-config/ with the document.
 */
const serverSchema = object({
  NODE_ENV: envString().optional(),
  HOST: envString().default('127.0.0.1'),
  PORT: wholeNumber('PORT', 8080, 1),
  LOG_LEVEL: oneOfText('LOG_LEVEL', LOG_LEVELS, 'warn'),
  RELEASE_DIR: envString().default(path.join(repoRoot, 'release')),
  RELEASE_ENV: envString()
    .default('dev')
    .test('name', (value, ctx) =>
      /^[a-z][a-z0-9-]*$/.test(value)
        ? true
        : ctx.createError({ message: `RELEASE_ENV must be a simple name such as production (got "${value}")` }),
    ),
  BACKEND_URL: httpUrl('BACKEND_URL').default('http://127.0.0.1:4000'),
  API_BODY_LIMIT: wholeNumber('API_BODY_LIMIT', 1024 * 1024, 1024),
  REMOTE_OVERRIDES: envString()
    .optional()
    .test('entries', (value, ctx) =>
      allProblems(
        ctx,
        remoteOverridesOf(value).bad.map(
          (pair) => `REMOTE_OVERRIDES entries look like mf_home=http://localhost:3001/mf-manifest.json (got "${pair}")`,
        ),
      ),
    ),
  // The login-header secret is shared with the backend; a generated one only works inside this process.
  LOGIN_HEADER_SECRET: envString()
    .optional()
    .test('secret', (value, ctx) => {
      if (value === undefined)
        return productionRelease(parentOf(ctx))
          ? ctx.createError({
              message: 'LOGIN_HEADER_SECRET is missing: production needs the secret the backend uses to check POST /login headers',
            })
          : true;
      return value.length >= 32 ? true : ctx.createError({ message: 'LOGIN_HEADER_SECRET must be at least 32 characters long' });
    }),
  LOGIN_HEADER_TTL_SECONDS: wholeNumber('LOGIN_HEADER_TTL_SECONDS', 120, 10),
  // Whoever holds it can make links for any published version: as long as the login secret.
  PREVIEW_SECRET: envString()
    .optional()
    .test(
      'length',
      `PREVIEW_SECRET must be at least ${PREVIEW_SECRET_MIN_LENGTH} characters long`,
      (value) => value === undefined || value.length >= PREVIEW_SECRET_MIN_LENGTH,
    ),
  // Prometheus' scraper shows it to read /metrics; whoever holds it sees the site's traffic figures.
  METRICS_TOKEN: envString()
    .optional()
    .test('length', 'METRICS_TOKEN must be at least 32 characters long', (value) => value === undefined || value.length >= 32),
  // A page sends a beacon every few seconds at most; an address past it is a script, or many players behind one NAT.
  RUM_BEACONS_PER_MINUTE: wholeNumber('RUM_BEACONS_PER_MINUTE', 30, 1),
  FB_TRACKING_URL: httpUrl('FB_TRACKING_URL'),
  FB_TRACKING_TIMEOUT_MS: wholeNumber('FB_TRACKING_TIMEOUT_MS', 5000, 100),
  SITE_CONFIG_FILE: envString().default(DEFAULT_SITE_CONFIG_FILE),
  SITE_CONFIG_FALLBACK_URL: httpUrl('SITE_CONFIG_FALLBACK_URL'),
  SITE_CONFIG_FALLBACK_TIMEOUT_MS: wholeNumber('SITE_CONFIG_FALLBACK_TIMEOUT_MS', 5000, 100),
  TRUST_PROXY: envString()
    .optional()
    .test('trust', (value, ctx) => {
      const trust = trustProxyOf(value);
      const bad = Array.isArray(trust) ? trust.filter((e) => !TRUST_PROXY_NAMES.includes(e) && !isIP(e.split('/')[0] ?? '')) : [];
      return bad.length === 0
        ? true
        : ctx.createError({ message: `TRUST_PROXY must be true, false, a hop count or addresses/CIDRs (bad: ${bad.join(', ')})` });
    }),
  // Only a proxy the server believes may say which scheme the browser used; without one every request would look like http.
  BEHIND_TLS: onOff('BEHIND_TLS', 'off').test('proxy', (value, ctx) =>
    value === 'on' && trustProxyOf(parentOf(ctx).TRUST_PROXY) === false
      ? ctx.createError({ message: 'BEHIND_TLS=on needs TRUST_PROXY: only the proxy in front can say a request came over http' })
      : true,
  ),
  EDGE_LIMITS: onOff('EDGE_LIMITS', 'on').test('production', (value, ctx) =>
    value === 'off' && (productionRelease(parentOf(ctx)) || siteEnvironment(parentOf(ctx)) === 'production')
      ? ctx.createError({ message: 'EDGE_LIMITS=off is for tests and development only: production keeps its limits on guessing' })
      : true,
  ),
  REDIS_URL: envString()
    .optional()
    .test('redis', 'REDIS_URL must be a redis:// or rediss:// URL', (value) => value === undefined || /^rediss?:\/\/[^\s]+$/.test(value)),
  ...edgeLimitFields,
  MANIFEST_POLL_MS: wholeNumber('MANIFEST_POLL_MS', 60_000),
  REMOTE_TIMEOUT_MS: wholeNumber('REMOTE_TIMEOUT_MS', 10_000, 100),
  FIRST_DATA_TIMEOUT_MS: wholeNumber('FIRST_DATA_TIMEOUT_MS', 400),
  SSR: onOff('SSR', 'on'),
  SSR_TIMEOUT_MS: wholeNumber('SSR_TIMEOUT_MS', 1_000, 50),
  SSR_THREADS: wholeNumber('SSR_THREADS', Math.min(4, os.availableParallelism())),
  FIRST_DATA_CACHE_MS: wholeNumber('FIRST_DATA_CACHE_MS', 5000),
  FIRST_DATA_STALE_MS: wholeNumber('FIRST_DATA_STALE_MS', 60_000),
  HTML_CACHE_MS: wholeNumber('HTML_CACHE_MS', 3000),
  HTML_CACHE_STALE_MS: wholeNumber('HTML_CACHE_STALE_MS', 10_000),
  HTML_CACHE_MAX_MB: wholeNumber('HTML_CACHE_MAX_MB', 64, 1),
  // Locale routing and route rules (issue 3 items 1 and 3).
  LOCALE_STRATEGY: oneOfText('LOCALE_STRATEGY', STRATEGIES, 'no_prefix'),
  LOCALE_DOMAINS: envString()
    .optional()
    .test('entries', (value, ctx) =>
      allProblems(
        ctx,
        localeDomainsOf(value).bad.map((pair) => `LOCALE_DOMAINS entries look like vi_VN=vn.casino.example (got "${pair}")`),
      ),
    ),
  LOCALE_DIFFERENT_DOMAINS: envString().optional(),
  // Unset: links that name the site then use the request's or the page's origin.
  SITE_BASE_URL: httpUrl('SITE_BASE_URL'),
  SITE_ENV: envString()
    .optional()
    .test('environment', (_value, ctx) => {
      const environment = siteEnvironment(parentOf(ctx));
      return (ENVIRONMENTS as readonly string[]).includes(environment)
        ? true
        : ctx.createError({ message: `SITE_ENV must be production, staging or development (got "${environment}")` });
    }),
  ROUTE_RULES: envString()
    .optional()
    .test('rules', 'ROUTE_RULES must be a JSON list of {"path": "/…", "redirect": "…"}', (value) => routeRulesOf(value) !== null),
  // The page's real-time client: the sandbox's Pusher-protocol server by default; only public values (the key, never the secret).
  REALTIME_ENABLED: envString().optional(),
  REALTIME_PORT: realtimePort('REALTIME_PORT'),
  REALTIME_SECURE_PORT: realtimePort('REALTIME_SECURE_PORT'),
  REALTIME_KEY: envString().default('casino-key'),
  REALTIME_CLUSTER: envString().default('mt1'),
  REALTIME_HOST: envString().default(''),
  SEO_CONTENT: envString().default(''),
});

type ServerEnv = InferType<typeof serverSchema>;

/** The EDGE_LIMIT_<POLICY> variables of the validated environment. */
function edgeLimitVariables(env: ServerEnv): Env {
  const values = env as unknown as Env;
  return Object.fromEntries(POLICY_NAMES.map((policy) => [envNameOf(policy), values[envNameOf(policy)]]));
}

/** The variables the schema reads, taken from an environment (the rest is none of the server's business). */
function schemaInput(env: Env): Env {
  return Object.fromEntries(Object.keys(serverSchema.fields).map((name) => [name, env[name]]));
}

/** Where the primary site configuration lives. */
function siteConfigFile(env: Env): string {
  return path.resolve(env.SITE_CONFIG_FILE || DEFAULT_SITE_CONFIG_FILE);
}

/**
 * A site document resolved once: its settings with the environment's overrides, and the page's
 * security settings (frame ancestors, content image hosts), or why it is unusable.
 */
export interface ResolvedSite {
  origin: string;
  settings?: SiteSettings;
  pageSecurity?: PageSecuritySettings;
  problems: string[];
}

export function resolveSite(source: SiteSource, env: Env): ResolvedSite {
  if ('problem' in source) return { origin: source.origin, problems: [source.problem] };
  const site = resolveSiteSettings(source.document, env, source.origin);
  const document = typeof source.document === 'object' && source.document !== null ? (source.document as Record<string, unknown>) : {};
  const security = resolvePageSecurity(document, env, source.origin);
  return {
    origin: source.origin,
    settings: site.settings,
    pageSecurity: security.settings,
    problems: [...site.problems, ...security.problems],
  };
}

/**
 * Parses and validates the configuration; throws one error listing everything that is wrong.
 * The site settings come from `site` (by default the file SITE_CONFIG_FILE, read synchronously and
 * resolved here); `earlierProblems` are prepended (the unusable primary source when the fallback failed too).
 */
export function loadConfig(
  env: Env = process.env,
  site: ResolvedSite = resolveSite(readSiteFile(siteConfigFile(env)), env),
  earlierProblems: string[] = [],
): ServerConfig {
  const { value, problems } = validateConfig(serverSchema, schemaInput(env));
  const all = [...earlierProblems, ...problems, ...site.problems];
  if (!value || all.length > 0 || !site.settings || !site.pageSecurity) throw new ConfigError(all);
  return configOf(value, site.settings, site.pageSecurity, site.origin);
}

/** The configuration from the validated variables and the resolved site. */
function configOf(env: ServerEnv, settings: SiteSettings, pageSecurity: PageSecuritySettings, siteSource: string): ServerConfig {
  const environment = siteEnvironment(env) as SiteConfig['environment'];
  const realtimePortOf = Number(env.REALTIME_PORT ?? 6001);
  return {
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL as LogLevel,
    releaseDir: path.resolve(env.RELEASE_DIR),
    releaseEnv: env.RELEASE_ENV,
    backendUrl: env.BACKEND_URL,
    apiProxy: { bodyLimit: env.API_BODY_LIMIT, refuseSandboxPaths: environment !== 'development' },
    firstDataTimeoutMs: env.FIRST_DATA_TIMEOUT_MS,
    ssr: { enabled: env.SSR !== 'off', timeoutMs: env.SSR_TIMEOUT_MS, threads: env.SSR_THREADS },
    firstDataCache: { ttlMs: env.FIRST_DATA_CACHE_MS, maxStaleMs: env.FIRST_DATA_STALE_MS },
    htmlCache: { ttlMs: env.HTML_CACHE_MS, maxStaleMs: env.HTML_CACHE_STALE_MS, maxSize: env.HTML_CACHE_MAX_MB * 1024 * 1024 },
    remoteOverrides: remoteOverridesOf(env.REMOTE_OVERRIDES).overrides,
    site: {
      siteId: settings.siteId,
      siteName: settings.siteName,
      currency: settings.currency,
      defaultLocale: settings.defaultLocale,
      locales: settings.locales,
      localeStrategy: env.LOCALE_STRATEGY as LocaleStrategy,
      localeDomains: localeDomainsOf(env.LOCALE_DOMAINS).domains,
      differentDomains: env.LOCALE_DIFFERENT_DOMAINS === 'true',
      baseUrl: env.SITE_BASE_URL ?? '',
      environment,
      routeRules: routeRulesOf(env.ROUTE_RULES) ?? [],
      apiBase: '/api',
      demoMode: settings.demoMode,
      manifestPollMs: env.MANIFEST_POLL_MS,
      remoteTimeoutMs: env.REMOTE_TIMEOUT_MS,
      customerServiceUrl: settings.customerServiceUrl,
      realtime:
        env.REALTIME_ENABLED === 'false'
          ? null
          : {
              key: env.REALTIME_KEY,
              cluster: env.REALTIME_CLUSTER,
              wsHost: env.REALTIME_HOST,
              wsPort: realtimePortOf,
              wssPort: Number(env.REALTIME_SECURE_PORT ?? env.REALTIME_PORT ?? 443),
              authEndpoint: '/api/broadcasting/auth',
            },
      template: settings.template,
      seo: settings.seo,
      seoContent: env.SEO_CONTENT,
      flags: settings.flags,
      thirdPartyLogins: settings.thirdPartyLogins,
      contentImageHosts: pageSecurity.contentImageHosts,
    },
    siteExtras: { template: settings.template, seo: settings.seo },
    siteBaseUrl: env.SITE_BASE_URL ?? null,
    siteSource,
    iframeAllowedHosts: settings.iframeAllowedHosts,
    frameAncestors: pageSecurity.frameAncestors,
    loginHeader: {
      secret: env.LOGIN_HEADER_SECRET ?? randomBytes(32).toString('base64url'),
      ttlMs: env.LOGIN_HEADER_TTL_SECONDS * 1000,
      secretGenerated: env.LOGIN_HEADER_SECRET === undefined,
    },
    preview: { secret: env.PREVIEW_SECRET ?? null },
    metrics: { token: env.METRICS_TOKEN ?? null, beaconsPerMinute: env.RUM_BEACONS_PER_MINUTE },
    fbTracking: { url: env.FB_TRACKING_URL ?? null, timeoutMs: env.FB_TRACKING_TIMEOUT_MS },
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    behindTls: env.BEHIND_TLS === 'on',
    edgeLimits: {
      enabled: env.EDGE_LIMITS !== 'off',
      limits: parseEdgeLimits(edgeLimitVariables(env), []),
      redisUrl: env.REDIS_URL ?? null,
    },
  };
}

/**
 * loadConfig with the fallback source: when the primary file is missing or invalid and
 * SITE_CONFIG_FALLBACK_URL is set, the site configuration is fetched from there instead.
 * When both fail, the error lists the problems of both. Each source is resolved once.
 */
export async function loadConfigWithFallback(
  env: Env = process.env,
  onFallback: (primaryProblems: string[]) => void = () => {},
): Promise<ServerConfig> {
  const primary = resolveSite(readSiteFile(siteConfigFile(env)), env);
  const fallbackUrl = env.SITE_CONFIG_FALLBACK_URL;
  if (!primary.problems.length || !fallbackUrl || !/^https?:\/\//i.test(fallbackUrl)) return loadConfig(env, primary);

  const timeout = Number(env.SITE_CONFIG_FALLBACK_TIMEOUT_MS);
  const fallback = resolveSite(await fetchSiteDocument(fallbackUrl, Number.isInteger(timeout) && timeout >= 100 ? timeout : 5000), env);
  if (!fallback.problems.length) {
    onFallback(primary.problems);
    return loadConfig(env, fallback);
  }
  return loadConfig(env, fallback, [
    `the primary site configuration ${primary.origin} is unusable:`,
    ...primary.problems.map((p) => `  ${p}`),
    `and so is the fallback ${fallback.origin}:`,
  ]);
}

/** The configuration of this process (main.ts): its environment, with the fallback source. */
export function loadStartupConfig(onFallback: (primaryProblems: string[]) => void): Promise<ServerConfig> {
  return loadConfigWithFallback(process.env, onFallback);
}
