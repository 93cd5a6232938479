/**
 * Sizes of a file as a server could send it: raw, gzip at level 9 and brotli at quality 11 (what
 * a build would precompress with). Brotli at 11 costs about 1.5 s per MB on the CI machine, so
 * each file is compressed once per run however many routes share it.
 */
import fs from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface FileSizes {
  raw: number;
  gzip: number;
  /** Null when brotli was turned off for a quicker run. */
  brotli: number | null;
}

export interface SizeOptions {
  brotli: boolean;
}

/** Compressed sizes of bytes (see the file comment for the levels). */
export function compressedSizes(bytes: Uint8Array, options: SizeOptions): FileSizes {
  return {
    raw: bytes.byteLength,
    gzip: gzipSync(bytes, { level: 9 }).byteLength,
    brotli: options.brotli
      ? brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        }).byteLength
      : null,
  };
}

/** Measures files by absolute path, each once. */
export class SizeCache {
  private readonly sizes = new Map<string, FileSizes>();

  constructor(private readonly options: SizeOptions) {}

  of(file: string): FileSizes {
    let sizes = this.sizes.get(file);
    if (!sizes) {
      sizes = compressedSizes(fs.readFileSync(file), this.options);
      this.sizes.set(file, sizes);
    }
    return sizes;
  }
}

/** Sums sizes; brotli stays null when any part has none. */
export function sumSizes(parts: FileSizes[]): FileSizes {
  return parts.reduce<FileSizes>(
    (total, part) => ({
      raw: total.raw + part.raw,
      gzip: total.gzip + part.gzip,
      brotli: total.brotli === null || part.brotli === null ? null : total.brotli + part.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}
