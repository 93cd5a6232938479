import {
  APPLY_FOR_AGENT_CHECK_PATH,
  AWARD_RECORD_PATH,
  BONUS_SETTING_CHECK_PATH,
  EDIT_PASSWORD_PATH,
  MEMBER_INFO_PATH,
  MEMBER_SEARCH_PATH,
  PROFILE_EDIT_PATH,
  PROFILE_PATH,
  PROFILE_SMS_PATH,
  RECOMMEND_PROJECT_PATH,
  REGISTER_SETTINGS_PATH,
  WITHDRAW_PASSWORD_PATH,
  type AwardRecord,
  type MemberProfile,
  type RecommendedMember,
} from '@casino/contracts';
import { businessError, createFakeSandbox, type FakeSandbox, type Handler } from '@casino/mf-shared/testing';
import type { RegisterSettingEntry } from '@casino/contracts/register-rules';

export const ANNOUNCEMENTS_PATH = '/arks/web/announcement/marquee';

export const baseProfile = (): MemberProfile => ({
  id: 1,
  member_account: 'player_rmb',
  member_name: '王小明',
  is_withdraw_password: 0,
  member_birthday: '1990-05-20',
  member_email: 'rmb@example.com',
  member_currency: 'RMB',
  member_phone: '13800000001',
  member_line: 'rmb_line',
  member_qq: '',
  member_skype: '',
  member_wechat: '',
  member_fb: '',
  member_zalo: '',
  member_telegram: '',
  member_whats_app: '',
  member_others: '',
  new_identity_id: '',
});

const setting = (name: RegisterSettingEntry['name'], flags: Partial<RegisterSettingEntry> = {}): RegisterSettingEntry => ({
  name,
  currency: 'RMB',
  is_display: 1,
  is_required: 0,
  is_unique: 0,
  is_member_center: 1,
  is_verification: 0,
  is_member_center_verification: 0,
  ...flags,
});

/** Site 1 RMB as the sandbox seeds it: the name fixed, the phone checked by SMS. */
export const registerSettings = (): RegisterSettingEntry[] => [
  setting('member_name', { is_member_center: 0, is_required: 1 }),
  setting('member_phone', { is_unique: 1, is_verification: 1, is_member_center_verification: 1 }),
  setting('member_email', { is_unique: 1 }),
  setting('member_birthday'),
  setting('member_qq'),
  setting('member_wechat'),
];

export const awards = (count: number): AwardRecord[] =>
  Array.from({ length: count }, (_, i) => ({
    id: count - i,
    friend_account: `friend_${count - i}`,
    award_type: (i % 3) + 1,
    amount: 10 + i,
    status: (i % 3) + 1,
    created_at: `2025-05-${String(28 - (i % 27)).padStart(2, '0')}T06:00:00.000Z`,
  }));

export const friends = (): RecommendedMember[] => [
  { id: 13, member_account: 'friend_cat', registered_at: '2025-05-27T02:00:00.000Z', has_deposit: 0, total_deposit: 0 },
  { id: 12, member_account: 'friend_bob', registered_at: '2025-05-07T01:00:00.000Z', has_deposit: 1, total_deposit: 500 },
];

export interface AccountSandboxOptions {
  isFriend?: number;
  /** the business code of /member/apply_for_agent/check, or null for success */
  agentCode?: number | null;
}

/**
 * The account and recommend calls answered like the sandbox (routes/member-account.ts), with a
 * profile that editing changes, for mf-member's unit tests.
 */
export function createAccountSandbox(
  options: AccountSandboxOptions = {},
  ...more: Record<string, Handler>[]
): FakeSandbox & { profile: MemberProfile } {
  const state = { profile: baseProfile() };
  const handlers: Record<string, Handler> = {
    [BONUS_SETTING_CHECK_PATH]: () => ({ is_friend: options.isFriend ?? 1 }),
    [APPLY_FOR_AGENT_CHECK_PATH]: () => (options.agentCode ? businessError(options.agentCode, `agent check ${options.agentCode}`) : {}),
    [PROFILE_PATH]: () => ({ profile: state.profile }),
    [MEMBER_INFO_PATH]: () => ({
      member_info: {
        id: 1,
        member_account: 'player_rmb',
        member_currency: 'RMB',
        created_at: '2025-03-04T08:00:00.000Z',
        last_login_at: null,
      },
    }),
    [REGISTER_SETTINGS_PATH]: () => ({ list: registerSettings() }),
    [PROFILE_EDIT_PATH]: (body) => {
      if (body.member_email === 'taken@example.com') return businessError(105, 'This email is already registered');
      if (body.member_phone && body.phone_verify !== '123456') return businessError(113, 'The SMS code is wrong');
      state.profile = { ...state.profile, ...(body as Partial<MemberProfile>) };
      return { profile: state.profile };
    },
    [PROFILE_SMS_PATH]: () => ({}),
    [EDIT_PASSWORD_PATH]: (body) => (body.old_password === 'Test1234' ? {} : businessError(101, 'The current password is wrong')),
    [WITHDRAW_PASSWORD_PATH]: (body) => {
      if (state.profile.is_withdraw_password === 0 && body.password !== 'Test1234')
        return businessError(101, 'The login password is wrong');
      state.profile = { ...state.profile, is_withdraw_password: 1 };
      return { profile: state.profile };
    },
    [ANNOUNCEMENTS_PATH]: () => ({
      web_announcement_list: [
        {
          id: 1,
          content: 'Maintenance on Sunday',
          display_before_login: 1,
          display_after_login: 1,
          sort: 5,
          created_at: '2025-05-12T08:00:00.000Z',
        },
        {
          id: 2,
          content: 'Members only: weekly rebate',
          display_before_login: 0,
          display_after_login: 1,
          sort: 9,
          created_at: '2025-05-13T08:00:00.000Z',
        },
        {
          id: 3,
          content: 'Visitors only: sign up today',
          display_before_login: 1,
          display_after_login: 0,
          sort: 7,
          created_at: '2025-05-14T08:00:00.000Z',
        },
      ],
    }),
    [RECOMMEND_PROJECT_PATH]: () => ({ recommend_code: 'R1001', invite_count: 3, award_total: 124, member_currency: 'RMB' }),
    [AWARD_RECORD_PATH]: (body) => {
      const all = awards(12);
      const page = Number(body.page);
      const perPage = Number(body.per_page);
      return { list: all.slice((page - 1) * perPage, page * perPage), total_count: all.length, total_amount: 300 };
    },
    [MEMBER_SEARCH_PATH]: (body) => {
      const list = friends().filter((f) => !body.member_account || f.member_account.includes(String(body.member_account)));
      return { list, total_count: list.length };
    },
  };
  const sandbox = createFakeSandbox(handlers, ...more);
  return {
    ...sandbox,
    get profile() {
      return state.profile;
    },
  };
}
