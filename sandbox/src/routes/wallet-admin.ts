import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { currency, siteId } from '../http/common-schemas';
import { boolean, integer, number, object, string, type Infer } from '../http/schema';
import type { EventToPublish } from '../realtime/events';
import { offerEnvelope, sendLetter, setCashSurplus, setProviderCash } from '../money/wallet-switches';
import { sendSwitched } from '../http/switched';

const memberKeys = { member_account: string({ minLength: 1, maxLength: 64 }), site_id: siteId };

const providerCashBody = object({ ...memberKeys, gp_id: string({ minLength: 1, maxLength: 16 }), cash: number({ minimum: 0 }) }, [
  'member_account',
  'gp_id',
  'cash',
]);
const letterBody = object({ ...memberKeys, title: string({ minLength: 1, maxLength: 200 }), content: string({ maxLength: 5000 }) }, [
  'member_account',
  'title',
]);
const envelopeBody = object(
  {
    site_id: siteId,
    currency,
    title: string({ minLength: 1, maxLength: 200 }),
    cash: number({ minimum: 0.01 }),
    /** how long it stays on offer from now */
    seconds: integer({ minimum: 1, maximum: 7 * 24 * 3600 }),
  },
  ['currency', 'cash', 'seconds'],
);
const surplusBody = object({ site_id: siteId, currency, active: boolean() }, ['currency', 'active']);

/**
 * Test endpoints of the wallet, letters and red envelope (under /__sandbox, behind the admin-access
 * hook) over money/wallet-switches.ts: cash at a provider (what a transfer back moves), a letter sent
 * to a member (letter.sent), a red envelope put on offer (RedEnvelopeDisplay on
 * private-member.{currency}), the cash-surplus flag.
 */
export function walletAdminRoutes(app: FastifyInstance, ctx: SandboxContext, publish: (event: EventToPublish) => unknown): void {
  app.post<{ Body: Infer<typeof providerCashBody> }>(
    '/wallets/provider-cash',
    { schema: { body: providerCashBody.json } },
    (request, reply) => sendSwitched(reply, setProviderCash(ctx, request.body)),
  );
  app.post<{ Body: Infer<typeof letterBody> }>('/letters', { schema: { body: letterBody.json } }, (request, reply) =>
    sendSwitched(reply, sendLetter(ctx, request.body)),
  );
  app.post<{ Body: Infer<typeof envelopeBody> }>('/red-envelopes', { schema: { body: envelopeBody.json } }, (request, reply) =>
    sendSwitched(reply, offerEnvelope(ctx, request.body, publish)),
  );
  app.post<{ Body: Infer<typeof surplusBody> }>('/cash-surplus', { schema: { body: surplusBody.json } }, (request) =>
    setCashSurplus(ctx, request.body),
  );
}
