/**
 * Writes the precompressed siblings of a version folder's text files at publish, by the rules of
 * the release format (@casino/release-format precompress.ts: which files, which encodings, how encoded).
 * The siblings are derived data, not content: the content hash of a version (content-tree.ts)
 * leaves them out, so a version folder hashes the same as the build it came from.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  COMPRESSED_SIBLINGS,
  compressSibling,
  isPrecompressible,
  PRECOMPRESS_MIN_BYTES,
  withoutCompressedSiblings,
} from '@casino/release-format';

export interface CompressedFile {
  /** Relative POSIX path of the original. */
  file: string;
  bytes: number;
  /** Size of `<file>.br`, or null when brotli did not make it smaller (no sibling written). */
  brotli: number | null;
  /** Size of `<file>.gz`, or null when gzip did not make it smaller (no sibling written). */
  gzip: number | null;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every precompressible file among `files` (relative
 * paths under `root`, as listFiles gives them) of at least PRECOMPRESS_MIN_BYTES, replacing
 * siblings a build may have left, and skipping a sibling that would not be smaller than the
 * original. Meant for a folder nobody serves yet: publish runs it on the temporary copy before
 * renaming it into place. Resolves with what was compressed.
 */
export async function writeCompressedSiblings(root: string, files: readonly string[]): Promise<CompressedFile[]> {
  const candidates = withoutCompressedSiblings(files).filter(isPrecompressible);
  const results: Array<CompressedFile | null> = [];
  // Brotli at quality 11 takes about 1.5 s per MB: keep every core busy, but no more files in memory than that.
  let next = 0;
  const worker = async () => {
    while (next < candidates.length) {
      const file = candidates[next++] as string;
      results.push(await compressFile(root, file));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
  return results.filter((result): result is CompressedFile => result !== null).sort((a, b) => a.file.localeCompare(b.file));
}

async function compressFile(root: string, file: string): Promise<CompressedFile | null> {
  const original = path.join(root, file);
  const bytes = await fs.readFile(original);
  if (bytes.length < PRECOMPRESS_MIN_BYTES) return null;
  const result: CompressedFile = { file, bytes: bytes.length, brotli: null, gzip: null };
  for (const { encoding, suffix } of COMPRESSED_SIBLINGS) {
    const compressed = await compressSibling(encoding, bytes);
    await fs.rm(original + suffix, { force: true });
    if (compressed.length >= bytes.length) continue;
    await fs.writeFile(original + suffix, compressed);
    result[encoding === 'br' ? 'brotli' : 'gzip'] = compressed.length;
  }
  return result.brotli === null && result.gzip === null ? null : result;
}
