import type { FastifyReply } from 'fastify';

/**
 * What a /__sandbox switch answers: its JSON body, or a refusal `[HTTP status, message]` that
 * `sendSwitched` turns into `{ok: false, error}` with that status.
 */
export type Switched<T> = T | { refused: [number, string] };

export function sendSwitched<T>(reply: FastifyReply, result: Switched<T>) {
  if (typeof result === 'object' && result !== null && 'refused' in result) {
    const [status, error] = result.refused;
    return reply.code(status).send({ ok: false, error });
  }
  return result;
}
