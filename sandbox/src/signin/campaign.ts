import type { SigninCampaignStatus, SigninDayState } from '@casino/contracts';

/**
 * The daily sign-in's rules as pure functions of the site's day (docs/member.md "Daily sign-in"):
 * every day is a YYYY-MM-DD day of the site's clock (America/Caracas), compared as text.
 */

export interface CampaignDays {
  start_day: string;
  end_day: string;
}

/** Where a campaign stands on `today`. */
export function campaignStatus(campaign: CampaignDays, today: string): SigninCampaignStatus {
  if (today < campaign.start_day) return 'not_open';
  if (today > campaign.end_day) return 'ended';
  return 'open';
}

/** A day's state for a member who signed in on `signed` days. */
export function dayState(day: string, today: string, signed: ReadonlySet<string>): SigninDayState {
  if (signed.has(day)) return 'signed';
  if (day < today) return 'missed';
  if (day === today) return 'today';
  return 'upcoming';
}

/** Why a sign-in on `today` is refused, or null when it may go ahead. */
export function signinRefusal(
  campaign: CampaignDays,
  today: string,
  signed: ReadonlySet<string>,
): 'notOpen' | 'ended' | 'alreadySigned' | null {
  const status = campaignStatus(campaign, today);
  if (status === 'not_open') return 'notOpen';
  if (status === 'ended') return 'ended';
  return signed.has(today) ? 'alreadySigned' : null;
}

/**
 * Of a site's campaigns for one currency, the one a member is shown on `today`: the open one, else
 * the next to open, else the last that ended.
 */
export function pickCampaign<C extends CampaignDays>(campaigns: readonly C[], today: string): C | undefined {
  const open = campaigns.find((c) => campaignStatus(c, today) === 'open');
  if (open) return open;
  const upcoming = campaigns.filter((c) => c.start_day > today).sort((a, b) => a.start_day.localeCompare(b.start_day));
  if (upcoming[0]) return upcoming[0];
  return [...campaigns].filter((c) => c.end_day < today).sort((a, b) => b.end_day.localeCompare(a.end_day))[0];
}
