import path from 'node:path';
import { array, object, string } from 'yup';
import { allProblems, envInteger, envString, validateConfig } from '@casino/server-kit/config';
import { isOriginPattern } from './http/site-origins';
import { DEFAULT_PUSHER_APP, type PusherApp } from './realtime/protocol';

/** Everything the sandbox reads from its environment, declared in one yup schema (below) and validated once at start-up. */
export interface SandboxConfig {
  port: number;
  host: string;
  /** Absolute path of the SQLite file, or ':memory:'. */
  dbFile: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  corsOrigins: string[];
  /** The pages that may open the real-time socket and call /__sandbox from a browser (`host:*` = any port). */
  siteOrigins: string[];
  /** Opens /__sandbox to clients that are not on this machine (header x-sandbox-token); null = loopback only. */
  adminToken: string | null;
  /**
   * SANDBOX_PUBLIC_URL: the sandbox's origin as browsers reach it, for the game and sport page URLs
   * play1 and sport-quickbet-url answer (http://127.0.0.1:<port> by default; null with port 0: the
   * address the server listens on).
   */
  publicUrl: string | null;
  /** LOGIN_HEADER_SECRET and LOGIN_HEADER_TTL_SECONDS: the same values the shell server signs POST /login's header with. */
  loginHeader: { secret: string; ttlMs: number };
  /** The guessing and sending limits (auth/limits.ts, docs/security.md "Sandbox limits"). */
  limits: SandboxLimits;
  /** The Pusher-protocol server (src/realtime/), on its own port, with sandbox-only credentials. */
  realtime: {
    port: number;
    activityTimeoutSeconds: number;
    app: PusherApp;
  };
}

/** A lock after failures: `maxFailures` within `windowSeconds` shut the door for `lockSeconds`. */
export interface LockPolicy {
  maxFailures: number;
  windowSeconds: number;
  lockSeconds: number;
}

/** What the sandbox counts against guessing and SMS abuse, as a real backend does (issue 23). */
export interface SandboxLimits {
  /** wrong passwords per account (site + account) before its logins are refused */
  login: LockPolicy;
  /** wrong withdraw passwords per member, over every call that checks it */
  withdrawPassword: LockPolicy;
  sms: {
    /** seconds between two codes of one purpose to one phone (§9: 300) */
    phoneCooldownSeconds: number;
    /** codes to one phone in 24 h, every purpose */
    phoneDailyCap: number;
    /** codes asked from one client address in an hour, and in 24 h */
    addressHourlyCap: number;
    addressDailyCap: number;
    /** wrong tries that kill a code (the right one is refused afterwards: a new code is needed) */
    codeMaxTries: number;
  };
}

export const DEFAULT_LIMITS: SandboxLimits = {
  login: { maxFailures: 5, windowSeconds: 900, lockSeconds: 900 },
  withdrawPassword: { maxFailures: 5, windowSeconds: 900, lockSeconds: 1800 },
  sms: { phoneCooldownSeconds: 300, phoneDailyCap: 10, addressHourlyCap: 20, addressDailyCap: 100, codeMaxTries: 5 },
};

/** The variables of each limit, by the path of its value in SandboxLimits. */
export const LIMIT_VARIABLES = {
  SANDBOX_LOGIN_MAX_FAILURES: ['login', 'maxFailures'],
  SANDBOX_LOGIN_FAILURE_WINDOW_SECONDS: ['login', 'windowSeconds'],
  SANDBOX_LOGIN_LOCK_SECONDS: ['login', 'lockSeconds'],
  SANDBOX_WITHDRAW_PASSWORD_MAX_FAILURES: ['withdrawPassword', 'maxFailures'],
  SANDBOX_WITHDRAW_PASSWORD_FAILURE_WINDOW_SECONDS: ['withdrawPassword', 'windowSeconds'],
  SANDBOX_WITHDRAW_PASSWORD_LOCK_SECONDS: ['withdrawPassword', 'lockSeconds'],
  SANDBOX_SMS_PHONE_COOLDOWN_SECONDS: ['sms', 'phoneCooldownSeconds'],
  SANDBOX_SMS_PHONE_DAILY_CAP: ['sms', 'phoneDailyCap'],
  SANDBOX_SMS_ADDRESS_HOURLY_CAP: ['sms', 'addressHourlyCap'],
  SANDBOX_SMS_ADDRESS_DAILY_CAP: ['sms', 'addressDailyCap'],
  SANDBOX_SMS_CODE_MAX_TRIES: ['sms', 'codeMaxTries'],
} as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid sandbox configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const PACKAGE_ROOT = path.resolve(__dirname, '..');
export const DEFAULT_DB_FILE = path.join(PACKAGE_ROOT, 'data', 'sandbox.db');

/** The shell's origin and the remotes' dev servers (3001-3005). */
export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:8080',
  'http://127.0.0.1:8080',
  ...[3001, 3002, 3003, 3004, 3005].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]),
];

/** The loopback names the dev shell, the remotes' dev servers and e2e use, on any port. */
export const DEFAULT_SITE_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * The login-header secret when LOGIN_HEADER_SECRET is not set: tests and a sandbox started alone.
 * npm start, e2e and the bench pass one secret to both servers; the shell server never has this one.
 */
export const DEFAULT_LOGIN_HEADER_SECRET = 'sandbox-login-header-secret-for-local-runs-only';
/** The shell server's default LOGIN_HEADER_TTL_SECONDS (120). */
export const DEFAULT_LOGIN_HEADER_TTL_MS = 120_000;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** `http://host:port` from a URL that is nothing more than an origin (a trailing slash allowed); null otherwise. */
function publicOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
  return (url.protocol === 'http:' || url.protocol === 'https:') && bare ? url.origin : null;
}

/** The entries of a comma-separated list, trimmed, empty ones dropped. */
const entries = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

const port = (name: string, fallback: number) =>
  envInteger({ fallback, min: 0, max: 65535, message: (raw) => `${name} must be an integer between 0 and 65535 (got "${raw}")` });

/** A Pusher credential: the key travels in the socket URL (/app/<key>), the app id in the API path, so they stay URL-safe. */
const credential = (name: string, fallback: string) =>
  envString()
    .default(fallback)
    .test('url-safe', `${name} may hold only A-Z a-z 0-9 _ . - (1 to 100 characters)`, (value) => /^[A-Za-z0-9_.-]{1,100}$/.test(value));

/** The limits of LIMIT_VARIABLES: whole numbers from 1 to 10 000 000, DEFAULT_LIMITS where unset. */
const limitFields = Object.fromEntries(
  Object.entries(LIMIT_VARIABLES).map(([name, [group, key]]) => [
    name,
    envInteger({
      fallback: (DEFAULT_LIMITS[group] as unknown as Record<string, number>)[key] ?? 1,
      min: 1,
      max: 10_000_000,
      message: (raw) => `${name} must be a whole number from 1 to 10000000 (got "${raw}")`,
    }),
  ]),
) as Record<keyof typeof LIMIT_VARIABLES, ReturnType<typeof envInteger>>;

/**
 * Everything the sandbox reads, by the name it is set with: the environment variables and the
 * command line's flags (`argv`). Defaults are declared here; the problems come out in this order.
 */
const sandboxSchema = object({
  SANDBOX_PORT: port('SANDBOX_PORT', 4000),
  SANDBOX_HOST: string()
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' && original.trim() !== '' ? original.trim() : undefined,
    )
    .default('127.0.0.1')
    .test('host', (value, ctx) =>
      /\s/.test(value)
        ? ctx.createError({ message: `SANDBOX_HOST must be a host name or address (got "${String(ctx.originalValue)}")` })
        : true,
    ),
  SANDBOX_DB: envString()
    .optional()
    .test('file', (value, ctx) =>
      value === undefined || value === ':memory:' || !(value.endsWith('/') || value.endsWith(path.sep))
        ? true
        : ctx.createError({ message: `SANDBOX_DB must be a file path or ':memory:' (got the folder "${value}")` }),
    ),
  SANDBOX_LOG_LEVEL: envString()
    .default('info')
    .test('level', (value, ctx) =>
      (LOG_LEVELS as readonly string[]).includes(value)
        ? true
        : ctx.createError({ message: `SANDBOX_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${value}")` }),
    ),
  SANDBOX_CORS_ORIGINS: envString()
    .optional()
    .test('origins', (value, ctx) =>
      allProblems(
        ctx,
        entries(value)
          .filter((origin) => !/^https?:\/\/[^/\s]+$/.test(origin))
          .map((origin) => `SANDBOX_CORS_ORIGINS entries must look like http://host:port (got "${origin}")`),
      ),
    ),
  SANDBOX_SITE_ORIGINS: envString()
    .optional()
    .test('origins', (value, ctx) =>
      allProblems(
        ctx,
        entries(value)
          .filter((origin) => !isOriginPattern(origin))
          .map((origin) => `SANDBOX_SITE_ORIGINS entries must look like http://host:port or http://host:* (got "${origin}")`),
      ),
    ),
  SANDBOX_ADMIN_TOKEN: envString()
    .optional()
    .test(
      'token',
      'SANDBOX_ADMIN_TOKEN must be 24 to 200 of A-Z a-z 0-9 _ . ~ - (a random value, e.g. openssl rand -hex 24)',
      (value) => value === undefined || /^[A-Za-z0-9_.~-]{24,200}$/.test(value),
    ),
  SANDBOX_PUBLIC_URL: envString()
    .optional()
    .test('origin', (value, ctx) =>
      value === undefined || publicOrigin(value) !== null
        ? true
        : ctx.createError({
            message: `SANDBOX_PUBLIC_URL must be the sandbox's origin as browsers reach it, http(s)://host[:port] without a path (got "${value}")`,
          }),
    ),
  SANDBOX_WS_PORT: port('SANDBOX_WS_PORT', 6001).test('own-port', (value, ctx) => {
    const api = (ctx.parent as { SANDBOX_PORT: number }).SANDBOX_PORT;
    return value === 0 || value !== api
      ? true
      : ctx.createError({ message: `SANDBOX_WS_PORT must differ from SANDBOX_PORT (both ${api})` });
  }),
  SANDBOX_WS_ACTIVITY_TIMEOUT: envInteger({
    fallback: 120,
    min: 1,
    max: 3600,
    message: (raw) => `SANDBOX_WS_ACTIVITY_TIMEOUT must be a number of seconds between 1 and 3600 (got "${raw}")`,
  }),
  SANDBOX_PUSHER_APP_ID: credential('SANDBOX_PUSHER_APP_ID', DEFAULT_PUSHER_APP.id),
  SANDBOX_PUSHER_KEY: credential('SANDBOX_PUSHER_KEY', DEFAULT_PUSHER_APP.key),
  SANDBOX_PUSHER_SECRET: credential('SANDBOX_PUSHER_SECRET', DEFAULT_PUSHER_APP.secret),
  LOGIN_HEADER_SECRET: envString()
    .default(DEFAULT_LOGIN_HEADER_SECRET)
    .test(
      'length',
      'LOGIN_HEADER_SECRET must be at least 32 characters long (the shell server demands as much)',
      (value) => value.length >= 32,
    ),
  LOGIN_HEADER_TTL_SECONDS: envInteger({
    fallback: DEFAULT_LOGIN_HEADER_TTL_MS / 1000,
    min: 10,
    message: (raw) => `LOGIN_HEADER_TTL_SECONDS must be a whole number of seconds, at least 10 (got "${raw}")`,
  }),
  ...limitFields,
  argv: array(string().defined())
    .default([])
    .test('flags', (flags, ctx) =>
      allProblems(
        ctx,
        flags
          .filter((arg) => arg.startsWith('--') && arg !== '--memory')
          .map((flag) => `unknown flag ${flag} (only --memory is supported)`),
      ),
    ),
});

/** The variables the schema reads (the rest of the environment is none of the sandbox's business). */
const ENV_NAMES = Object.keys(sandboxSchema.fields).filter((name) => name !== 'argv');

/**
 * Reads SANDBOX_PORT, SANDBOX_HOST, SANDBOX_DB, SANDBOX_LOG_LEVEL, SANDBOX_CORS_ORIGINS,
 * SANDBOX_SITE_ORIGINS, SANDBOX_ADMIN_TOKEN, SANDBOX_PUBLIC_URL, the
 * real-time settings (SANDBOX_WS_PORT, SANDBOX_WS_ACTIVITY_TIMEOUT, SANDBOX_PUSHER_APP_ID,
 * SANDBOX_PUSHER_KEY, SANDBOX_PUSHER_SECRET), the login header's LOGIN_HEADER_SECRET and
 * LOGIN_HEADER_TTL_SECONDS (the shell server's names: one value for both), the limits of
 * LIMIT_VARIABLES and the `--memory` flag, through the one schema above. Throws a ConfigError
 * listing every invalid value at once.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = process.argv.slice(2)): SandboxConfig {
  const input = { ...Object.fromEntries(ENV_NAMES.map((name) => [name, env[name]])), argv: [...argv] };
  const { value, problems } = validateConfig(sandboxSchema, input);
  if (!value) throw new ConfigError(problems);

  const port = value.SANDBOX_PORT;
  const dbFile =
    value.argv.includes('--memory') || value.SANDBOX_DB === ':memory:'
      ? ':memory:'
      : value.SANDBOX_DB === undefined
        ? DEFAULT_DB_FILE
        : path.resolve(PACKAGE_ROOT, value.SANDBOX_DB);
  const corsOrigins = [...DEFAULT_CORS_ORIGINS, ...entries(value.SANDBOX_CORS_ORIGINS)];
  const siteOriginEntries = entries(value.SANDBOX_SITE_ORIGINS);
  const siteOrigins = [
    ...(siteOriginEntries.length > 0 ? siteOriginEntries : DEFAULT_SITE_ORIGINS),
    // an origin allowed to call the API across origins is a page of the site too
    ...corsOrigins.filter((origin) => !DEFAULT_CORS_ORIGINS.includes(origin)),
  ];
  const limits = structuredClone(DEFAULT_LIMITS);
  for (const [name, [group, key]] of Object.entries(LIMIT_VARIABLES)) {
    (limits[group] as unknown as Record<string, number>)[key] = value[name as keyof typeof LIMIT_VARIABLES];
  }
  const publicUrl = value.SANDBOX_PUBLIC_URL ? publicOrigin(value.SANDBOX_PUBLIC_URL) : port === 0 ? null : `http://127.0.0.1:${port}`;

  return {
    port,
    host: value.SANDBOX_HOST,
    dbFile,
    logLevel: value.SANDBOX_LOG_LEVEL as SandboxConfig['logLevel'],
    corsOrigins,
    siteOrigins,
    adminToken: value.SANDBOX_ADMIN_TOKEN ?? null,
    publicUrl,
    loginHeader: { secret: value.LOGIN_HEADER_SECRET, ttlMs: value.LOGIN_HEADER_TTL_SECONDS * 1000 },
    limits,
    realtime: {
      port: value.SANDBOX_WS_PORT,
      activityTimeoutSeconds: value.SANDBOX_WS_ACTIVITY_TIMEOUT,
      app: { id: value.SANDBOX_PUSHER_APP_ID, key: value.SANDBOX_PUSHER_KEY, secret: value.SANDBOX_PUSHER_SECRET },
    },
  };
}
