/**
 * Compression of what this server answers. Release files were compressed once at publish
 * (`<file>.br`, `<file>.gz`, written by deploy by the rules of @casino/release-format) and are sent by @fastify/static's
 * preCompressed; what is written per request (pages, /api answers, the server's own calls, the
 * live manifest) is compressed here, by @fastify/compress.
 */
import fastifyCompress from '@fastify/compress';
import { PRECOMPRESS_MIN_BYTES } from '@casino/release-format';
import type { FastifyInstance } from 'fastify';

/** Below ~1 KB compression saves less than a packet: the same limit as at publish and in nginx. */
export const COMPRESS_THRESHOLD = PRECOMPRESS_MIN_BYTES;

/**
 * Compresses every answer of `scope`'s routes over the threshold whose type compresses (text, JSON, XML…;
 * never text/event-stream: a compressor holds events back), brotli first, then gzip. An answer
 * that already has a Content-Encoding (a backend's own gzip) goes as it is. Brotli runs at
 * quality 4: fast enough per request, about the size of gzip -9.
 */
export async function compressAnswers(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    // Answers only. Request bodies go to the backend byte for byte, Content-Encoding and all;
    // decoded here, the backend would get plain bytes still labelled gzip.
    globalDecompression: false,
  });
}

interface ReadableStreamLike extends AsyncIterable<Buffer | string> {
  pipe: unknown;
}

function isStream(payload: unknown): payload is ReadableStreamLike {
  return typeof payload === 'object' && payload !== null && typeof (payload as { pipe?: unknown }).pipe === 'function';
}

/**
 * @fastify/compress applies its threshold only to answers it has in memory; a stream is always
 * compressed. A relayed backend answer is a stream, so one whose Content-Length says it is under
 * the threshold is read into memory first (a few hundred bytes at most) and then goes as it is.
 * Streams without a length (events, chunked answers) are left to flow.
 */
export function measureSmallStreams(scope: FastifyInstance): void {
  scope.addHook('onSend', async (_request, reply, payload) => {
    const length = Number(reply.getHeader('content-length'));
    if (!isStream(payload) || !Number.isInteger(length) || length >= COMPRESS_THRESHOLD) return payload;
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    return Buffer.concat(chunks);
  });
}
