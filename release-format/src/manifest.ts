/** The per-environment release manifest: its type, its check and how it is read (deploy writes it). */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { ENV_PATTERN } from './apps';
import { ReleaseError } from './errors';
import { isErrno } from './files';
import { manifestPath, manifestsDir } from './layout';

/** The live remote of one environment, keyed by federation name in `ReleaseManifest.remotes`. */
export interface RemoteEntry {
  /** Package folder, e.g. `mf-home`. */
  app: string;
  /** Federation container name, e.g. `mf_home`. */
  name: string;
  version: string;
  /** Root-relative URL of the remote's mf-manifest.json, e.g. `/remotes/mf-home/0.1.0/mf-manifest.json`. */
  entry: string;
  /** `sha384-<base64>` of the mf-manifest.json bytes (subresource integrity format). */
  integrity: string;
  /** When this version went live in this environment (ISO 8601). */
  publishedAt: string;
  /**
   * A canary: a second version of this remote served to a share of browsers beside this one
   * (`deploy canary`, docs/deploy.md "Canary"). The shell server picks per browser by its bucket.
   */
  canary?: CanaryEntry;
}

/** A remote's canary version beside its live one (see RemoteEntry.canary). */
export interface CanaryEntry {
  version: string;
  entry: string;
  integrity: string;
  /** Share of browsers (1–99) that get the canary. */
  percent: number;
  startedAt: string;
}

export interface ShellEntry {
  version: string;
  /** Root-relative folder the shell's assets are served from, e.g. `/shell/0.1.0/`. */
  path: string;
  /** When this version went live in this environment (ISO 8601). */
  publishedAt: string;
}

/** `release/manifests/<env>.json`: what is live in one environment. */
export interface ReleaseManifest {
  schema: 1;
  env: string;
  updatedAt: string;
  shell: ShellEntry | null;
  remotes: Record<string, RemoteEntry>;
}

/** Subresource-integrity string (`sha384-<base64>`) of a remote's mf-manifest.json bytes. */
export function manifestIntegrity(bytes: Uint8Array | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

const REMOTE_FIELDS = ['app', 'name', 'version', 'entry', 'integrity', 'publishedAt'] as const;
const CANARY_FIELDS = ['version', 'entry', 'integrity', 'startedAt'] as const;

function canaryProblems(key: string, canary: unknown): string[] {
  if (canary === undefined) return [];
  const c = canary as Record<string, unknown> | null;
  if (typeof c !== 'object' || c === null) return [`remotes.${key}.canary is not an object`];
  const problems = CANARY_FIELDS.filter((field) => typeof c[field] !== 'string').map(
    (field) => `remotes.${key}.canary.${field} is not a string`,
  );
  const percent = c.percent;
  if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 1 || percent > 99) {
    problems.push(`remotes.${key}.canary.percent is not a whole number from 1 to 99`);
  }
  return problems;
}

function remotesProblems(remotes: unknown): string[] {
  if (typeof remotes !== 'object' || remotes === null) return ['remotes is not an object'];
  const problems: string[] = [];
  for (const [key, raw] of Object.entries(remotes)) {
    const r = raw as Record<string, unknown>;
    for (const field of REMOTE_FIELDS) {
      if (typeof r?.[field] !== 'string') problems.push(`remotes.${key}.${field} is not a string`);
    }
    if (r?.name !== key) problems.push(`remotes.${key}.name does not match its key`);
    problems.push(...canaryProblems(key, r?.canary));
  }
  return problems;
}

/** Checks the shape of a parsed manifest; returns the list of problems (empty when valid). */
export function validateManifest(value: unknown): string[] {
  const problems: string[] = [];
  if (typeof value !== 'object' || value === null) return ['not a JSON object'];
  const m = value as Record<string, unknown>;
  if (m.schema !== 1) problems.push(`schema is ${JSON.stringify(m.schema)}, expected 1`);
  if (typeof m.env !== 'string') problems.push('env is not a string');
  if (typeof m.updatedAt !== 'string') problems.push('updatedAt is not a string');
  if (m.shell !== null) {
    const s = m.shell as Record<string, unknown> | undefined;
    if (typeof s !== 'object' || typeof s.version !== 'string' || typeof s.path !== 'string') {
      problems.push('shell is neither null nor { version, path }');
    }
  }
  return [...problems, ...remotesProblems(m.remotes)];
}

/** Reads `release/manifests/<env>.json`; null when the environment has never been published. */
export async function readManifest(releaseDir: string, env: string): Promise<ReleaseManifest | null> {
  const file = manifestPath(releaseDir, env);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return null;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ReleaseError(`${file} is not valid JSON; fix or restore it before deploying`);
  }
  const problems = validateManifest(parsed);
  if (problems.length > 0) throw new ReleaseError(`${file} is malformed: ${problems.join('; ')}`);
  return parsed as ReleaseManifest;
}

/** Environments that have a manifest under release/manifests/. */
export async function listEnvs(releaseDir: string): Promise<string[]> {
  try {
    const names = await fs.readdir(manifestsDir(releaseDir));
    return names
      .filter((n) => n.endsWith('.json'))
      .map((n) => n.slice(0, -'.json'.length))
      .filter((env) => ENV_PATTERN.test(env))
      .sort();
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return [];
    throw error;
  }
}
