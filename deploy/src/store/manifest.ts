/** Writing the per-environment manifest (its type, check and reading are the release format's: @casino/release-format). */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { manifestPath, type ReleaseManifest } from '@casino/release-format';

export function emptyManifest(env: string, now: Date): ReleaseManifest {
  return { schema: 1, env, updatedAt: now.toISOString(), shell: null, remotes: {} };
}

/** Writes the manifest atomically (temporary file, fsync, rename): readers see old or new, never half. */
export async function writeManifest(releaseDir: string, manifest: ReleaseManifest): Promise<void> {
  const file = manifestPath(releaseDir, manifest.env);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const remotes = Object.fromEntries(Object.entries(manifest.remotes).sort(([a], [b]) => a.localeCompare(b)));
  await writeFileAtomic(file, `${JSON.stringify({ ...manifest, remotes }, null, 2)}\n`);
}
