/** The per-environment release manifest: its type, how it is read, validated and written. */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { ReleaseError } from './errors';
import { isErrno } from './content-tree';

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

const ENV_PATTERN = /^[a-z][a-z0-9-]{0,31}$/; // same rule as the shell server's RELEASE_ENV

/** Throws unless `env` is a safe environment name (it becomes a file name). */
export function assertEnvName(env: string): void {
  if (!ENV_PATTERN.test(env)) {
    throw new ReleaseError(`invalid environment name "${env}" (lower-case letters, digits and -, starting with a letter)`);
  }
}

export function manifestPath(releaseDir: string, env: string): string {
  assertEnvName(env);
  return path.join(releaseDir, 'manifests', `${env}.json`);
}

export function emptyManifest(env: string, now: Date): ReleaseManifest {
  return { schema: 1, env, updatedAt: now.toISOString(), shell: null, remotes: {} };
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
  if (typeof m.remotes !== 'object' || m.remotes === null) {
    problems.push('remotes is not an object');
  } else {
    for (const [key, raw] of Object.entries(m.remotes)) {
      const r = raw as Record<string, unknown>;
      for (const field of ['app', 'name', 'version', 'entry', 'integrity', 'publishedAt']) {
        if (typeof r?.[field] !== 'string') problems.push(`remotes.${key}.${field} is not a string`);
      }
      if (r?.name !== key) problems.push(`remotes.${key}.name does not match its key`);
    }
  }
  return problems;
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

/** Writes the manifest atomically (temporary file, fsync, rename): readers see old or new, never half. */
export async function writeManifest(releaseDir: string, manifest: ReleaseManifest): Promise<void> {
  const file = manifestPath(releaseDir, manifest.env);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const remotes = Object.fromEntries(Object.entries(manifest.remotes).sort(([a], [b]) => a.localeCompare(b)));
  await writeFileAtomic(file, `${JSON.stringify({ ...manifest, remotes }, null, 2)}\n`);
}

/** Environments that have a manifest under release/manifests/. */
export async function listEnvs(releaseDir: string): Promise<string[]> {
  try {
    const names = await fs.readdir(path.join(releaseDir, 'manifests'));
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
