/**
 * The account and recommend calls of member-and-account.md §1, §2, §3, §7 (issue 12): the
 * profile, member info, profile editing, withdraw password, the recommend condition and the
 * recommend pages. The client (mf-member) and the sandbox both use these shapes. Where §7 shows
 * no body or answer ("not shown"), the shape here is ours and docs/member.md says so.
 */

export const PROFILE_PATH = '/member/profile';
export const MEMBER_INFO_PATH = '/member_info';
/** Ours: saves the fields the register settings mark is_member_center. */
export const PROFILE_EDIT_PATH = '/member/profile/edit';
/** Ours: the SMS code a new phone needs when is_member_center_verification is on. */
export const PROFILE_SMS_PATH = '/member/profile/sms';
export const EDIT_PASSWORD_PATH = '/member/profile/edit_password';
/** Ours: sets (first time) or changes the 4-digit withdraw password. */
export const WITHDRAW_PASSWORD_PATH = '/member/profile/withdraw_password';
export const BONUS_SETTING_CHECK_PATH = '/bonus_setting/check';
export const APPLY_FOR_AGENT_CHECK_PATH = '/member/apply_for_agent/check';
/** Ours: the member's invite code and link, with what the programme brought so far. */
export const RECOMMEND_PROJECT_PATH = '/member/recommend/project';
export const AWARD_RECORD_PATH = '/member/recommend/award_record';
export const MEMBER_SEARCH_PATH = '/member/recommend/member_search';
/** The register settings (as mf-auth reads them); the profile editor takes its fields from here. */
export const REGISTER_SETTINGS_PATH = '/arks/web/register-settings';

/** §2: /member/apply_for_agent/check codes that hide the recommend entries (101: already an agent, 104: an application under review). */
export const RECOMMEND_HIDING_AGENT_CODES = [101, 104] as const;

/** §3 "Member profile", every field; contacts are '' when the member gave none. */
export interface MemberProfile {
  id: number;
  member_account: string;
  member_name: string;
  /** 1 when a withdraw password is set */
  is_withdraw_password: number;
  /** YYYY-MM-DD or '' */
  member_birthday: string;
  member_email: string;
  member_currency: string;
  member_phone: string;
  member_line: string;
  member_qq: string;
  member_skype: string;
  member_wechat: string;
  member_fb: string;
  member_zalo: string;
  member_telegram: string;
  member_whats_app: string;
  member_others: string;
  new_identity_id: string;
}

/** `POST /member/profile` (no body). */
export interface ProfileResponse {
  profile: MemberProfile;
}

/** `POST /member_info {id}` (§7 shows no answer: ours). Times are ISO 8601. */
export interface MemberInfo {
  id: number;
  member_account: string;
  member_currency: string;
  /** when the account was created */
  created_at: string;
  /** the login before the current session, or null on a first login */
  last_login_at: string | null;
}
export interface MemberInfoResponse {
  member_info: MemberInfo;
}

/**
 * The member's data fields: the profile fields the member centre may edit (those the register
 * settings mark is_member_center). The register settings' field list (register-rules.ts) is built
 * from this one.
 */
export const PROFILE_EDITABLE_FIELDS = [
  'member_name',
  'member_email',
  'member_birthday',
  'member_phone',
  'member_qq',
  'member_telegram',
  'member_whats_app',
  'member_skype',
  'member_fb',
  'member_zalo',
  'member_wechat',
  'member_others',
  'identity_id',
] as const;
export type ProfileEditableField = (typeof PROFILE_EDITABLE_FIELDS)[number];

/**
 * `POST /member/profile/edit`: only the fields that change, named as in the register settings;
 * phone_verify is the SMS code of a new phone when is_member_center_verification is on.
 */
export type ProfileEditRequest = Partial<Record<ProfileEditableField, string>> & { phone_verify?: string };
export interface ProfileEditResponse {
  profile: MemberProfile;
}
/**
 * Profile edit codes: 422 a rule failed (data.errors [{field, key, message}] as POST /register),
 * 103 name taken, 104 phone taken, 105 email taken, 114 identity taken, 113 the SMS code is wrong,
 * 120 a field the member centre may not edit, 121 nothing to change.
 */
export const PROFILE_EDIT_CODES = {
  rules: 422,
  nameTaken: 103,
  phoneTaken: 104,
  emailTaken: 105,
  identityTaken: 114,
  smsWrong: 113,
  notEditable: 120,
  nothing: 121,
} as const;

/** `POST /member/profile/sms {member_phone}`: codes as the register SMS (§8: 102 too often, 104 contact service, 209 invalid phone, 201 blank). */
export interface ProfileSmsRequest {
  member_phone: string;
}

/** `POST /member/profile/withdraw_password`: set (no old one yet: the login password proves the member) or change. */
export interface WithdrawPasswordRequest {
  /** required to set the first one */
  password?: string;
  /** required to change an existing one */
  old_withdraw_password?: string;
  withdraw_password: string;
  withdraw_password_confirmation: string;
}
/** 101 the login password or old withdraw password is wrong, 102 not 4 digits, 103 the two differ, 104 same as the old one. */
export const WITHDRAW_PASSWORD_CODES = { wrongPassword: 101, notFourDigits: 102, mismatch: 103, same: 104 } as const;

/** `POST /bonus_setting/check {member_currency, site_id}` (§7). */
export interface BonusSettingCheckRequest {
  member_currency: string;
  site_id: number;
}
export interface BonusSettingCheckResponse {
  /** 1: the recommend (friend introduction) programme is on for that currency */
  is_friend: number;
}

/** `POST /member/apply_for_agent/check {agent_id, apply_agent_flag}` (§7): the answer's code is what matters. */
export interface ApplyForAgentCheckRequest {
  /** the member's agent id (0 when none) */
  agent_id: number;
  /** 0: only asks whether the member may apply; 1: files the application (APPLY_AGENT_FLAG, agent-access.ts) */
  apply_agent_flag: number;
}

/** `POST /member/recommend/project` (no body). */
export interface RecommendProjectResponse {
  recommend_code: string;
  /** people who registered with the code */
  invite_count: number;
  /** awards paid so far, in the member's currency */
  award_total: number;
  member_currency: string;
}

/** A paged, date-ranged list request (dates YYYY-MM-DD, inclusive, in the site's day). */
export interface RecommendListRequest {
  start_date: string;
  end_date: string;
  page: number;
  per_page: number;
}
export const RECOMMEND_PAGE_SIZE = 10;

/** One award of the recommend programme. status: 1 paid, 2 pending, 3 refused. */
export interface AwardRecord {
  id: number;
  friend_account: string;
  /** 1 registration, 2 first deposit, 3 turnover rebate */
  award_type: number;
  amount: number;
  status: number;
  created_at: string;
}
export interface AwardRecordResponse {
  list: AwardRecord[];
  total_count: number;
  total_amount: number;
}

/** `POST /member/recommend/member_search`: the friends the member brought, optionally one account. */
export interface MemberSearchRequest extends RecommendListRequest {
  member_account?: string;
}
export interface RecommendedMember {
  id: number;
  member_account: string;
  registered_at: string;
  /** 1 once the friend has made a successful deposit */
  has_deposit: number;
  total_deposit: number;
}
export interface MemberSearchResponse {
  list: RecommendedMember[];
  total_count: number;
}
