import { Readable } from 'node:stream';
import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { measureSmallStreams } from './compression';
import type { ServerConfig } from './config';
import { envelopeErrors, failure, privateAnswers } from './routes/envelope';

const UNAVAILABLE = 'The service is unavailable, please try again later';

const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/** The bytes of a proxied call's body (the edge limits read its account field before it is forwarded). */
export function proxiedBody(request: FastifyRequest): Buffer | undefined {
  return rawBodies.get(request);
}

/**
 * True when a proxied path could reach something other than the backend's /api calls once decoded
 * and normalised: a `__sandbox` segment in any spelling, or dot segments (which URL parsing on the
 * way to the backend would resolve out of /api).
 */
export function escapesApi(rawPath: string): boolean {
  let decoded = rawPath;
  // twice: a double-encoded %255f must not slip through a backend that decodes once more
  for (let round = 0; round < 2; round += 1) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      return true;
    }
  }
  const segments = decoded.toLowerCase().split(/[\\/;]+/);
  return segments.some((segment) => segment === '.' || segment === '..' || segment.includes('__sandbox'));
}

/** What an upstream failure becomes: 504 for a timeout, 502 otherwise, never the error's own text. */
function upstreamFailure(
  reply: { code(status: number): { send(payload: unknown): unknown }; log: { warn(details: object, message: string): void } },
  error: Error & { statusCode?: number },
): void {
  const status = error.statusCode === 504 ? 504 : 502;
  reply.log.warn({ err: error }, 'the backend did not answer the /api call');
  reply.code(status).send(failure(status, UNAVAILABLE));
}

/**
 * /api/* to the backend. The body is read here, within the backend's limit, before it is forwarded:
 * streamed through, an oversized upload raced the backend's early 413 and its closed socket, and the
 * page got a 500 with an internal TypeError. Every backend answer (any status, its envelope and
 * headers) is relayed as is; only what the backend never answered gets an envelope from here.
 */
export async function apiProxy(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await app.register(async (scope) => {
    envelopeErrors(scope);
    privateAnswers(scope);
    // Relayed answers are streams: without this, even a 100-byte answer would be compressed.
    measureSmallStreams(scope);

    scope.removeAllContentTypeParsers();
    // A stream, so reply-from forwards the bytes unchanged (a parsed JSON body would be re-encoded).
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: config.apiProxy.bodyLimit }, (request, body, done) => {
      rawBodies.set(request, body as Buffer);
      done(null, (body as Buffer).length > 0 ? Readable.from([body]) : undefined);
    });

    if (config.apiProxy.refuseSandboxPaths) {
      scope.addHook('onRequest', async (request, reply) => {
        if (escapesApi(request.raw.url?.split('?')[0] ?? '')) return reply.code(404).send(failure(404, 'Not found'));
      });
    }

    await scope.register(fastifyHttpProxy, {
      upstream: config.backendUrl,
      prefix: '/api',
      rewritePrefix: '/api',
      http2: false,
      // the parser above replaces http-proxy's pass-through one
      proxyPayloads: false,
      replyOptions: {
        // The backend sees this server as the peer; pass the client's address on (POST /login checks remote_addr).
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-forwarded-for': [headers['x-forwarded-for'], request.raw.socket?.remoteAddress].filter(Boolean).join(', '),
        }),
        onError: (reply, { error }) => upstreamFailure(reply, error),
      },
    });
  });
}
