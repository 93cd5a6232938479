import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { memberForToken, tokenFromHeader, type Member } from '../auth/sessions';
import type { SandboxContext } from '../context';
import { envelope, SUCCESS_CODE } from './envelope';
import { requestLang } from './errors';
import type { Lang } from './lang';
import { translate, type MessageKey, type MessageParams } from './messages';
import type { Infer, Schema } from './schema';

export type CallResult =
  { ok: true; data: unknown } | { ok: false; code: number; key: MessageKey; params?: MessageParams; httpStatus: number; data: unknown };

/** A successful answer: code 1000, HTTP 200. */
export function ok(data: unknown): CallResult {
  return { ok: true, data };
}

/** A business failure: status false with the call's own code, HTTP 200 unless told otherwise. */
export function fail(
  code: number,
  key: MessageKey,
  options: { params?: MessageParams; httpStatus?: number; data?: unknown } = {},
): CallResult {
  return { ok: false, code, key, params: options.params, httpStatus: options.httpStatus ?? 200, data: options.data ?? null };
}

export interface CallContext<B, M> {
  body: B;
  lang: Lang;
  member: M;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What a member call's handler gets for the body schema S. */
export type MemberCallOf<S> = CallContext<Infer<S>, Member>;
/** What a public call's handler gets for the body schema S (the member when a session came along). */
export type PublicCallOf<S> = CallContext<Infer<S>, Member | null>;

type Handler<B, M> = (call: CallContext<B, M>) => CallResult | Promise<CallResult>;

function send(reply: FastifyReply, lang: Lang, result: CallResult): FastifyReply {
  if (result.ok) return reply.send(envelope(true, SUCCESS_CODE, translate('success', lang), result.data));
  return reply.code(result.httpStatus).send(envelope(false, result.code, translate(result.key, lang, result.params), result.data));
}

function register<S extends Schema<unknown>, M>(
  app: FastifyInstance,
  path: string,
  body: S,
  resolveMember: (request: FastifyRequest) => M | undefined,
  handler: Handler<Infer<S>, M>,
): void {
  const members = new WeakMap<FastifyRequest, M>();
  app.post(path, {
    schema: { body: body.json },
    // before validation, so a caller without a session learns that first
    preValidation: async (request, reply) => {
      const member = resolveMember(request);
      if (member === undefined) return send(reply, requestLang(request), fail(401, 'unauthorized', { httpStatus: 401 }));
      members.set(request, member);
      return undefined;
    },
    handler: async (request, reply) => {
      const lang = requestLang(request);
      const member = members.get(request) as M;
      const result = await handler({ body: request.body as Infer<S>, lang, member, request, reply });
      return send(reply, lang, result);
    },
  });
}

/** A public POST call of the spec: body validated by its schema, answer wrapped in the envelope. */
export function publicCall<S extends Schema<unknown>>(
  app: FastifyInstance,
  ctx: SandboxContext,
  path: string,
  body: S,
  handler: Handler<Infer<S>, Member | null>,
): void {
  register(app, path, body, (request) => memberForToken(ctx.db, tokenFromHeader(request.headers.authorization), ctx.now()), handler);
}

/** A member call: without a live session token it answers HTTP 401 before reading the body. */
export function memberCall<S extends Schema<unknown>>(
  app: FastifyInstance,
  ctx: SandboxContext,
  path: string,
  body: S,
  handler: Handler<Infer<S>, Member>,
): void {
  register(
    app,
    path,
    body,
    (request) => memberForToken(ctx.db, tokenFromHeader(request.headers.authorization), ctx.now()) ?? undefined,
    handler,
  );
}
