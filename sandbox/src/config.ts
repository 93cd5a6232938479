import path from 'node:path';
import { isOriginPattern } from './http/site-origins';
import { DEFAULT_PUSHER_APP, type PusherApp } from './realtime/protocol';

/** Everything the sandbox reads from its environment, parsed and validated once. */
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

/** The limits with every SANDBOX_*_ variable that is set: whole numbers from 1 to 10 000 000. */
function readLimits(env: NodeJS.ProcessEnv, problems: string[]): SandboxLimits {
  const limits: SandboxLimits = structuredClone(DEFAULT_LIMITS);
  for (const [name, [group, key]] of Object.entries(LIMIT_VARIABLES)) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > 10_000_000) {
      problems.push(`${name} must be a whole number from 1 to 10000000 (got "${raw}")`);
      continue;
    }
    (limits[group] as unknown as Record<string, number>)[key] = value;
  }
  return limits;
}

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

function readPort(env: NodeJS.ProcessEnv, name: string, fallback: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const parsed = Number(raw);
  if (Number.isInteger(parsed) && parsed >= 0 && parsed <= 65535) return parsed;
  problems.push(`${name} must be an integer between 0 and 65535 (got "${raw}")`);
  return fallback;
}

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

/**
 * Reads SANDBOX_PORT, SANDBOX_HOST, SANDBOX_DB, SANDBOX_LOG_LEVEL, SANDBOX_CORS_ORIGINS,
 * SANDBOX_SITE_ORIGINS, SANDBOX_ADMIN_TOKEN, SANDBOX_PUBLIC_URL, the
 * real-time settings (SANDBOX_WS_PORT, SANDBOX_WS_ACTIVITY_TIMEOUT, SANDBOX_PUSHER_APP_ID,
 * SANDBOX_PUSHER_KEY, SANDBOX_PUSHER_SECRET), the login header's LOGIN_HEADER_SECRET and
 * LOGIN_HEADER_TTL_SECONDS (the shell server's names: one value for both), the limits of
 * LIMIT_VARIABLES and the `--memory` flag. Throws a ConfigError
 * listing every invalid value at once.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = process.argv.slice(2)): SandboxConfig {
  const problems: string[] = [];

  const port = readPort(env, 'SANDBOX_PORT', 4000, problems);

  const host = env.SANDBOX_HOST?.trim() || '127.0.0.1';
  if (/\s/.test(host)) problems.push(`SANDBOX_HOST must be a host name or address (got "${env.SANDBOX_HOST}")`);

  let dbFile = DEFAULT_DB_FILE;
  if (argv.includes('--memory') || env.SANDBOX_DB === ':memory:') {
    dbFile = ':memory:';
  } else if (env.SANDBOX_DB !== undefined && env.SANDBOX_DB !== '') {
    if (env.SANDBOX_DB.endsWith('/') || env.SANDBOX_DB.endsWith(path.sep)) {
      problems.push(`SANDBOX_DB must be a file path or ':memory:' (got the folder "${env.SANDBOX_DB}")`);
    } else {
      dbFile = path.resolve(PACKAGE_ROOT, env.SANDBOX_DB);
    }
  }

  let logLevel: SandboxConfig['logLevel'] = 'info';
  if (env.SANDBOX_LOG_LEVEL) {
    const level = LOG_LEVELS.find((l) => l === env.SANDBOX_LOG_LEVEL);
    if (level) logLevel = level;
    else problems.push(`SANDBOX_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${env.SANDBOX_LOG_LEVEL}")`);
  }

  const corsOrigins = [...DEFAULT_CORS_ORIGINS];
  for (const origin of (env.SANDBOX_CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)) {
    if (/^https?:\/\/[^/\s]+$/.test(origin)) corsOrigins.push(origin);
    else problems.push(`SANDBOX_CORS_ORIGINS entries must look like http://host:port (got "${origin}")`);
  }

  const siteOrigins: string[] = [];
  const siteOriginEntries = (env.SANDBOX_SITE_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of siteOriginEntries) {
    if (isOriginPattern(origin)) siteOrigins.push(origin);
    else problems.push(`SANDBOX_SITE_ORIGINS entries must look like http://host:port or http://host:* (got "${origin}")`);
  }
  if (siteOriginEntries.length === 0) siteOrigins.push(...DEFAULT_SITE_ORIGINS);
  // an origin allowed to call the API across origins is a page of the site too
  siteOrigins.push(...corsOrigins.filter((origin) => !DEFAULT_CORS_ORIGINS.includes(origin)));

  let adminToken: string | null = null;
  if (env.SANDBOX_ADMIN_TOKEN) {
    if (/^[A-Za-z0-9_.~-]{24,200}$/.test(env.SANDBOX_ADMIN_TOKEN)) adminToken = env.SANDBOX_ADMIN_TOKEN;
    else problems.push('SANDBOX_ADMIN_TOKEN must be 24 to 200 of A-Z a-z 0-9 _ . ~ - (a random value, e.g. openssl rand -hex 24)');
  }

  let publicUrl: string | null = port === 0 ? null : `http://127.0.0.1:${port}`;
  if (env.SANDBOX_PUBLIC_URL) {
    const parsed = publicOrigin(env.SANDBOX_PUBLIC_URL);
    if (parsed) publicUrl = parsed;
    else
      problems.push(
        `SANDBOX_PUBLIC_URL must be the sandbox's origin as browsers reach it, http(s)://host[:port] without a path (got "${env.SANDBOX_PUBLIC_URL}")`,
      );
  }

  const unknownFlags = argv.filter((arg) => arg.startsWith('--') && arg !== '--memory');
  for (const flag of unknownFlags) problems.push(`unknown flag ${flag} (only --memory is supported)`);

  const wsPort = readPort(env, 'SANDBOX_WS_PORT', 6001, problems);
  if (wsPort !== 0 && wsPort === port) problems.push(`SANDBOX_WS_PORT must differ from SANDBOX_PORT (both ${port})`);

  let activityTimeoutSeconds = 120;
  if (env.SANDBOX_WS_ACTIVITY_TIMEOUT) {
    const parsed = Number(env.SANDBOX_WS_ACTIVITY_TIMEOUT);
    if (Number.isInteger(parsed) && parsed >= 1 && parsed <= 3600) activityTimeoutSeconds = parsed;
    else
      problems.push(
        `SANDBOX_WS_ACTIVITY_TIMEOUT must be a number of seconds between 1 and 3600 (got "${env.SANDBOX_WS_ACTIVITY_TIMEOUT}")`,
      );
  }

  // The key travels in the socket URL (/app/<key>), the app id in the API path: keep them URL-safe.
  const credential = (name: string, fallback: string): string => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    if (!/^[A-Za-z0-9_.-]{1,100}$/.test(value)) problems.push(`${name} may hold only A-Z a-z 0-9 _ . - (1 to 100 characters)`);
    return value;
  };
  const app: PusherApp = {
    id: credential('SANDBOX_PUSHER_APP_ID', DEFAULT_PUSHER_APP.id),
    key: credential('SANDBOX_PUSHER_KEY', DEFAULT_PUSHER_APP.key),
    secret: credential('SANDBOX_PUSHER_SECRET', DEFAULT_PUSHER_APP.secret),
  };

  let loginSecret = DEFAULT_LOGIN_HEADER_SECRET;
  if (env.LOGIN_HEADER_SECRET) {
    if (env.LOGIN_HEADER_SECRET.length >= 32) loginSecret = env.LOGIN_HEADER_SECRET;
    else problems.push('LOGIN_HEADER_SECRET must be at least 32 characters long (the shell server demands as much)');
  }
  let loginTtlMs = DEFAULT_LOGIN_HEADER_TTL_MS;
  if (env.LOGIN_HEADER_TTL_SECONDS) {
    const parsed = Number(env.LOGIN_HEADER_TTL_SECONDS);
    if (Number.isInteger(parsed) && parsed >= 10) loginTtlMs = parsed * 1000;
    else problems.push(`LOGIN_HEADER_TTL_SECONDS must be a whole number of seconds, at least 10 (got "${env.LOGIN_HEADER_TTL_SECONDS}")`);
  }

  const limits = readLimits(env, problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    dbFile,
    logLevel,
    corsOrigins,
    siteOrigins,
    adminToken,
    publicUrl,
    loginHeader: { secret: loginSecret, ttlMs: loginTtlMs },
    limits,
    realtime: { port: wsPort, activityTimeoutSeconds, app },
  };
}
