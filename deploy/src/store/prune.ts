/** prune: deletes old version folders that no environment uses or would roll back to. */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { appReleaseDir, readManifest, ReleaseError, versionDir, type AppDefinition } from '@casino/release-format';
import { appDefinition, liveVersion, type StoreContext } from './context';
import { readHistory, versionStack } from './history';
import { removeIntegrityRecord } from './integrity';
import { envs, list } from './status';
import type { PruneOptions, PruneResult } from './types';

/** In every env: the live version and the one a plain rollback would go to. */
async function protectedVersions(ctx: StoreContext, def: AppDefinition): Promise<Set<string>> {
  const versions = new Set<string>();
  for (const env of await envs(ctx)) {
    const manifest = await readManifest(ctx.releaseDir, env);
    const current = manifest ? liveVersion(manifest, def) : null;
    if (current !== null) versions.add(current);
    const stack = versionStack(await readHistory(ctx.releaseDir, env), def.app);
    const previous = stack[stack.length - 2];
    if (previous !== undefined) versions.add(previous);
  }
  return versions;
}

/**
 * Deletes version folders beyond the `keep` newest, except any version live in some env or
 * the one a plain rollback in some env would go to.
 */
export async function prune(ctx: StoreContext, options: PruneOptions): Promise<PruneResult> {
  const def = appDefinition(ctx, options.app);
  if (!Number.isInteger(options.keep) || options.keep < 0) throw new ReleaseError(`--keep must be a whole number ≥ 0, got ${options.keep}`);
  const keepAnyway = await protectedVersions(ctx, def);
  const versions = await list(ctx, { app: def.app });
  const deleted: string[] = [];
  const kept: string[] = [];
  for (const [index, { version }] of versions.entries()) {
    if (index < options.keep || keepAnyway.has(version)) {
      kept.push(version);
      continue;
    }
    deleted.push(version);
    if (!options.dryRun) await removeVersion(ctx, def, version);
  }
  return { app: def.app, deleted, kept };
}

/** Moves aside first so the server never serves a half-deleted version. */
async function removeVersion(ctx: StoreContext, def: AppDefinition, version: string): Promise<void> {
  const trash = path.join(appReleaseDir(ctx.releaseDir, def), `.trash-${version}-${randomBytes(4).toString('hex')}`);
  await fs.rename(versionDir(ctx.releaseDir, def, version), trash);
  await fs.rm(trash, { recursive: true, force: true });
  await removeIntegrityRecord(ctx.releaseDir, def.app, version);
}
