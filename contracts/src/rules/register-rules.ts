import { boolean, object, ref, string, ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { fieldErrors } from './field-errors';
import { PROFILE_EDITABLE_FIELDS } from '../member-profile';

// The form helper every yup form of mf-auth uses, from the module that already brings yup.
export { fieldErrors };

/**
 * The register rules of member-and-account.md §5, written once for both sides: mf-auth's form and
 * the sandbox's POST /register judge an input with this module, so they accept and refuse alike
 * and name the same field. Messages are keys of the auth namespace (`register.errors.*`); the
 * sandbox translates them with its own catalogue.
 */

/**
 * The fields a site configures through /arks/web/register-settings (§3 "Register setting entry"):
 * the member's data fields, which the member centre may also edit (contracts/member-profile.ts),
 * plus the register-only ones.
 */
export const REGISTER_SETTING_FIELDS = ['check_password', ...PROFILE_EDITABLE_FIELDS, 'withdraw_password', 'captcha'] as const;
export type RegisterSettingField = (typeof REGISTER_SETTING_FIELDS)[number];

/** One entry of POST /arks/web/register-settings → list (flags are 0 or 1). */
export interface RegisterSettingEntry {
  name: RegisterSettingField;
  currency: string;
  is_display: number;
  is_required: number;
  is_unique: number;
  is_member_center: number;
  is_verification: number;
  is_member_center_verification: number;
}

export interface FieldPolicy {
  shown: boolean;
  required: boolean;
  unique: boolean;
  /** phone: a 6-digit SMS code must come with the number */
  verification: boolean;
}

export type RegisterPolicy = Record<RegisterSettingField, FieldPolicy>;

const HIDDEN: FieldPolicy = { shown: false, required: false, unique: false, verification: false };

/** The policy of one currency: a field without an entry is not shown. */
export function policyFromSettings(list: readonly RegisterSettingEntry[], currency: string): RegisterPolicy {
  const policy = Object.fromEntries(REGISTER_SETTING_FIELDS.map((field) => [field, HIDDEN])) as RegisterPolicy;
  for (const entry of list) {
    if (entry.currency !== currency || !(REGISTER_SETTING_FIELDS as readonly string[]).includes(entry.name)) continue;
    const shown = Number(entry.is_display) === 1;
    policy[entry.name] = {
      shown,
      required: shown && Number(entry.is_required) === 1,
      unique: shown && Number(entry.is_unique) === 1,
      verification: shown && Number(entry.is_verification) === 1,
    };
  }
  return policy;
}

/** Sites whose phones have exactly 10 digits whatever the currency (§5 "VND and one site"). */
export const TEN_DIGIT_PHONE_SITES: readonly number[] = [2];

export const REGISTER_LIMITS = {
  account: { min: 6, max: 12 },
  password: { min: 6, max: 12 },
  contact: { min: 5, max: 50 },
  phone: { min: 6, max: 15, fixed: 10 },
  phoneCode: 6,
  withdrawPassword: 4,
  name: { max: 30 },
  email: { max: 100 },
  identity: { min: 4, max: 30 },
  introducer: { max: 20 },
} as const;

/** The contact fields of §5 and the characters each takes (5-50 of them). */
export const CONTACT_FIELDS = {
  memberQq: /^\d+$/,
  memberTelegram: /^@?[A-Za-z0-9_]+$/,
  memberWhatsApp: /^\+?\d+$/,
  memberSkype: /^[A-Za-z0-9._:,-]+$/,
  memberFb: /^[A-Za-z0-9.]+$/,
  memberZalo: /^\d+$/,
  memberWechat: /^[A-Za-z][A-Za-z0-9_-]*$/,
} as const;
export type ContactField = keyof typeof CONTACT_FIELDS;

/** What the form holds (camelCase, §3 "Register params"); every text as typed. */
export interface RegisterValues {
  memberAccount: string;
  password: string;
  checkPassword: string;
  memberName: string;
  memberEmail: string;
  birthYear: string;
  birthMonth: string;
  birthDay: string;
  memberPhone: string;
  phoneVerify: string;
  memberQq: string;
  memberTelegram: string;
  memberWhatsApp: string;
  memberSkype: string;
  memberFb: string;
  memberZalo: string;
  memberWechat: string;
  memberOthers: string;
  identityId: string;
  withdrawPassword: string;
  /** the captcha's answer (verify_code) */
  captcha: string;
  /** the agent id or the recommend code, as the introducer field shows it */
  introducer: string;
  agreed: boolean;
}

/** The form's fields in the order the form shows them (errors are reported in this order). */
export const REGISTER_FIELDS = [
  'memberAccount',
  'password',
  'checkPassword',
  'memberName',
  'memberEmail',
  'birthYear',
  'birthMonth',
  'birthDay',
  'memberPhone',
  'phoneVerify',
  'memberQq',
  'memberTelegram',
  'memberWhatsApp',
  'memberSkype',
  'memberFb',
  'memberZalo',
  'memberWechat',
  'memberOthers',
  'identityId',
  'withdrawPassword',
  'introducer',
  'captcha',
  'agreed',
] as const satisfies readonly (keyof RegisterValues)[];
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export function emptyRegisterValues(): RegisterValues {
  const values = Object.fromEntries(REGISTER_FIELDS.map((field) => [field, ''])) as unknown as RegisterValues;
  values.agreed = false;
  return values;
}

/** Which setting governs a form field; account, password, introducer and agreement are always there. */
export const SETTING_OF_FIELD: Partial<Record<RegisterField, RegisterSettingField>> = {
  checkPassword: 'check_password',
  memberName: 'member_name',
  memberEmail: 'member_email',
  birthYear: 'member_birthday',
  birthMonth: 'member_birthday',
  birthDay: 'member_birthday',
  memberPhone: 'member_phone',
  phoneVerify: 'member_phone',
  memberQq: 'member_qq',
  memberTelegram: 'member_telegram',
  memberWhatsApp: 'member_whats_app',
  memberSkype: 'member_skype',
  memberFb: 'member_fb',
  memberZalo: 'member_zalo',
  memberWechat: 'member_wechat',
  memberOthers: 'member_others',
  identityId: 'identity_id',
  withdrawPassword: 'withdraw_password',
  captcha: 'captcha',
};

export interface RegisterContext {
  siteId: number;
  /** the currency the member registers in (the site's, or the one an introducer or agent domain fixes) */
  currency: string;
  policy: RegisterPolicy;
}

/** Whether the form shows a field under this policy (the SMS code only when verification is on). */
export function isFieldShown(field: RegisterField, policy: RegisterPolicy): boolean {
  const setting = SETTING_OF_FIELD[field];
  if (!setting) return true;
  if (field === 'phoneVerify') return policy.member_phone.shown && policy.member_phone.verification;
  return policy[setting].shown;
}

/**
 * Whether the form must have a value in a shown field: the account, password, captcha and
 * agreement always; the SMS code when the phone is; the introducer never; the rest by is_required.
 */
export function isFieldRequired(field: RegisterField, policy: RegisterPolicy): boolean {
  if (!isFieldShown(field, policy) || field === 'introducer') return false;
  if (field === 'captcha' || field === 'agreed') return true;
  const setting = SETTING_OF_FIELD[field];
  return setting ? policy[setting].required : true;
}

const E = (rule: string) => `register.errors.${rule}`;
const RMB_NAME = /^[\u4e00-\u9fa5·]+$/;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** A string field that is only judged when shown; required when the policy says so. */
function optionalText(shown: boolean, required: boolean, requiredKey: string) {
  let schema = string().default('');
  if (!shown) return schema.strip();
  if (required) schema = schema.required(requiredKey);
  return schema;
}

const blankOr = (test: (value: string) => boolean) => (value: string | undefined) => !value || test(value);

function isRealDate(year: string, month: string, day: string): boolean {
  if (!/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month) || !/^\d{1,2}$/.test(day)) return false;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900 && date.getTime() <= Date.now()
  );
}

/**
 * The schema of one registration: the §5 rules of the fields the policy shows. Values are judged
 * trimmed where §5 says so (the name) and as typed otherwise (an account with a space is refused).
 */
export function registerSchema(context: RegisterContext): ObjectSchema<AnyObject> {
  const { policy, currency, siteId } = context;
  const shown = (field: RegisterField) => isFieldShown(field, policy);
  const required = (field: RegisterField) => {
    const setting = SETTING_OF_FIELD[field];
    return setting ? policy[setting].required : true;
  };
  const birthdayShown = shown('birthYear');
  const birthdayRequired = required('birthYear');
  const tenDigits = currency === 'VND' || TEN_DIGIT_PHONE_SITES.includes(siteId);

  const birthPart = (field: 'birthYear' | 'birthMonth' | 'birthDay') =>
    birthdayShown
      ? string()
          .default('')
          .test('birthday-all', E('birthday_partial'), function allOrNone() {
            const { birthYear, birthMonth, birthDay } = this.parent as RegisterValues;
            const parts = [birthYear, birthMonth, birthDay].filter(Boolean).length;
            if (parts === 0) return !birthdayRequired || field !== 'birthYear' || this.createError({ message: E('birthday_required') });
            if (parts < 3) return Boolean((this.parent as RegisterValues)[field]);
            return (
              field !== 'birthYear' || isRealDate(birthYear, birthMonth, birthDay) || this.createError({ message: E('birthday_invalid') })
            );
          })
      : string().default('').strip();

  const contact = (field: ContactField) =>
    optionalText(shown(field), required(field), E('contact_required'))
      .test(
        'contact-chars',
        E(`contact_chars_${field}`),
        blankOr((v) => CONTACT_FIELDS[field].test(v)),
      )
      .test(
        'contact-length',
        E('contact_length'),
        blankOr((v) => v.length >= REGISTER_LIMITS.contact.min && v.length <= REGISTER_LIMITS.contact.max),
      );

  return object({
    memberAccount: string()
      .default('')
      .required(E('account_required'))
      .matches(/^[A-Za-z0-9_-]*$/, E('account_chars'))
      .min(REGISTER_LIMITS.account.min, E('account_length'))
      .max(REGISTER_LIMITS.account.max, E('account_length')),
    password: string()
      .default('')
      .required(E('password_required'))
      .matches(/^[A-Za-z0-9]*$/, E('password_chars'))
      .min(REGISTER_LIMITS.password.min, E('password_length'))
      .max(REGISTER_LIMITS.password.max, E('password_length'))
      .matches(/[A-Za-z]/, E('password_mix'))
      .matches(/\d/, E('password_mix')),
    checkPassword: shown('checkPassword')
      ? string()
          .default('')
          .required(E('check_password_required'))
          .oneOf([ref('password')], E('check_password_diff'))
      : string().default('').strip(),
    memberName: optionalText(shown('memberName'), required('memberName'), E('name_required'))
      .test('name-trimmed', E('name_required'), (v) => !required('memberName') || !shown('memberName') || Boolean(v?.trim()))
      .test(
        'name-length',
        E('name_length'),
        blankOr((v) => v.trim().length <= REGISTER_LIMITS.name.max),
      )
      .test(
        'name-rmb',
        E('name_chinese'),
        blankOr((v) => currency !== 'RMB' || RMB_NAME.test(v.trim())),
      )
      .test(
        'name-vnd',
        E('name_spaces'),
        blankOr((v) => currency !== 'VND' || !/\s/.test(v.trim())),
      ),
    memberEmail: optionalText(shown('memberEmail'), required('memberEmail'), E('email_required')).test(
      'email-format',
      E('email_invalid'),
      blankOr((v) => v.length <= REGISTER_LIMITS.email.max && EMAIL.test(v)),
    ),
    birthYear: birthPart('birthYear'),
    birthMonth: birthPart('birthMonth'),
    birthDay: birthPart('birthDay'),
    memberPhone: optionalText(shown('memberPhone'), required('memberPhone'), E('phone_required'))
      .test(
        'phone-digits',
        E('phone_digits'),
        blankOr((v) => /^\d+$/.test(v)),
      )
      .test(
        'phone-length',
        tenDigits ? E('phone_ten') : E('phone_length'),
        blankOr((v) =>
          tenDigits
            ? v.length === REGISTER_LIMITS.phone.fixed
            : v.length >= REGISTER_LIMITS.phone.min && v.length <= REGISTER_LIMITS.phone.max,
        ),
      ),
    phoneVerify: shown('phoneVerify')
      ? string()
          .default('')
          .test('phone-code', E('phone_code'), function phoneCode(value) {
            const phone = (this.parent as RegisterValues).memberPhone;
            if (!phone) return true;
            return new RegExp(`^\\d{${REGISTER_LIMITS.phoneCode}}$`).test(value ?? '');
          })
      : string().default('').strip(),
    memberQq: contact('memberQq'),
    memberTelegram: contact('memberTelegram'),
    memberWhatsApp: contact('memberWhatsApp'),
    memberSkype: contact('memberSkype'),
    memberFb: contact('memberFb'),
    memberZalo: contact('memberZalo'),
    memberWechat: contact('memberWechat'),
    memberOthers: optionalText(shown('memberOthers'), required('memberOthers'), E('contact_required')).test(
      'others-length',
      E('contact_length'),
      blankOr((v) => v.length >= REGISTER_LIMITS.contact.min && v.length <= REGISTER_LIMITS.contact.max),
    ),
    identityId: optionalText(shown('identityId'), required('identityId'), E('identity_required')).test(
      'identity-format',
      E('identity_invalid'),
      blankOr((v) => /^[A-Za-z0-9]+$/.test(v) && v.length >= REGISTER_LIMITS.identity.min && v.length <= REGISTER_LIMITS.identity.max),
    ),
    withdrawPassword: optionalText(shown('withdrawPassword'), required('withdrawPassword'), E('withdraw_password_required')).test(
      'withdraw-digits',
      E('withdraw_password_digits'),
      blankOr((v) => new RegExp(`^\\d{${REGISTER_LIMITS.withdrawPassword}}$`).test(v)),
    ),
    introducer: string()
      .default('')
      .test(
        'introducer-format',
        E('introducer_invalid'),
        blankOr((v) => /^[A-Za-z0-9_-]+$/.test(v) && v.length <= REGISTER_LIMITS.introducer.max),
      ),
    captcha: shown('captcha') ? string().default('').trim().required(E('captcha_required')) : string().default('').strip(),
    agreed: boolean().default(false).oneOf([true], E('agreement_required')),
  });
}

export interface RegisterError {
  field: RegisterField;
  /** a message key of the auth namespace */
  key: string;
}

/** Every failing field's first message, in the form's order; empty when the input may be sent. */
export function validateRegister(values: RegisterValues, context: RegisterContext): RegisterError[] {
  const first = fieldErrors(registerSchema(context), values);
  return REGISTER_FIELDS.filter((field) => field in first).map((field) => ({ field, key: first[field] ?? '' }));
}

/** One field's message (on blur), or null; the other values are read for cross-field rules. */
export function validateRegisterField(field: RegisterField, values: RegisterValues, context: RegisterContext): string | null {
  try {
    registerSchema(context).validateSyncAt(field, values);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

/** The introducer of a registration: an agent link (member_agent), a recommend code, or none. */
export type RegisterType = 'agent' | 'recommend' | '';

/** POST /register's body (§3: snake_case), what the form sends and the sandbox reads. */
export interface RegisterRequest {
  site_id: number;
  member_account: string;
  password: string;
  check_password?: string;
  member_currency: string;
  member_name?: string;
  member_email?: string;
  /** YYYY-MM-DD, or absent (a partial one keeps its empty parts: "1990--") */
  member_birthday?: string;
  member_phone?: string;
  phone_verify?: string;
  member_qq?: string;
  member_telegram?: string;
  member_whats_app?: string;
  member_skype?: string;
  member_fb?: string;
  member_zalo?: string;
  member_wechat?: string;
  member_others?: string;
  identity_id?: string;
  withdraw_password?: string;
  register_type?: RegisterType;
  member_agent?: string;
  recommend_code?: string;
  /** on an agent's own domain: that agent (the agent_domain_id cookie) */
  agent_domain_id?: string;
  captcha_token?: string;
  /** the captcha's answer */
  verify_code?: string;
  /** ticked: the sandbox refuses a registration without it */
  agreement?: boolean;
  /** the address and host the shell server signed (GET /get_login_header), as POST /login sends them */
  remote_addr?: string;
  host?: string;
  device?: number;
}

const pad2 = (value: string) => value.padStart(2, '0');

/** The form's values as POST /register sends them: shown fields only, snake_case, the name trimmed. */
export function toRegisterRequest(
  values: RegisterValues,
  context: RegisterContext & { registerType: RegisterType; captchaToken?: string },
): RegisterRequest {
  const shown = (field: RegisterField) => isFieldShown(field, context.policy);
  const text = (field: RegisterField, value: string) => (shown(field) && value !== '' ? value : undefined);
  // A partial birthday is sent as typed ("1990--"), so the server judges what the form judged.
  const { birthYear, birthMonth, birthDay } = values;
  const birthday =
    shown('birthYear') && (birthYear || birthMonth || birthDay)
      ? `${birthYear}-${birthMonth && pad2(birthMonth)}-${birthDay && pad2(birthDay)}`
      : undefined;
  const body: RegisterRequest = {
    site_id: context.siteId,
    member_account: values.memberAccount,
    password: values.password,
    check_password: text('checkPassword', values.checkPassword),
    member_currency: context.currency,
    member_name: text('memberName', values.memberName.trim()),
    member_email: text('memberEmail', values.memberEmail),
    member_birthday: birthday,
    member_phone: text('memberPhone', values.memberPhone),
    phone_verify: values.memberPhone ? text('phoneVerify', values.phoneVerify) : undefined,
    member_qq: text('memberQq', values.memberQq),
    member_telegram: text('memberTelegram', values.memberTelegram),
    member_whats_app: text('memberWhatsApp', values.memberWhatsApp),
    member_skype: text('memberSkype', values.memberSkype),
    member_fb: text('memberFb', values.memberFb),
    member_zalo: text('memberZalo', values.memberZalo),
    member_wechat: text('memberWechat', values.memberWechat),
    member_others: text('memberOthers', values.memberOthers),
    identity_id: text('identityId', values.identityId),
    withdraw_password: text('withdrawPassword', values.withdrawPassword),
    register_type: context.registerType,
    member_agent: context.registerType === 'agent' && values.introducer ? values.introducer : undefined,
    recommend_code: context.registerType !== 'agent' && values.introducer ? values.introducer : undefined,
    captcha_token: shown('captcha') ? context.captchaToken : undefined,
    verify_code: text('captcha', values.captcha.trim()),
    agreement: values.agreed,
  };
  for (const key of Object.keys(body) as (keyof RegisterRequest)[]) if (body[key] === undefined) delete body[key];
  return body;
}

/** The reverse, for the sandbox: the body as form values, so both sides run one schema. */
export function fromRegisterRequest(body: Partial<RegisterRequest>): RegisterValues {
  const [year = '', month = '', day = ''] = typeof body.member_birthday === 'string' ? body.member_birthday.split('-') : [];
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    memberAccount: text(body.member_account),
    password: text(body.password),
    checkPassword: text(body.check_password),
    memberName: text(body.member_name),
    memberEmail: text(body.member_email),
    birthYear: year,
    birthMonth: month,
    birthDay: day,
    memberPhone: text(body.member_phone),
    phoneVerify: text(body.phone_verify),
    memberQq: text(body.member_qq),
    memberTelegram: text(body.member_telegram),
    memberWhatsApp: text(body.member_whats_app),
    memberSkype: text(body.member_skype),
    memberFb: text(body.member_fb),
    memberZalo: text(body.member_zalo),
    memberWechat: text(body.member_wechat),
    memberOthers: text(body.member_others),
    identityId: text(body.identity_id),
    withdrawPassword: text(body.withdraw_password),
    introducer: text(body.member_agent) || text(body.recommend_code),
    captcha: text(body.verify_code),
    agreed: body.agreement === true,
  };
}

/** The snake_case name of a form field in POST /register (what a validation answer names). */
export const REQUEST_FIELD_OF: Record<RegisterField, string> = {
  memberAccount: 'member_account',
  password: 'password',
  checkPassword: 'check_password',
  memberName: 'member_name',
  memberEmail: 'member_email',
  birthYear: 'member_birthday',
  birthMonth: 'member_birthday',
  birthDay: 'member_birthday',
  memberPhone: 'member_phone',
  phoneVerify: 'phone_verify',
  memberQq: 'member_qq',
  memberTelegram: 'member_telegram',
  memberWhatsApp: 'member_whats_app',
  memberSkype: 'member_skype',
  memberFb: 'member_fb',
  memberZalo: 'member_zalo',
  memberWechat: 'member_wechat',
  memberOthers: 'member_others',
  identityId: 'identity_id',
  withdrawPassword: 'withdraw_password',
  introducer: 'introducer',
  captcha: 'verify_code',
  agreed: 'agreement',
};

/**
 * Register codes of §8 and the field each concerns (`form`: above the button). The message key is
 * `register.codes.<code>`; codes 215 and 301-308 show the server's message on their field.
 */
export const REGISTER_CODE_FIELDS: Record<string, RegisterField | 'form'> = {
  '102': 'memberAccount',
  '103': 'memberName',
  '104': 'memberPhone',
  '105': 'memberEmail',
  '106': 'introducer',
  '107': 'introducer',
  '108': 'introducer',
  '109': 'introducer',
  '110': 'introducer',
  '112': 'introducer',
  '113': 'phoneVerify',
  '114': 'identityId',
  '206': 'memberEmail',
  '209': 'memberPhone',
  '214': 'memberName',
  '215': 'memberPhone',
  '216': 'memberEmail',
  '218': 'form',
  '219': 'introducer',
  '222': 'introducer',
  '223': 'identityId',
  '224': 'captcha',
  '227': 'memberName',
  '228': 'introducer',
  '301': 'memberQq',
  '302': 'memberTelegram',
  '303': 'memberWhatsApp',
  '304': 'memberSkype',
  '305': 'memberFb',
  '306': 'memberZalo',
  '307': 'memberWechat',
  '308': 'memberOthers',
  '996': 'form',
  '997': 'form',
};

/** Codes whose own (server) message is shown rather than a translated one (§8). */
export const REGISTER_SERVER_MESSAGE_CODES: readonly string[] = ['215', '301', '302', '303', '304', '305', '306', '307', '308'];

/** Code of a rule failure answered by POST /register and /register/verification: names the field in apiResponseData.errors. */
export const REGISTER_RULE_CODE = 422;
