import type { Envelope as WireEnvelope } from '@casino/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { requestLocale, tooLargeMessage } from '../edge-limits/edge-messages';

/**
 * The own-server calls answer with the same envelope as the backend, so the one request client
 * of mf-shared can call them (it resolves with apiResponseData and reports failures).
 */
export type Envelope<T> = WireEnvelope<T, number>;

export function ok<T>(data: T): Envelope<T> {
  return { status: true, code: 1000, message: 'Success', apiResponseData: data };
}

export function failure<T = null>(code: number, message: string, data: T = null as T): Envelope<T> {
  return { status: false, code, message, apiResponseData: data };
}

interface FieldError {
  field: string;
  message: string;
}

type AjvError = { keyword: string; instancePath: string; message?: string; params: Record<string, unknown> };

function fieldErrors(context: string | undefined, errors: AjvError[]): FieldError[] {
  const root = context ?? 'body';
  return (
    errors
      // "if/then" adds a summary error next to the real one; the real one is enough.
      .filter((e) => e.keyword !== 'if')
      .map((e) => {
        const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
        if (e.keyword === 'required')
          return { field: [root, path, String(e.params.missingProperty)].filter(Boolean).join('.'), message: 'is required' };
        const field = [root, path].filter(Boolean).join('.');
        if (e.keyword === 'enum') return { field, message: `must be one of: ${(e.params.allowedValues as unknown[]).join(', ')}` };
        if (e.keyword === 'additionalProperties')
          return { field: `${field}.${String(e.params.additionalProperty)}`, message: 'is not allowed' };
        return { field, message: e.message ?? 'is invalid' };
      })
  );
}

/** Answers every error of the routes in this scope with the envelope and a message that says what is wrong. */
export function envelopeErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const errors = fieldErrors(error.validationContext, error.validation as AjvError[]);
      const message = `Invalid request: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`;
      return reply.code(400).send(failure(400, message, { errors }));
    }
    const status = error.statusCode ?? 500;
    // A body over the limit (a pasted novel in the login form): the page shows this message as it is.
    if (status === 413) return reply.code(413).send(failure(413, tooLargeMessage(requestLocale(request.headers.lang))));
    if (status < 500) return reply.code(status).send(failure(status, error.message));
    request.log.error(error);
    return reply.code(500).send(failure(500, 'Internal server error'));
  });
}

/**
 * API answers are the caller's own (a login answer carries the session token, others a balance or
 * a captcha): no shared or browser cache keeps them. An answer whose backend chose its own
 * Cache-Control keeps it. Nor does any page frame them on this origin (a backend HTML or SVG under
 * /api, such as the old /api/assets/demo-game.html, came without a framing rule): DENY, and
 * frame-ancestors 'none' when the backend sent no policy of its own.
 */
export function privateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    if (!reply.hasHeader('x-frame-options')) reply.header('X-Frame-Options', 'DENY');
    if (!reply.hasHeader('content-security-policy')) reply.header('Content-Security-Policy', "frame-ancestors 'none'");
  });
}
