import type { FastifyInstance } from 'fastify';
import {
  localDay,
  SIGNIN_CLAIM_PATH,
  SIGNIN_CODES,
  SIGNIN_DETAIL_PATH,
  type SigninCampaign,
  type SigninClaimResponse,
  type SigninDetailResponse,
} from '@casino/contracts';
import type { Member } from '../auth/sessions';
import type { SandboxContext } from '../context';
import { fail, memberCall, ok } from '../http/call';
import { integer, object } from '../http/schema';
import { major, memberCash } from '../money/minor-units';
import { campaignStatus, dayState, pickCampaign, signinRefusal } from '../signin/campaign';

interface CampaignRow {
  id: number;
  site_id: number;
  currency: string;
  start_day: string;
  end_day: string;
}

const REFUSAL_CODES = {
  notOpen: [SIGNIN_CODES.notOpen, 'signinNotOpen'],
  ended: [SIGNIN_CODES.ended, 'signinEnded'],
  alreadySigned: [SIGNIN_CODES.alreadySigned, 'signinAlreadySigned'],
} as const;

/**
 * The daily sign-in (shell-and-public.md §3 "Sign-in reward states", docs/member.md "Daily
 * sign-in"): the campaign of the member's site and currency with each day's state, and the day's
 * sign-in, which credits the day's reward to the main wallet once (signin_claims' primary key).
 * Days are the site's (America/Caracas).
 */
export function memberSigninRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  const today = () => localDay(ctx.now());
  const campaignsOf = (member: Member) =>
    db
      .prepare('SELECT id, site_id, currency, start_day, end_day FROM signin_campaigns WHERE site_id = ? AND currency = ? ORDER BY id')
      .all(member.site_id, member.currency) as CampaignRow[];
  const signedDays = (campaignId: number, member: Member) =>
    new Set(
      db.prepare('SELECT day FROM signin_claims WHERE campaign_id = ? AND member_id = ?').pluck().all(campaignId, member.id) as string[],
    );

  memberCall(app, ctx, SIGNIN_DETAIL_PATH, object({}, []), ({ member }) => {
    const now = today();
    const row = pickCampaign(campaignsOf(member), now);
    if (!row) {
      const empty: SigninDetailResponse = { campaign: null };
      return ok(empty);
    }
    const signed = signedDays(row.id, member);
    const rewards = db.prepare('SELECT day, reward_minor FROM signin_rewards WHERE campaign_id = ? ORDER BY day').all(row.id) as Array<{
      day: string;
      reward_minor: number;
    }>;
    const campaign: SigninCampaign = {
      id: row.id,
      currency: row.currency,
      start_day: row.start_day,
      end_day: row.end_day,
      today: now,
      status: campaignStatus(row, now),
      signed_today: signed.has(now) ? 1 : 0,
      days: rewards.map((reward) => ({
        day: reward.day,
        reward: major(reward.reward_minor, row.currency),
        state: dayState(reward.day, now, signed),
      })),
    };
    const answer: SigninDetailResponse = { campaign };
    return ok(answer);
  });

  memberCall(app, ctx, SIGNIN_CLAIM_PATH, object({ id: integer({ minimum: 1 }) }, ['id']), ({ member, body }) => {
    const row = campaignsOf(member).find((campaign) => campaign.id === body.id);
    if (!row) return fail(SIGNIN_CODES.notFound, 'signinNotFound');
    const now = today();
    const refusal = signinRefusal(row, now, signedDays(row.id, member));
    if (refusal) {
      const [code, key] = REFUSAL_CODES[refusal];
      return fail(code, key);
    }
    const reward = db.prepare('SELECT reward_minor FROM signin_rewards WHERE campaign_id = ? AND day = ?').pluck().get(row.id, now) as
      number | undefined;
    const rewardMinor = reward ?? 0;
    // The insert is the guard: two sign-ins racing on the same day meet the primary key, and only
    // the one that inserted credits the wallet.
    const credited = db.transaction(() => {
      const inserted = db
        .prepare('INSERT OR IGNORE INTO signin_claims (campaign_id, member_id, day, reward_minor, signed_at) VALUES (?, ?, ?, ?, ?)')
        .run(row.id, member.id, now, rewardMinor, ctx.now().toISOString());
      if (inserted.changes === 0) return false;
      db.prepare('UPDATE members SET cash_minor = cash_minor + ? WHERE id = ?').run(rewardMinor, member.id);
      return true;
    })();
    if (!credited) return fail(SIGNIN_CODES.alreadySigned, 'signinAlreadySigned');
    const cash = memberCash(db, member.id);
    ctx.events.emit('member-event', { member_id: member.id, name: 'member.cash', data: { member_id: member.id, cash } });
    const answer: SigninClaimResponse = { day: now, reward: major(rewardMinor, row.currency), cash };
    return ok(answer);
  });
}
