import { isRequestError, type RequestClient } from '@casino/mf-shared';
import {
  APPLY_AGENT_FLAG,
  APPLY_FOR_AGENT_CHECK_PATH,
  BONUS_SETTING_CHECK_PATH,
  RECOMMEND_HIDING_AGENT_CODES,
  type ApplyForAgentCheckRequest,
  type BonusSettingCheckRequest,
  type BonusSettingCheckResponse,
} from '@casino/contracts';

/**
 * Whether the member centre shows the recommend entries (member-and-account.md §2): the bonus
 * setting says is_friend = 1 and the agent application check does not answer 101 or 104. Another
 * refusal of the agent check (such as 102) does not hide them; a call that fails outright leaves
 * them hidden, as the site cannot tell whether the programme is open.
 */
export async function getRecommendCondition(api: RequestClient, siteId: number, currency: string): Promise<boolean> {
  const bonus: BonusSettingCheckRequest = { member_currency: currency, site_id: siteId };
  const setting = await api.post<BonusSettingCheckResponse>(BONUS_SETTING_CHECK_PATH, bonus, { silent: true });
  if (Number(setting?.is_friend) !== 1) return false;
  // Flag 0 only asks: the member centre must never file an application.
  const check: ApplyForAgentCheckRequest = { agent_id: 0, apply_agent_flag: APPLY_AGENT_FLAG.check };
  try {
    await api.post<unknown>(APPLY_FOR_AGENT_CHECK_PATH, check, { silent: true });
    return true;
  } catch (error) {
    if (isRequestError(error) && error.kind === 'business') {
      return !(RECOMMEND_HIDING_AGENT_CODES as readonly number[]).includes(Number(error.code));
    }
    throw error;
  }
}
