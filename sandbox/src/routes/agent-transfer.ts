import type { FastifyInstance } from 'fastify';
import {
  AGENT_TRANSFER_ERROR,
  AGENT_TRANSFER_PATH,
  AGENT_TRANSFER_SETTINGS_PATH,
  AGENT_TRANSFERS_MAX,
  AGENT_TRANSFERS_PATH,
} from '@casino/contracts';
import { activeAgent, latestTransfers, transferSettings, transferToDownline } from '../agents/transfers';
import type { SandboxContext } from '../context';
import { fail, memberCall, ok } from '../http/call';
import { integer, number, object, string } from '../http/schema';

const transferBody = object(
  {
    member_account: string({ minLength: 1, maxLength: 64 }),
    amount: number({ minimum: 0.01, maximum: 1e12 }),
    withdraw_password: string({ maxLength: 16 }),
  },
  ['member_account', 'amount', 'withdraw_password'],
);
const listBody = object({ count: integer({ minimum: 1, maximum: AGENT_TRANSFERS_MAX }) }, ['count']);
const notActive = () => fail(AGENT_TRANSFER_ERROR.notActiveAgent, 'agentNotActive');

/**
 * The agent's transfer to a downline member (issue 13, docs/proxy.md "Transfer to a downline
 * member") over agents/transfers.ts: settings, the transfer and the agent's latest transfers.
 */
export function agentTransferRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  memberCall(app, ctx, AGENT_TRANSFER_SETTINGS_PATH, object({}), ({ member }) => {
    const agent = activeAgent(db, member);
    return agent ? ok(transferSettings(db, member, agent)) : notActive();
  });
  memberCall(app, ctx, AGENT_TRANSFER_PATH, transferBody, ({ member, body, lang }) => transferToDownline(ctx, member, body, lang));
  memberCall(app, ctx, AGENT_TRANSFERS_PATH, listBody, ({ member, body }) =>
    activeAgent(db, member) ? ok({ list: latestTransfers(db, member, body.count) }) : notActive(),
  );
}
