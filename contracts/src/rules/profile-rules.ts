import { PROFILE_EDITABLE_FIELDS, type ProfileEditableField, type ProfileEditRequest } from '../member-profile';
import {
  emptyRegisterValues,
  REGISTER_LIMITS,
  REGISTER_SETTING_FIELDS,
  validateRegisterField,
  type FieldPolicy,
  type RegisterContext,
  type RegisterField,
  type RegisterPolicy,
  type RegisterSettingEntry,
  type RegisterValues,
} from './register-rules';

/**
 * The member centre's profile editing (member-and-account.md §3 "Register setting entry"): which
 * fields a member may edit (is_member_center), whether a new phone needs an SMS code
 * (is_member_center_verification), and the §5 rules of each value, judged by the register schema
 * itself so the profile accepts and refuses what registration does. mf-member's editor and the
 * sandbox's POST /member/profile/edit both use this module. Messages are the register rule keys
 * (`register.errors.*`).
 */

/** One editable field of the member centre. */
export interface ProfileFieldRule {
  field: ProfileEditableField;
  required: boolean;
  unique: boolean;
  /** member_phone: a new number needs the SMS code (is_member_center_verification) */
  verification: boolean;
}

/** The fields of one currency the member centre may edit, in the profile's order. */
export function profileEditRules(list: readonly RegisterSettingEntry[], currency: string): ProfileFieldRule[] {
  const rules: ProfileFieldRule[] = [];
  for (const field of PROFILE_EDITABLE_FIELDS) {
    const entry = list.find((e) => e.currency === currency && e.name === field);
    if (!entry || Number(entry.is_member_center) !== 1) continue;
    rules.push({
      field,
      required: Number(entry.is_required) === 1,
      unique: Number(entry.is_unique) === 1,
      verification: field === 'member_phone' && Number(entry.is_member_center_verification) === 1,
    });
  }
  return rules;
}

/** The form fields of the register schema that judge a profile field. */
const FORM_FIELDS: Record<ProfileEditableField, RegisterField[]> = {
  member_name: ['memberName'],
  member_email: ['memberEmail'],
  member_birthday: ['birthYear', 'birthMonth', 'birthDay'],
  member_phone: ['memberPhone'],
  member_qq: ['memberQq'],
  member_telegram: ['memberTelegram'],
  member_whats_app: ['memberWhatsApp'],
  member_skype: ['memberSkype'],
  member_fb: ['memberFb'],
  member_zalo: ['memberZalo'],
  member_wechat: ['memberWechat'],
  member_others: ['memberOthers'],
  identity_id: ['identityId'],
};

const HIDDEN: FieldPolicy = { shown: false, required: false, unique: false, verification: false };

function contextOf(rules: readonly ProfileFieldRule[], siteId: number, currency: string): RegisterContext {
  const policy = Object.fromEntries(REGISTER_SETTING_FIELDS.map((field) => [field, HIDDEN])) as RegisterPolicy;
  for (const rule of rules) {
    const setting = rule.field as keyof RegisterPolicy;
    // The SMS code is judged here (phoneCodeError), not through the register schema's phoneVerify.
    policy[setting] = { shown: true, required: rule.required, unique: rule.unique, verification: false };
  }
  return { siteId, currency, policy };
}

function valuesOf(field: ProfileEditableField, value: string): RegisterValues {
  const values = emptyRegisterValues();
  if (field === 'member_birthday') {
    const [year = '', month = '', day = ''] = value ? value.split('-') : [];
    Object.assign(values, { birthYear: year, birthMonth: month, birthDay: day });
    return values;
  }
  const [formField] = FORM_FIELDS[field];
  if (formField) Object.assign(values, { [formField]: value });
  return values;
}

/** One field's first rule failure (a `register.errors.*` key), or null. */
export function validateProfileField(
  field: ProfileEditableField,
  value: string,
  rules: readonly ProfileFieldRule[],
  site: { siteId: number; currency: string },
): string | null {
  if (!rules.some((rule) => rule.field === field)) return null;
  const context = contextOf(rules, site.siteId, site.currency);
  const values = valuesOf(field, value);
  for (const formField of FORM_FIELDS[field]) {
    const message = validateRegisterField(formField, values, context);
    if (message) return message;
  }
  return null;
}

/** The SMS code of a new phone: 6 digits (§5), else the register rule key. */
export function phoneCodeError(code: string): string | null {
  return new RegExp(`^\\d{${REGISTER_LIMITS.phoneCode}}$`).test(code.trim()) ? null : 'register.errors.phone_code';
}

export interface ProfileEditError {
  field: ProfileEditableField | 'phone_verify';
  key: string;
}

/** Every failing field of an edit (only the fields it carries), in the profile's order. */
export function validateProfileEdit(
  edit: ProfileEditRequest,
  rules: readonly ProfileFieldRule[],
  site: { siteId: number; currency: string },
): ProfileEditError[] {
  const errors: ProfileEditError[] = [];
  for (const field of PROFILE_EDITABLE_FIELDS) {
    const value = edit[field];
    if (value === undefined) continue;
    const key = validateProfileField(field, value, rules, site);
    if (key) errors.push({ field, key });
  }
  const phoneRule = rules.find((rule) => rule.field === 'member_phone');
  if (edit.member_phone && phoneRule?.verification) {
    const key = phoneCodeError(edit.phone_verify ?? '');
    if (key) errors.push({ field: 'phone_verify', key });
  }
  return errors;
}
