import type { SigninCampaign, SigninDayState } from '@casino/contracts';

/**
 * The sign-in button's state (shell-and-public.md §3; docs/member.md "Daily sign-in"):
 * click_signin (open, not signed today), click_signin_true (signed today), click_signin_pass (the
 * campaign ended), is_signin_noopen (not open yet). Only click_signin can be pressed.
 */
export type SigninButtonState = 'click_signin' | 'click_signin_true' | 'click_signin_pass' | 'is_signin_noopen';

export function signinButtonState(campaign: Pick<SigninCampaign, 'status' | 'signed_today'>): SigninButtonState {
  if (campaign.status === 'not_open') return 'is_signin_noopen';
  if (campaign.status === 'ended') return 'click_signin_pass';
  return campaign.signed_today === 1 ? 'click_signin_true' : 'click_signin';
}

/** The text of each day's state (signin.<key>): signed, missed, today's and not yet open. */
export const DAY_STATE_KEYS: Record<SigninDayState, string> = {
  signed: 'is_signin_true',
  missed: 'is_signin_pass',
  today: 'today',
  upcoming: 'is_signin_noopen',
};
