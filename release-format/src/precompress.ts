/**
 * The precompress rules of a release: which files of a version folder have compressed siblings
 * (`<file>.br`, brotli quality 11; `<file>.gz`, gzip level 9), which files are served by their own
 * URL, and how a sibling is encoded. Deploy writes the siblings once at publish; nginx
 * (gzip_static, brotli_static) and the shell server (@fastify/static preCompressed) send them by
 * Accept-Encoding without compressing anything per request.
 *
 * The siblings are derived data, not content: the content hash of a version leaves them out, so a
 * version folder hashes the same as the build it came from.
 */
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
export const COMPRESSED_SIBLINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type SiblingEncoding = (typeof COMPRESSED_SIBLINGS)[number]['encoding'];

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

/** The bytes of one sibling, encoded as the release format says. */
export function compressSibling(encoding: SiblingEncoding, bytes: Buffer): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(bytes, { level: 9 });
  return brotli(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}
