/**
 * Writing the integrity records of version folders (the record, its reading and its check are the
 * release format's: @casino/release-format integrity.ts).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { integrityPath, integrityRecordOf, type IntegrityRecord } from '@casino/release-format';

export async function writeIntegrityRecord(
  releaseDir: string,
  record: Omit<IntegrityRecord, 'schema' | 'files'>,
  versionDir: string,
): Promise<void> {
  const file = integrityPath(releaseDir, record.app, record.version);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomic(file, `${JSON.stringify(await integrityRecordOf(record, versionDir), null, 2)}\n`);
}

export async function removeIntegrityRecord(releaseDir: string, app: string, version: string): Promise<void> {
  await fs.rm(integrityPath(releaseDir, app, version), { force: true });
}
