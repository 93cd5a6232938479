/** The read-only commands of the store: status, history and list. */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  appReleaseDir,
  isErrno,
  listEnvs,
  readManifest,
  VERSION_PATTERN,
  versionDir,
  type AppDefinition,
  type ReleaseManifest,
} from '@casino/release-format';
import { isDirectory } from './content-tree';
import { appDefinition, liveVersion, type StoreContext } from './context';
import { integrityGateProblems } from './gates';
import { readHistory, type HistoryEntry } from './history';
import type { AppStatus, EnvStatus, PublishedVersion } from './types';

const compareVersions = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** The live version of every known app in an environment, and whether its folder is still as published. */
export async function status(ctx: StoreContext, options: { env: string }): Promise<EnvStatus> {
  const manifest = await readManifest(ctx.releaseDir, options.env);
  const apps: AppStatus[] = [];
  for (const def of ctx.apps) apps.push(await appStatus(ctx, manifest, def));
  return { env: options.env, updatedAt: manifest?.updatedAt ?? null, apps };
}

async function appStatus(ctx: StoreContext, manifest: ReleaseManifest | null, def: AppDefinition): Promise<AppStatus> {
  const shell = def.kind === 'shell' ? (manifest?.shell ?? null) : null;
  const remote = def.kind === 'remote' ? (manifest?.remotes[def.name] ?? null) : null;
  const version = shell?.version ?? remote?.version ?? null;
  return {
    app: def.app,
    name: def.name,
    kind: def.kind,
    version,
    url: shell?.path ?? remote?.entry ?? null,
    integrity: remote?.integrity ?? null,
    publishedAt: shell?.publishedAt ?? remote?.publishedAt ?? null,
    canary: remote?.canary ?? null,
    folderProblems: version === null ? null : await folderProblems(ctx, def, version),
  };
}

/** What differs between a version folder and its integrity record, as the integrity gate says it. */
async function folderProblems(ctx: StoreContext, def: AppDefinition, version: string): Promise<string[]> {
  const dir = versionDir(ctx.releaseDir, def, version);
  if (!(await isDirectory(dir))) return [`the version folder ${path.relative(ctx.releaseDir, dir)} is missing`];
  return integrityGateProblems(ctx.releaseDir, { def, version, dir });
}

/** Environments that have a manifest. */
export function envs(ctx: StoreContext): Promise<string[]> {
  return listEnvs(ctx.releaseDir);
}

/** The change log of an environment, oldest first, optionally for one app. */
export async function history(ctx: StoreContext, options: { env: string; app?: string }): Promise<HistoryEntry[]> {
  const entries = await readHistory(ctx.releaseDir, options.env);
  if (options.app === undefined) return entries;
  const def = appDefinition(ctx, options.app);
  return entries.filter((e) => e.app === def.app);
}

async function liveVersionsByEnv(ctx: StoreContext, def: AppDefinition): Promise<Map<string, string>> {
  const live = new Map<string, string>();
  for (const env of await envs(ctx)) {
    const manifest = await readManifest(ctx.releaseDir, env);
    const version = manifest ? liveVersion(manifest, def) : null;
    if (version !== null) live.set(env, version);
  }
  return live;
}

/** Versions of an app present under release/, newest first. */
export async function list(ctx: StoreContext, options: { app: string }): Promise<PublishedVersion[]> {
  const def = appDefinition(ctx, options.app);
  const live = await liveVersionsByEnv(ctx, def);
  const folder = appReleaseDir(ctx.releaseDir, def);
  let names: string[];
  try {
    names = await fs.readdir(folder);
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return [];
    throw error;
  }
  const versions: PublishedVersion[] = [];
  for (const name of names) {
    if (name.startsWith('.') || !VERSION_PATTERN.test(name)) continue; // temporary folders
    const stat = await fs.stat(path.join(folder, name));
    if (!stat.isDirectory()) continue;
    versions.push({
      version: name,
      publishedAt: stat.mtime.toISOString(),
      liveIn: [...live].filter(([, v]) => v === name).map(([env]) => env),
    });
  }
  return versions.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || compareVersions(b.version, a.version));
}
