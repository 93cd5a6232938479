import type { MemberProfile, ProfileEditableField } from '@casino/contracts';

/** The profile's value of an editable field (identity_id is new_identity_id in the profile). */
export function profileValue(profile: MemberProfile, field: ProfileEditableField): string {
  if (field === 'identity_id') return profile.new_identity_id;
  return profile[field];
}

/** A register rule key (`register.errors.<rule>`) as this remote's key (`profile.errors.<rule>`). */
export function ruleKey(key: string): string {
  return `profile.errors.${key.replace(/^register\.errors\./, '')}`;
}

/** The fields the profile shows, in order (every §3 field but the id). */
export const SHOWN_FIELDS = [
  'member_account',
  'member_name',
  'member_currency',
  'member_phone',
  'member_email',
  'member_birthday',
  'member_line',
  'member_qq',
  'member_wechat',
  'member_telegram',
  'member_whats_app',
  'member_skype',
  'member_fb',
  'member_zalo',
  'member_others',
  'new_identity_id',
] as const satisfies readonly (keyof MemberProfile)[];
