import type { FastifyInstance, FastifyRequest } from 'fastify';
import { captchaDataUrl, randomAnswer } from '@casino/server-kit/captcha';
import { isLoopback } from '@casino/server-kit/loopback';
import { type CaptchaAnswerStore } from './captcha-answer-store';
import { ok } from './envelope';

const MESSAGES = {
  ok: 'Captcha accepted',
  wrong: 'The answer does not match the captcha',
  expired: 'The captcha has expired; ask for a new one',
  unknown: 'Unknown or already used captcha token',
} as const;

/** Where end-to-end tests read a drawn captcha's answer (never in production, loopback clients only). */
export const TEST_ANSWER_PATH = '/__shell/client-captcha/:token';
/** How many answers the test endpoint remembers (the oldest go first). */
const TEST_ANSWERS_KEPT = 500;

/**
 * Whether a request may read captcha answers: sent from this machine (its socket and every hop a
 * proxy reports), and not by a page of another site — a browser on this machine would otherwise
 * carry any website's request to loopback (the sandbox's /__sandbox rule, docs/sandbox.md).
 */
export function isLocalTestClient(request: FastifyRequest): boolean {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : (value ?? '');
  };
  const hops = header('x-forwarded-for')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (![request.raw.socket.remoteAddress, ...hops].every(isLoopback)) return false;
  const site = header('sec-fetch-site');
  return site !== 'cross-site' && site !== 'same-site';
}

/**
 * GET /clientCaptcha: a captcha drawn by this server (member-and-account.md, transfer validation:
 * "verify code must match the local captcha"). POST /clientCaptcha/verify checks an answer once.
 * With `testAccess` (outside production), GET /__shell/client-captcha/:token gives end-to-end
 * tests the answer of a captcha drawn here, to loopback clients only; the route does not exist otherwise.
 */
export async function clientCaptchaRoutes(
  app: FastifyInstance,
  options: { store: CaptchaAnswerStore; testAccess?: boolean },
): Promise<void> {
  const { store } = options;
  const testAnswers = options.testAccess ? new Map<string, string>() : null;

  app.get('/clientCaptcha', async (_request, reply) => {
    const answer = randomAnswer();
    const { token, expiresAt } = store.issue(answer);
    if (testAnswers) {
      testAnswers.set(token, answer);
      if (testAnswers.size > TEST_ANSWERS_KEPT) testAnswers.delete(testAnswers.keys().next().value ?? '');
    }
    reply.header('Cache-Control', 'no-store');
    return ok({ token, captcha: captchaDataUrl(answer), length: answer.length, expires_at: expiresAt });
  });

  if (testAnswers) {
    app.get<{ Params: { token: string } }>(TEST_ANSWER_PATH, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!isLocalTestClient(request)) return reply.code(403).send({ ok: false, error: 'loopback clients only' });
      const answer = testAnswers.get(request.params.token);
      if (answer === undefined) return reply.code(404).send({ ok: false, error: 'no captcha drawn with this token' });
      return { ok: true, answer };
    });
  }

  app.post<{ Body: { token: string; answer: string } }>(
    '/clientCaptcha/verify',
    {
      schema: {
        body: {
          type: 'object',
          required: ['token', 'answer'],
          properties: { token: { type: 'string', minLength: 1, maxLength: 200 }, answer: { type: 'string', maxLength: 16 } },
        },
      },
    },
    async (request, reply) => {
      const result = store.verify(request.body.token, request.body.answer);
      reply.header('Cache-Control', 'no-store');
      return ok(result === 'ok' ? { valid: true } : { valid: false, reason: result, message: MESSAGES[result] });
    },
  );
}
