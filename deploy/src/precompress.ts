/**
 * Precompressed siblings of a version folder's text files: `<file>.br` (brotli, quality 11) and
 * `<file>.gz` (gzip, level 9), written once at publish so that nginx (gzip_static, brotli_static)
 * and the shell server (@fastify/static preCompressed) send them by Accept-Encoding without
 * compressing anything per request.
 *
 * The siblings are derived data, not content: the content hash of a version (content-tree.ts)
 * leaves them out, so a version folder hashes the same as the build it came from.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * Files smaller than this are not compressed: under ~1 KB the saving is a few hundred bytes at
 * most, less than a packet, and the same limit as nginx's gzip_min_length and the shell server's
 * dynamic compression.
 */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** The text types the servers send compressed; images and fonts are compressed formats already. */
const PRECOMPRESSED_EXTENSIONS: readonly string[] = ['.js', '.css', '.html', '.json', '.svg'];

/** Brotli first: browsers that accept both get the smaller file. */
const COMPRESSED_SIBLINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * Build artefacts that stay in the version folder (error tracking, tooling, the server build the
 * shell server renders with: docs/ssr.md) but are never served.
 */
const UNSERVED = /(^|\/)mf-manifest-stats\.json$|\.map$|(^|\/)server\//i;
const SIBLING = /\.(?:js|css|html|json|svg)\.(?:br|gz)$/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** True for a served text file of a type worth compressing (its size decides the rest). */
export function isPrecompressible(file: string): boolean {
  return PRECOMPRESSED_EXTENSIONS.includes(path.extname(file).toLowerCase()) && !UNSERVED.test(file);
}

/** True for a name shaped like a compressed sibling: `<name>.<js|css|html|json|svg>.<br|gz>`. */
export function isCompressedSibling(file: string): boolean {
  return SIBLING.test(file);
}

/**
 * Whether a file of a version folder may be fetched by its own URL. Source maps and the manifest
 * stats never are; compressed siblings are sent only in place of their original (Accept-Encoding),
 * never as files of their own with a type of their own.
 */
export function isPublicReleaseFile(file: string): boolean {
  return !UNSERVED.test(file) && !isCompressedSibling(file);
}

/** The listing without the compressed siblings of files it also holds: the folder's content. */
export function withoutCompressedSiblings(files: readonly string[]): string[] {
  const present = new Set(files);
  return files.filter((file) => !(isCompressedSibling(file) && present.has(file.slice(0, file.lastIndexOf('.')))));
}

export interface CompressedFile {
  /** Relative POSIX path of the original. */
  file: string;
  bytes: number;
  /** Size of `<file>.br`, or null when brotli did not make it smaller (no sibling written). */
  brotli: number | null;
  /** Size of `<file>.gz`, or null when gzip did not make it smaller (no sibling written). */
  gzip: number | null;
}

function compress(encoding: 'br' | 'gzip', bytes: Buffer): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(bytes, { level: 9 });
  return brotli(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
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
    const compressed = await compress(encoding, bytes);
    await fs.rm(original + suffix, { force: true });
    if (compressed.length >= bytes.length) continue;
    await fs.writeFile(original + suffix, compressed);
    result[encoding === 'br' ? 'brotli' : 'gzip'] = compressed.length;
  }
  return result.brotli === null && result.gzip === null ? null : result;
}
