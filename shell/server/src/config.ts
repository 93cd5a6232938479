import path from 'node:path';
import { LOCALES, isLocale, type SiteConfig } from '@casino/mf-shared/contracts';

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
  /** Remotes served from somewhere else (a dev server in watch mode): name → mf-manifest URL. */
  remoteOverrides: Record<string, string>;
  /** Hosts /check_iframe may accept (issue 3 uses this). */
  site: SiteConfig;
}

const repoRoot = path.resolve(__dirname, '../../..');

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid shell server configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Parses and validates the configuration; throws one error listing everything that is wrong. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const problems: string[] = [];

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
  for (const pair of (env.REMOTE_OVERRIDES ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const [name, entry] = pair.split('=');
    if (!name || !entry || !/^https?:\/\//.test(entry)) {
      problems.push(`REMOTE_OVERRIDES entries look like mf_home=http://localhost:3001/mf-manifest.json (got "${pair}")`);
    } else {
      remoteOverrides[name] = entry;
    }
  }

  const defaultLocale = env.DEFAULT_LOCALE ?? 'en_US';
  if (!isLocale(defaultLocale)) problems.push(`DEFAULT_LOCALE must be one of ${LOCALES.join(', ')} (got "${defaultLocale}")`);
  const locales = (env.SITE_LOCALES ?? 'en_US,zh_CN,vi_VN,zh_TW,ko_KR,ja_JP,th_TH,hi_IN,my_MM,ta_IN,bn_BD').split(',').map((s) => s.trim());
  const unknown = locales.filter((code) => !isLocale(code));
  if (unknown.length) problems.push(`SITE_LOCALES has unknown locales: ${unknown.join(', ')}`);
  const currency = env.SITE_CURRENCY ?? 'RMB';
  if (!/^[A-Z]{3}$/.test(currency)) problems.push(`SITE_CURRENCY must be a three-letter code such as RMB (got "${currency}")`);

  const config: ServerConfig = {
    host: env.HOST ?? '127.0.0.1',
    port: int('PORT', 8080, 1),
    releaseDir: path.resolve(env.RELEASE_DIR ?? path.join(repoRoot, 'release')),
    releaseEnv: env.RELEASE_ENV ?? 'dev',
    backendUrl: url('BACKEND_URL', 'http://127.0.0.1:4000'),
    remoteOverrides,
    site: {
      siteId: int('SITE_ID', 1, 1),
      siteName: env.SITE_NAME ?? 'Royal Casino',
      currency,
      defaultLocale: isLocale(defaultLocale) ? defaultLocale : 'en_US',
      locales,
      apiBase: '/api',
      demoMode: env.DEMO_MODE === 'true',
      manifestPollMs: int('MANIFEST_POLL_MS', 60_000),
      remoteTimeoutMs: int('REMOTE_TIMEOUT_MS', 10_000, 100),
      customerServiceUrl: env.CUSTOMER_SERVICE_URL ?? 'https://support.example.com/chat',
    },
  };
  if (!/^[a-z][a-z0-9-]*$/.test(config.releaseEnv)) problems.push(`RELEASE_ENV must be a simple name such as production (got "${config.releaseEnv}")`);
  if (problems.length) throw new ConfigError(problems);
  return config;
}
