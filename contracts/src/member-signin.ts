/**
 * The daily sign-in campaign (shell-and-public.md §3 "Sign-in reward states"; the spec shows only
 * the states, docs/member.md "Daily sign-in" writes down the rest): a campaign per site and
 * currency runs from its first to its last day (days of the site's clock, America/Caracas); a
 * member signs in once per day while it is open and the day's reward goes to the main wallet.
 * The client (mf-member) and the sandbox both use these shapes.
 */

export const SIGNIN_DETAIL_PATH = '/arks/web/member/signin/detail';
export const SIGNIN_CLAIM_PATH = '/arks/web/member/signin';

/**
 * A day of the campaign as the member sees it: `signed` (is_signin_true), `missed` (a past day
 * not signed: is_signin_pass), `today` (open for a sign-in now), `upcoming` (not open yet:
 * is_signin_noopen). A day of a campaign that has ended and was not signed is `missed`.
 */
export type SigninDayState = 'signed' | 'missed' | 'today' | 'upcoming';

/** Where the campaign stands on the site's clock now. */
export type SigninCampaignStatus = 'not_open' | 'open' | 'ended';

export interface SigninDay {
  /** YYYY-MM-DD on the site's clock. */
  day: string;
  /** The day's reward in major units of the campaign's currency. */
  reward: number;
  state: SigninDayState;
}

export interface SigninCampaign {
  id: number;
  currency: string;
  /** First and last day, both included (YYYY-MM-DD). */
  start_day: string;
  end_day: string;
  /** The site's day now (YYYY-MM-DD). */
  today: string;
  status: SigninCampaignStatus;
  /** 1 once the member has signed in today. */
  signed_today: 0 | 1;
  days: SigninDay[];
}

/**
 * `POST /arks/web/member/signin/detail` (no body): the campaign of the member's site and currency
 * that is open now, else the next one to open, else the last one that ended; null when none.
 */
export interface SigninDetailResponse {
  campaign: SigninCampaign | null;
}

/** `POST /arks/web/member/signin` body: the campaign to sign in to (today's day is the server's). */
export interface SigninClaimRequest {
  id: number;
}

/** The answer of a sign-in: the day signed, its reward and the main wallet after it. */
export interface SigninClaimResponse {
  day: string;
  reward: number;
  cash: number;
}

/**
 * The sign-in's refusals, each with the server's translated message: 101 no such campaign for the
 * member's site and currency, 102 already signed in today, 103 not open yet, 104 ended.
 */
export const SIGNIN_CODES = { notFound: 101, alreadySigned: 102, notOpen: 103, ended: 104 } as const;
