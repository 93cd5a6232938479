/**
 * File-by-file integrity of published version folders: `release/integrity/<app>/<version>.json`
 * holds the SHA-256 of every file of the folder (the compressed siblings included: they are what
 * nginx sends), written when the version is published. The integrity gate compares the folder
 * with it before the version goes live anywhere, and names the first file that differs.
 *
 * The records live outside the version folders and outside what nginx and the shell server serve
 * (only /remotes/ and /shell/ are files on disk), so a hand-edited folder cannot carry its own
 * matching record along by accident.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { isErrno, listFiles } from './content-tree';

export interface IntegrityRecord {
  schema: 1;
  app: string;
  version: string;
  /** hashTree of the folder (the content hash publish compares builds with). */
  contentHash: string;
  recordedAt: string;
  /** Relative POSIX path → SHA-256 (hex) of the file's bytes. */
  files: Record<string, string>;
}

export function integrityPath(releaseDir: string, app: string, version: string): string {
  return path.join(releaseDir, 'integrity', app, `${version}.json`);
}

async function hashFile(file: string): Promise<string> {
  return createHash('sha256')
    .update(await fs.readFile(file))
    .digest('hex');
}

/** The hash of every file under `dir`. */
export async function hashFiles(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const rel of await listFiles(dir)) files[rel] = await hashFile(path.join(dir, rel));
  return files;
}

export async function writeIntegrityRecord(
  releaseDir: string,
  record: Omit<IntegrityRecord, 'schema' | 'files'>,
  versionDir: string,
): Promise<void> {
  const file = integrityPath(releaseDir, record.app, record.version);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const full: IntegrityRecord = { schema: 1, ...record, files: await hashFiles(versionDir) };
  await writeFileAtomic(file, `${JSON.stringify(full, null, 2)}\n`);
}

export async function readIntegrityRecord(releaseDir: string, app: string, version: string): Promise<IntegrityRecord | null> {
  try {
    const parsed = JSON.parse(await fs.readFile(integrityPath(releaseDir, app, version), 'utf8')) as IntegrityRecord;
    return parsed && typeof parsed.files === 'object' && parsed.files !== null ? parsed : null;
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return null;
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}

export async function removeIntegrityRecord(releaseDir: string, app: string, version: string): Promise<void> {
  await fs.rm(integrityPath(releaseDir, app, version), { force: true });
}

/**
 * What differs between a version folder and its record, one short phrase per file (changed,
 * missing, added), sorted; empty when the folder is as published. Null when there is no record.
 */
export async function integrityProblems(releaseDir: string, app: string, version: string, versionDir: string): Promise<string[] | null> {
  const record = await readIntegrityRecord(releaseDir, app, version);
  if (record === null) return null;
  const problems: string[] = [];
  const present = new Set(await listFiles(versionDir));
  for (const [rel, hash] of Object.entries(record.files)) {
    if (!present.has(rel)) problems.push(`${rel} is missing`);
    else if ((await hashFile(path.join(versionDir, rel))) !== hash) problems.push(`${rel} differs from what was published`);
  }
  for (const rel of present) if (!(rel in record.files)) problems.push(`${rel} was added after publishing`);
  return problems.sort();
}
