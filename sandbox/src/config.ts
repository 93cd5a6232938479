import path from 'node:path';

/** Everything the sandbox reads from its environment, parsed and validated once. */
export interface SandboxConfig {
  port: number;
  host: string;
  /** Absolute path of the SQLite file, or ':memory:'. */
  dbFile: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  corsOrigins: string[];
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

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Reads SANDBOX_PORT, SANDBOX_HOST, SANDBOX_DB, SANDBOX_LOG_LEVEL, SANDBOX_CORS_ORIGINS and the
 * `--memory` flag. Throws a ConfigError listing every invalid value at once.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = process.argv.slice(2)): SandboxConfig {
  const problems: string[] = [];

  let port = 4000;
  if (env.SANDBOX_PORT !== undefined && env.SANDBOX_PORT !== '') {
    const parsed = Number(env.SANDBOX_PORT);
    if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
      problems.push(`SANDBOX_PORT must be an integer between 0 and 65535 (got "${env.SANDBOX_PORT}")`);
    } else {
      port = parsed;
    }
  }

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
  for (const origin of (env.SANDBOX_CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean)) {
    if (/^https?:\/\/[^/\s]+$/.test(origin)) corsOrigins.push(origin);
    else problems.push(`SANDBOX_CORS_ORIGINS entries must look like http://host:port (got "${origin}")`);
  }

  const unknownFlags = argv.filter((arg) => arg.startsWith('--') && arg !== '--memory');
  for (const flag of unknownFlags) problems.push(`unknown flag ${flag} (only --memory is supported)`);

  if (problems.length > 0) throw new ConfigError(problems);
  return { port, host, dbFile, logLevel, corsOrigins };
}
