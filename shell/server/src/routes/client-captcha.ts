import type { FastifyInstance } from 'fastify';
import { captchaDataUrl, randomAnswer } from '@casino/mf-shared/server-captcha';
import { type CaptchaAnswerStore } from './captcha-answer-store';
import { ok } from './envelope';

const MESSAGES = {
  ok: 'Captcha accepted',
  wrong: 'The answer does not match the captcha',
  expired: 'The captcha has expired; ask for a new one',
  unknown: 'Unknown or already used captcha token',
} as const;

/**
 * GET /clientCaptcha: a captcha drawn by this server (member-and-account.md, transfer validation:
 * "verify code must match the local captcha"). POST /clientCaptcha/verify checks an answer once.
 */
export async function clientCaptchaRoutes(app: FastifyInstance, options: { store: CaptchaAnswerStore }): Promise<void> {
  const { store } = options;

  app.get('/clientCaptcha', async (_request, reply) => {
    const answer = randomAnswer();
    const { token, expiresAt } = store.issue(answer);
    reply.header('Cache-Control', 'no-store');
    return ok({ token, captcha: captchaDataUrl(answer), length: answer.length, expires_at: expiresAt });
  });

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
