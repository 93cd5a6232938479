import type { FastifyInstance, FastifyReply } from 'fastify';
import { memberForToken, tokenFromHeader } from '../auth/sessions';
import type { SandboxContext } from '../context';
import { envelope } from '../http/envelope';
import { authorizeChannel } from '../realtime/channel-authorization';
import { checkEvent } from '../realtime/events';
import { dataAsText, isValidChannelName, isValidSocketId } from '../realtime/protocol';
import type { RealtimeServer } from '../realtime/realtime-server';

function refuse(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).send(envelope(false, status, message, null));
}

/**
 * POST /api/broadcasting/auth, the Laravel-style endpoint laravel-echo's pusher connector calls
 * (form or JSON body `socket_id`, `channel_name`; the member token in `authorization`). Answers
 * `{ auth, channel_data? }` as pusher-js expects, or 403 with the reason in `message`.
 */
export function broadcastingAuthRoutes(api: FastifyInstance, ctx: SandboxContext, realtime: RealtimeServer): void {
  api.register(async (scope) => {
    // pusher-js posts its auth request as a form; only this scope reads forms
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });

    scope.post('/broadcasting/auth', async (request, reply) => {
      const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
      const socketId = body.socket_id;
      const channel = body.channel_name;
      if (!isValidSocketId(socketId))
        return refuse(reply, 400, 'socket_id is required and must look like 123.456 (pusher.connection.socket_id)');
      if (!isValidChannelName(channel)) return refuse(reply, 400, 'channel_name is required: up to 200 of A-Z a-z 0-9 _ - = @ , . ;');

      const member = memberForToken(ctx.db, tokenFromHeader(request.headers.authorization), ctx.now());
      if (!member)
        return refuse(reply, 403, 'A live member session is required: send "authorization: Bearer <token>" with the token of /api/login');

      const result = authorizeChannel(realtime.app, member, socketId, channel);
      if (!result.ok) return refuse(reply, 403, `Access denied to ${channel}: ${result.message}`);
      return reply.send(result.value);
    });
  });
}

class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * /__sandbox/emit publishes any server event through the same path as the events API;
 * /__sandbox/realtime reports connections and subscriptions.
 */
export function realtimeAdminRoutes(admin: FastifyInstance, realtime: RealtimeServer): void {
  admin.post('/emit', async (request) => {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const checked = checkEvent(
      {
        name: body.event,
        data: dataAsText(body.data === undefined ? {} : body.data),
        channel: body.channel,
        channels: body.channels,
        socket_id: body.socket_id,
      },
      'body',
    );
    if (!checked.ok) throw new HttpError(checked.status, checked.message.replace('body.name', 'event'));
    const { delivered } = realtime.trigger(checked.value);
    return { ok: true, event: checked.value.name, channels: checked.value.channels, delivered };
  });

  admin.get('/realtime', async () => ({ ok: true, ...realtime.stats() }));
}
