import { type RequestClient } from '@casino/mf-shared';
import {
  MEMBER_INFO_PATH,
  PROFILE_EDIT_PATH,
  PROFILE_PATH,
  PROFILE_SMS_PATH,
  REGISTER_SETTINGS_PATH,
  type MemberInfo,
  type MemberInfoResponse,
  type MemberProfile,
  type ProfileEditRequest,
  type ProfileEditResponse,
  type ProfileResponse,
  type ProfileSmsRequest,
} from '@casino/contracts';
import type { RegisterSettingEntry } from '@casino/contracts/register-rules';

/** POST /member/profile: every profile field of §3. */
export async function getProfile(api: RequestClient): Promise<MemberProfile> {
  return (await api.post<ProfileResponse>(PROFILE_PATH, {}, { silent: true })).profile;
}

/** POST /member_info {id}: when the account was made and the login before this one. */
export async function getMemberInfo(api: RequestClient, id: number): Promise<MemberInfo> {
  return (await api.post<MemberInfoResponse>(MEMBER_INFO_PATH, { id }, { silent: true })).member_info;
}

/** POST /arks/web/register-settings: the flags that say which fields the member centre edits. */
export async function getRegisterSettings(api: RequestClient, siteId: number): Promise<RegisterSettingEntry[]> {
  return (
    (await api.post<{ list?: RegisterSettingEntry[] | null }>(REGISTER_SETTINGS_PATH, { site_id: siteId }, { silent: true })).list ?? []
  );
}

/** POST /member/profile/edit: the changed fields; answers the saved profile. The form shows its failures itself. */
export async function postProfileEdit(api: RequestClient, body: ProfileEditRequest): Promise<MemberProfile> {
  return (await api.post<ProfileEditResponse>(PROFILE_EDIT_PATH, body, { silent: true })).profile;
}

/** POST /member/profile/sms: the code a new phone needs. */
export async function postProfileSms(api: RequestClient, body: ProfileSmsRequest): Promise<void> {
  await api.post<unknown>(PROFILE_SMS_PATH, body, { silent: true });
}
