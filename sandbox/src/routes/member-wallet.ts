import type { FastifyInstance } from 'fastify';
import {
  CASH_SURPLUS_PATH,
  LETTER_DESTROY_PATH,
  LETTER_READ_PATH,
  LETTERS_PATH,
  RED_ENVELOPE_CLAIM_PATH,
  RED_ENVELOPE_PROMOTION_PATH,
  TRANSFER_BACK_PATH,
  TRANSFER_RECORD_PATH,
  type CashSurplusResponse,
  type RedEnvelopePromotionResponse,
} from '@casino/contracts';
import { deleteLetter, lettersPage, readLetter } from '../accounts/letters';
import type { SandboxContext } from '../context';
import { fail, memberCall, ok, publicCall, type CallResult, type MemberCallOf, type PublicCallOf } from '../http/call';
import { currency, siteId } from '../http/common-schemas';
import { dayRange } from '../http/day-range';
import { integer, object, string, stringEnum } from '../http/schema';
import { myCash, transferBack, transferRecords } from '../money/provider-wallets';
import { claimEnvelope, currentEnvelope, envelopeData } from '../money/red-envelopes';

export { caracasWallClock } from '../money/red-envelopes';

const noBody = object({}, []);
const recordBody = object(
  {
    start_date: string({ minLength: 10, maxLength: 10 }),
    end_date: string({ minLength: 10, maxLength: 10 }),
    page: integer({ minimum: 1 }),
    count: integer({ minimum: 1, maximum: 100 }),
  },
  ['start_date', 'end_date', 'page', 'count'],
);
const surplusBody = object({ site_id: siteId, currency }, ['site_id', 'currency']);
const lettersBody = object(
  {
    active: integer({ minimum: 0, maximum: 1 }),
    count: integer({ minimum: 1, maximum: 100 }),
    language: string({ maxLength: 10 }),
    page: integer({ minimum: 1 }),
    site_id: siteId,
    sort_field: stringEnum(['id', 'created_at'] as const),
    sort_order: stringEnum(['desc', 'asc'] as const),
  },
  ['count', 'page'],
);
const idBody = object({ id: integer({ minimum: 1 }) }, ['id']);

function transferRecord(ctx: SandboxContext, { member, body }: MemberCallOf<typeof recordBody>): CallResult {
  const days = dayRange(body.start_date, body.end_date);
  if ('problem' in days)
    return days.problem === 'missing'
      ? fail(101, 'invalidValue', { params: { field: 'start_date, end_date' } })
      : fail(102, 'dateRangeInvalid');
  return ok(transferRecords(ctx.db, member, { from: days.from, to: days.to, page: body.page, count: body.count }));
}

function cashSurplus(ctx: SandboxContext, { body }: PublicCallOf<typeof surplusBody>): CallResult {
  const row = ctx.db
    .prepare('SELECT active FROM cash_surplus_settings WHERE site_id = ? AND currency = ?')
    .get(body.site_id, body.currency) as { active: number } | undefined;
  const answer: CashSurplusResponse = { active: row?.active ?? 0 };
  return ok(answer);
}

function redEnvelopePromotion(ctx: SandboxContext, { member }: MemberCallOf<typeof noBody>): CallResult {
  const row = currentEnvelope(ctx, member);
  const answer: RedEnvelopePromotionResponse = { envelope: row ? envelopeData(row) : null };
  return ok(answer);
}

/**
 * The wallet, transfer record, letters and red envelope of a member (member-and-account.md §3, §4,
 * §7, §8, §9), over money/provider-wallets.ts, money/red-envelopes.ts and accounts/letters.ts.
 * members.cash_minor is the main wallet; every change publishes its event on the member's private channel.
 */
export function memberWalletRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  memberCall(app, ctx, '/member/profile/my_cash', noBody, ({ member }) => ok(myCash(ctx.db, member)));
  memberCall(app, ctx, TRANSFER_BACK_PATH, noBody, ({ member }) => transferBack(ctx, member));
  memberCall(app, ctx, TRANSFER_RECORD_PATH, recordBody, (call) => transferRecord(ctx, call));
  publicCall(app, ctx, CASH_SURPLUS_PATH, surplusBody, (call) => cashSurplus(ctx, call));
  memberCall(app, ctx, LETTERS_PATH, lettersBody, ({ member, body }) => ok(lettersPage(ctx.db, member, body)));
  memberCall(app, ctx, LETTER_READ_PATH, idBody, ({ member, body }) => readLetter(ctx, member, body.id));
  memberCall(app, ctx, LETTER_DESTROY_PATH, idBody, ({ member, body }) => deleteLetter(ctx, member, body.id));
  memberCall(app, ctx, RED_ENVELOPE_PROMOTION_PATH, noBody, (call) => redEnvelopePromotion(ctx, call));
  memberCall(app, ctx, RED_ENVELOPE_CLAIM_PATH, idBody, ({ member, body }) => claimEnvelope(ctx, member, body.id));
}
