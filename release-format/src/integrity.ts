/**
 * File-by-file integrity of published version folders: `release/integrity/<app>/<version>.json`
 * holds the SHA-256 of every file of the folder (the compressed siblings included: they are what
 * nginx sends), written by deploy when the version is published. The integrity gate compares the
 * folder with it before the version goes live anywhere; the shell server refuses a file that differs.
 *
 * The records live outside the version folders and outside what nginx and the shell server serve
 * (only /remotes/ and /shell/ are files on disk), so a hand-edited folder cannot carry its own
 * matching record along by accident.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { isErrno, listFiles } from './files';
import { integrityPath } from './layout';

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

/** The record of a version folder as it is now (what deploy writes when it publishes the folder). */
export async function integrityRecordOf(record: Omit<IntegrityRecord, 'schema' | 'files'>, versionDir: string): Promise<IntegrityRecord> {
  return { schema: 1, ...record, files: await hashFiles(versionDir) };
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
