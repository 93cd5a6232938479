import { localDay, SIGNIN_CODES, type SigninCampaign, type SigninClaimResponse, type SigninDetailResponse } from '@casino/contracts';
import type { Member } from '../auth/sessions';
import type { SandboxContext } from '../context';
import type { Db } from '../db/db';
import { fail, ok, type CallResult } from '../http/call';
import { major, memberCash } from '../money/minor-units';
import { campaignStatus, dayState, pickCampaign, signinRefusal } from './campaign';

/**
 * The daily sign-in of a member (shell-and-public.md §3 "Sign-in reward states", docs/member.md
 * "Daily sign-in"): the campaign of the member's site and currency with each day's state, and the
 * day's sign-in, which credits the day's reward to the main wallet once (signin_claims' primary
 * key). Days are the site's (America/Caracas).
 */

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

const campaignsOf = (db: Db, member: Member) =>
  db
    .prepare('SELECT id, site_id, currency, start_day, end_day FROM signin_campaigns WHERE site_id = ? AND currency = ? ORDER BY id')
    .all(member.site_id, member.currency) as CampaignRow[];

const signedDays = (db: Db, campaignId: number, member: Member) =>
  new Set(
    db.prepare('SELECT day FROM signin_claims WHERE campaign_id = ? AND member_id = ?').pluck().all(campaignId, member.id) as string[],
  );

/** The campaign the member sees today with each day's reward and state, or none. */
export function signinDetail(ctx: SandboxContext, member: Member): SigninDetailResponse {
  const { db } = ctx;
  const now = localDay(ctx.now());
  const row = pickCampaign(campaignsOf(db, member), now);
  if (!row) return { campaign: null };
  const signed = signedDays(db, row.id, member);
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
  return { campaign };
}

/** Today's sign-in of a campaign of the member's: credits the day's reward once and publishes member.cash. */
export function claimSignin(ctx: SandboxContext, member: Member, campaignId: number): CallResult {
  const { db } = ctx;
  const row = campaignsOf(db, member).find((campaign) => campaign.id === campaignId);
  if (!row) return fail(SIGNIN_CODES.notFound, 'signinNotFound');
  const now = localDay(ctx.now());
  const refusal = signinRefusal(row, now, signedDays(db, row.id, member));
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
}
