/**
 * The version-folder half of publish: copies a build into its immutable folder (or finds it there
 * with the same content) and makes sure it has an integrity record. Nothing here changes what is live.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  appReleaseDir,
  assertVersion,
  isErrno,
  listFiles,
  publishedMarker,
  readIntegrityRecord,
  ReleaseError,
  versionDir,
  type AppDefinition,
} from '@casino/release-format';
import { copyTree, hashTree, isDirectory, isFile } from './content-tree';
import { requireRepoRoot, type StoreContext } from './context';
import { writeIntegrityRecord } from './integrity';
import { writeCompressedSiblings } from './precompress';

export interface InstallOptions {
  from?: string;
  version?: string;
  allowSuffix?: boolean;
}

export interface Installed {
  app: string;
  name: string;
  version: string;
  contentHash: string;
  created: boolean;
}

const differentContent = (def: AppDefinition, version: string) =>
  new ReleaseError(`${def.app} ${version} is already published with different content; bump the version`);

/** Copies the build into its version folder (suffixed with `-build.<hash8>` when allowed and needed). */
export async function install(ctx: StoreContext, def: AppDefinition, options: InstallOptions): Promise<Installed> {
  const from = path.resolve(options.from ?? path.join(requireRepoRoot(ctx, '--from'), def.app, 'dist'));
  await assertBuilt(def, from);
  let version = options.version ?? (await packageVersion(ctx, def));
  assertVersion(version);

  const contentHash = await hashTree(from);
  let existing = await existingHash(versionDir(ctx.releaseDir, def, version));
  if (existing !== null && existing !== contentHash) {
    if (!options.allowSuffix) throw differentContent(def, version);
    version = `${version}-build.${contentHash.slice(0, 8)}`;
    existing = await existingHash(versionDir(ctx.releaseDir, def, version));
    if (existing !== null && existing !== contentHash) throw differentContent(def, version);
  }
  const created = existing === null ? await installVersion(ctx, def, version, from, contentHash) : false;
  // A folder published before integrity records gets one now: its content was just found
  // identical to this build's, so the record describes what the build made.
  if (!created && (await readIntegrityRecord(ctx.releaseDir, def.app, version)) === null) {
    const record = { app: def.app, version, contentHash, recordedAt: ctx.now().toISOString() };
    await writeIntegrityRecord(ctx.releaseDir, record, versionDir(ctx.releaseDir, def, version));
  }
  return { app: def.app, name: def.name, version, contentHash, created };
}

async function packageVersion(ctx: StoreContext, def: AppDefinition): Promise<string> {
  const file = path.join(requireRepoRoot(ctx, '--version'), def.app, 'package.json');
  let pkg: { version?: unknown };
  try {
    pkg = JSON.parse(await fs.readFile(file, 'utf8')) as { version?: unknown };
  } catch {
    throw new ReleaseError(`cannot read the version of ${def.app} from ${file}; pass --version`);
  }
  if (typeof pkg.version !== 'string') throw new ReleaseError(`${file} has no "version"; pass --version`);
  return pkg.version;
}

async function assertBuilt(def: AppDefinition, from: string): Promise<void> {
  const build = `build it first (npx turbo run build --filter=@casino/${def.app})`;
  if (!(await isDirectory(from))) throw new ReleaseError(`${def.app} has no build at ${from}; ${build}`);
  const required = publishedMarker(def);
  if (!(await isFile(path.join(from, required)))) {
    throw new ReleaseError(`${def.app} build at ${from} has no ${required}; ${build}`);
  }
}

async function existingHash(dir: string): Promise<string | null> {
  return (await isDirectory(dir)) ? hashTree(dir) : null;
}

/**
 * Copies into a temporary sibling, writes the compressed siblings there, then renames: a
 * half-copied version, or one whose .br/.gz files are still being written, is never visible.
 */
async function installVersion(ctx: StoreContext, def: AppDefinition, version: string, from: string, contentHash: string): Promise<boolean> {
  const parent = appReleaseDir(ctx.releaseDir, def);
  const target = path.join(parent, version);
  const temp = path.join(parent, `.tmp-${version}-${process.pid}-${randomBytes(4).toString('hex')}`);
  await fs.mkdir(parent, { recursive: true });
  try {
    await copyTree(from, temp);
    if ((await hashTree(temp)) !== contentHash) {
      throw new ReleaseError(`${from} changed while it was being copied; wait for the build to finish and publish again`);
    }
    // From the verified copy, so the siblings decode to exactly the bytes the hash covers.
    await writeCompressedSiblings(temp, await listFiles(temp));
    const now = ctx.now();
    await fs.utimes(temp, now, now);
    return await moveIntoPlace(ctx, def, { temp, target, version, contentHash, recordedAt: now.toISOString() });
  } finally {
    await fs.rm(temp, { recursive: true, force: true });
  }
}

interface Move {
  temp: string;
  target: string;
  version: string;
  contentHash: string;
  recordedAt: string;
}

/** Renames the verified copy into place; false when the same content got there first. */
async function moveIntoPlace(ctx: StoreContext, def: AppDefinition, move: Move): Promise<boolean> {
  const { temp, target, version, contentHash, recordedAt } = move;
  try {
    await fs.rename(temp, target);
    await writeIntegrityRecord(ctx.releaseDir, { app: def.app, version, contentHash, recordedAt }, target);
    return true;
  } catch (error) {
    if (!isErrno(error, 'ENOTEMPTY') && !isErrno(error, 'EEXIST')) throw error;
    // Someone published the same version meanwhile: fine if it is the same content.
    if ((await hashTree(target)) !== contentHash) throw differentContent(def, version);
    return false;
  }
}
