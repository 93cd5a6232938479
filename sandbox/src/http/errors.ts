import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope, type FieldError } from './envelope';
import { parseLang, type Lang } from './lang';
import { translate, type MessageKey } from './messages';

export function requestLang(request: FastifyRequest): Lang {
  const header = request.headers.lang;
  return parseLang(Array.isArray(header) ? header[0] : header);
}

/** The subset of an ajv error the formatter reads. */
interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

function fieldName(instancePath: string, extra?: unknown): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof extra === 'string') parts.push(extra);
  return parts.join('.');
}

/** Turns ajv's errors into one translated message per field (the first problem of each field). */
export function formatValidationErrors(errors: readonly AjvError[], lang: Lang): FieldError[] {
  const anyOfPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  const byField = new Map<string, FieldError>();
  for (const error of errors) {
    if (anyOfPaths.has(error.instancePath) && error.keyword !== 'anyOf') continue;
    const field = fieldName(error.instancePath, error.keyword === 'required' ? error.params.missingProperty : undefined);
    if (byField.has(field)) continue;
    const shown = field || 'body';
    let message: string;
    switch (error.keyword) {
      case 'required':
        message = translate('required', lang, { field: shown });
        break;
      case 'type':
        message =
          field === '' ? translate('bodyNotObject', lang) : translate('type', lang, { field: shown, type: String(error.params.type) });
        break;
      case 'enum':
        message = translate('enum', lang, { field: shown, values: ((error.params.allowedValues as unknown[]) ?? []).join(', ') });
        break;
      case 'minimum':
      case 'maximum':
      case 'minLength':
      case 'maxLength':
        message = translate(error.keyword, lang, { field: shown, limit: String(error.params.limit) });
        break;
      case 'pattern':
        message = translate('pattern', lang, { field: shown });
        break;
      default:
        message = translate('invalidValue', lang, { field: shown });
    }
    byField.set(field, { field: shown, message });
  }
  return [...byField.values()];
}

function sendError(
  reply: FastifyReply,
  httpStatus: number,
  lang: Lang,
  key: MessageKey,
  errors: FieldError[] = [],
  params = {},
): FastifyReply {
  const message =
    key === 'invalidRequest' && errors.length > 0
      ? translate('invalidRequest', lang, { details: errors.map((e) => e.message).join('; ') })
      : translate(key, lang, params);
  return reply
    .code(httpStatus)
    .type('application/json; charset=utf-8')
    .send(envelope(false, httpStatus, message, errors.length > 0 ? { errors } : null));
}

/**
 * Every failure answers with the envelope: 400 for malformed JSON and invalid bodies (translated
 * by the `lang` header), 404 for unknown routes, 500 without a stack trace for the rest.
 */
export function installErrorHandling(app: FastifyInstance): void {
  // An empty body with Content-Type: application/json is {} (the client sends the header on every call).
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    defaultJsonParser(request, text, done);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = requestLang(request);
    if (error.validation) {
      return sendError(reply, 400, lang, 'invalidRequest', formatValidationErrors(error.validation as AjvError[], lang));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, 415, lang, 'unsupportedMediaType');
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, 413, lang, 'bodyTooLarge');
    if (
      error instanceof SyntaxError ||
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      (error.code?.startsWith('FST_ERR_CTP') && error.statusCode === 400)
    ) {
      return sendError(reply, 400, lang, 'malformedJson', [{ field: 'body', message: translate('malformedJson', lang) }]);
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(envelope(false, error.statusCode, error.message, null));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, lang, 'internal');
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return sendError(reply, 404, requestLang(request), 'notFound', [], { method: request.method, path });
  });
}
