import type { FastifyInstance } from 'fastify';
import { SIGNIN_CLAIM_PATH, SIGNIN_DETAIL_PATH } from '@casino/contracts';
import type { SandboxContext } from '../context';
import { memberCall, ok } from '../http/call';
import { integer, object } from '../http/schema';
import { claimSignin, signinDetail } from '../signin/claims';

/**
 * The daily sign-in (shell-and-public.md §3 "Sign-in reward states", docs/member.md "Daily
 * sign-in") over signin/claims.ts: the campaign with each day's state, and the day's sign-in.
 */
export function memberSigninRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  memberCall(app, ctx, SIGNIN_DETAIL_PATH, object({}, []), ({ member }) => ok(signinDetail(ctx, member)));
  memberCall(app, ctx, SIGNIN_CLAIM_PATH, object({ id: integer({ minimum: 1 }) }, ['id']), ({ member, body }) =>
    claimSignin(ctx, member, body.id),
  );
}
