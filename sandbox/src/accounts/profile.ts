import {
  PROFILE_EDIT_CODES,
  PROFILE_EDITABLE_FIELDS,
  WITHDRAW_PASSWORD_CODES,
  type MemberInfoResponse,
  type MemberProfile,
  type ProfileEditableField,
  type ProfileEditRequest,
} from '@casino/contracts';
import { profileEditRules, validateProfileEdit, validateProfileField } from '@casino/contracts/profile-rules';
import type { FastifyRequest } from 'fastify';
import { denied, setting, spendSmsCode } from '../auth/checks';
import { checkWithdrawPassword, deadCodeAnswer, sendLimitedSms, withdrawPasswordLocked } from '../auth/limits';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Member } from '../auth/sessions';
import type { SandboxContext } from '../context';
import type { Db } from '../db/db';
import { fail, ok, type CallResult } from '../http/call';
import type { Lang } from '../http/lang';
import { registerSettings } from '../register/judge';
import { ruleMessage } from '../register/rule-messages';

/*
 * The member's profile (member-and-account.md §1-§3; shapes in @casino/contracts member-profile.ts):
 * reading it, editing it under the register settings' is_member_center rules, the SMS code of a
 * new phone and the withdraw password.
 */

interface ProfileRow {
  id: number;
  site_id: number;
  account: string;
  name: string;
  currency: string;
  phone: string;
  email: string;
  birthday: string;
  contacts: string;
  identity_id: string;
  withdraw_password_hash: string | null;
  line_id: string;
  password_hash: string;
  created_at: string;
}

/** The columns of the profile fields stored in a column of their own; the other editable fields are contacts. */
const COLUMN_OF: Partial<Record<ProfileEditableField, 'name' | 'email' | 'birthday' | 'phone' | 'identity_id'>> = {
  member_name: 'name',
  member_email: 'email',
  member_birthday: 'birthday',
  member_phone: 'phone',
  identity_id: 'identity_id',
};

/** Uniqueness codes of an edited value, as registration answers them (§8). */
const UNIQUE_CODES: Partial<Record<ProfileEditableField, number>> = {
  member_name: PROFILE_EDIT_CODES.nameTaken,
  member_phone: PROFILE_EDIT_CODES.phoneTaken,
  member_email: PROFILE_EDIT_CODES.emailTaken,
  identity_id: PROFILE_EDIT_CODES.identityTaken,
};

/** The contact fields kept in members.contacts (JSON), as register.ts stores them: the contract's editable fields without a column. */
type ContactField = Exclude<ProfileEditableField, 'member_name' | 'member_email' | 'member_birthday' | 'member_phone' | 'identity_id'>;
const isContact = (field: ProfileEditableField): field is ContactField => COLUMN_OF[field] === undefined;

export function profileRow(db: Db, memberId: number): ProfileRow {
  return db.prepare('SELECT * FROM members WHERE id = ?').get(memberId) as ProfileRow;
}

function contactsOf(row: ProfileRow): Partial<Record<ContactField, string>> {
  try {
    return JSON.parse(row.contacts) as Partial<Record<ContactField, string>>;
  } catch {
    return {};
  }
}

export function profileOf(row: ProfileRow): MemberProfile {
  const contacts = contactsOf(row);
  return {
    id: row.id,
    member_account: row.account,
    member_name: row.name,
    is_withdraw_password: row.withdraw_password_hash ? 1 : 0,
    member_birthday: row.birthday,
    member_email: row.email,
    member_currency: row.currency,
    member_phone: row.phone,
    member_line: row.line_id,
    member_qq: contacts.member_qq ?? '',
    member_skype: contacts.member_skype ?? '',
    member_wechat: contacts.member_wechat ?? '',
    member_fb: contacts.member_fb ?? '',
    member_zalo: contacts.member_zalo ?? '',
    member_telegram: contacts.member_telegram ?? '',
    member_whats_app: contacts.member_whats_app ?? '',
    member_others: contacts.member_others ?? '',
    new_identity_id: row.identity_id,
  };
}

function currentValue(row: ProfileRow, field: ProfileEditableField): string {
  if (isContact(field)) return contactsOf(row)[field] ?? '';
  const column = COLUMN_OF[field];
  return column ? row[column] : '';
}

type EditRules = ReturnType<typeof profileEditRules>;

/** The first changed value another member of the site holds, where the rules want it unique (registration's codes). */
function takenValue(
  db: Db,
  member: Member,
  edit: ProfileEditRequest,
  changed: ProfileEditableField[],
  rules: EditRules,
): CallResult | null {
  for (const field of changed) {
    const value = edit[field] ?? '';
    const column = COLUMN_OF[field];
    const code = UNIQUE_CODES[field];
    const rule = rules.find((r) => r.field === field);
    if (!value || !column || !code || !rule?.unique) continue;
    const taken = db
      .prepare(`SELECT 1 FROM members WHERE site_id = ? AND id <> ? AND ${column} = ? COLLATE NOCASE`)
      .get(member.site_id, member.id, value);
    if (taken) return fail(code, `register${code}` as 'register103');
  }
  return null;
}

/** A new phone's SMS code, when the rules ask for one: spent last, so a refusal above does not spend it. */
function phoneCodeRefusal(ctx: SandboxContext, edit: ProfileEditRequest, rules: EditRules): CallResult | null {
  const phoneRule = rules.find((r) => r.field === 'member_phone');
  if (!edit.member_phone || !phoneRule?.verification) return null;
  const now = ctx.now();
  const code = spendSmsCode(ctx.db, {
    to: edit.member_phone,
    purpose: 'profile_phone',
    code: edit.phone_verify,
    now,
    maxTries: ctx.limits.sms.codeMaxTries,
  });
  if (code === 'dead') return deadCodeAnswer(PROFILE_EDIT_CODES.smsWrong, now);
  return code === 'ok' ? null : fail(PROFILE_EDIT_CODES.smsWrong, 'register113');
}

/** Writes the changed fields: columns in place, contacts into the JSON column (an empty one removed). */
function saveProfile(db: Db, row: ProfileRow, edit: ProfileEditRequest, changed: ProfileEditableField[]): void {
  db.transaction(() => {
    const contacts = contactsOf(row);
    for (const field of changed) {
      const value = edit[field] ?? '';
      if (isContact(field)) {
        if (value) contacts[field] = value;
        else delete contacts[field];
        continue;
      }
      const column = COLUMN_OF[field];
      if (column) db.prepare(`UPDATE members SET ${column} = ? WHERE id = ?`).run(value, row.id);
    }
    db.prepare('UPDATE members SET contacts = ? WHERE id = ?').run(JSON.stringify(contacts), row.id);
  })();
}

/** POST /member/profile/edit: the codes of PROFILE_EDIT_CODES, in the order registration checks them. */
export function editProfile(ctx: SandboxContext, member: Member, body: ProfileEditRequest, lang: Lang): CallResult {
  const { db } = ctx;
  const rules = profileEditRules(registerSettings(db, member.site_id), member.currency);
  const row = profileRow(db, member.id);
  const given = PROFILE_EDITABLE_FIELDS.filter((field) => typeof body[field] === 'string');
  const locked = given.find((field) => !rules.some((rule) => rule.field === field));
  if (locked) return fail(PROFILE_EDIT_CODES.notEditable, 'profileNotEditable', { params: { field: locked } });
  const edit: ProfileEditRequest = {};
  for (const field of given) {
    const value = field === 'member_name' ? (body[field] ?? '').trim() : (body[field] ?? '');
    if (value !== currentValue(row, field)) edit[field] = value;
  }
  if (edit.member_phone !== undefined) edit.phone_verify = body.phone_verify;
  const changed = PROFILE_EDITABLE_FIELDS.filter((field) => edit[field] !== undefined);
  if (changed.length === 0) return fail(PROFILE_EDIT_CODES.nothing, 'profileNothing');

  const failures = validateProfileEdit(edit, rules, { siteId: member.site_id, currency: member.currency });
  if (failures.length > 0) {
    return fail(PROFILE_EDIT_CODES.rules, 'profileRules', {
      data: { errors: failures.map(({ field, key }) => ({ field, key, message: ruleMessage(key, lang) })) },
    });
  }

  const refused = takenValue(db, member, edit, changed, rules) ?? phoneCodeRefusal(ctx, edit, rules);
  if (refused) return refused;
  saveProfile(db, row, edit, changed);
  ctx.events.emit('member-event', { member_id: member.id, name: 'profile.updated', data: { fields: changed } });
  return ok({ profile: profileOf(profileRow(db, member.id)) });
}

/** The member's account and its previous login (the second newest session). */
export function memberInfo(db: Db, member: Member): MemberInfoResponse {
  const row = profileRow(db, member.id);
  const previous = db
    .prepare('SELECT created_at FROM sessions WHERE member_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1 OFFSET 1')
    .get(member.id) as { created_at: string } | undefined;
  return {
    member_info: {
      id: row.id,
      member_account: row.account,
      member_currency: row.currency,
      created_at: row.created_at,
      last_login_at: previous?.created_at ?? null,
    },
  };
}

/** Sends the SMS code that confirms a new phone of the member's (codes 99, 103, 104, and the SMS limits). */
export function sendProfileSms(ctx: SandboxContext, member: Member, given: string, request: FastifyRequest): CallResult {
  const { db } = ctx;
  const phone = given.trim();
  if (!phone) return fail(201, 'smsPhoneBlank');
  const prefixes = db.prepare("SELECT value FROM register_deny_list WHERE kind = 'phone_prefix'").all() as { value: string }[];
  const invalid =
    validateProfileField('member_phone', phone, [{ field: 'member_phone', required: true, unique: false, verification: true }], {
      siteId: member.site_id,
      currency: member.currency,
    }) !== null || prefixes.some(({ value }) => phone.startsWith(value));
  if (invalid) return fail(99, 'smsPhoneInvalid');
  if (denied(db, 'sms_blocked', phone)) return fail(104, 'smsContactSupport');
  if (setting(db, `sms_balance:${member.site_id}`, 0) <= 0) return fail(103, 'smsNoBalance');
  return sendLimitedSms(ctx, request, { siteId: member.site_id, to: phone, purpose: 'profile_phone', memberId: member.id }) ?? ok({});
}

export interface WithdrawPasswordChange {
  password?: string;
  old_withdraw_password?: string;
  withdraw_password: string;
  withdraw_password_confirmation: string;
}

/** Sets or changes the withdraw password: the old one (or the login password when none is set) proves it is the member. */
export function changeWithdrawPassword(ctx: SandboxContext, member: Member, body: WithdrawPasswordChange): CallResult {
  const { db } = ctx;
  const row = profileRow(db, member.id);
  const current = row.withdraw_password_hash;
  if (current) {
    const pin = checkWithdrawPassword(ctx, member.id, body.old_withdraw_password ?? '', current);
    if (pin.kind === 'locked') return withdrawPasswordLocked(pin.lock);
    if (pin.kind === 'wrong') return fail(WITHDRAW_PASSWORD_CODES.wrongPassword, 'withdrawPasswordOldWrong');
  } else if (!verifyPassword(body.password ?? '', row.password_hash)) {
    return fail(WITHDRAW_PASSWORD_CODES.wrongPassword, 'withdrawPasswordLoginWrong');
  }
  if (!/^\d{4}$/.test(body.withdraw_password)) return fail(WITHDRAW_PASSWORD_CODES.notFourDigits, 'withdrawPasswordDigits');
  if (body.withdraw_password !== body.withdraw_password_confirmation)
    return fail(WITHDRAW_PASSWORD_CODES.mismatch, 'withdrawPasswordMismatch');
  if (current && verifyPassword(body.withdraw_password, current)) return fail(WITHDRAW_PASSWORD_CODES.same, 'withdrawPasswordSame');
  db.prepare('UPDATE members SET withdraw_password_hash = ? WHERE id = ?').run(hashPassword(body.withdraw_password), member.id);
  ctx.events.emit('member-event', { member_id: member.id, name: 'profile.updated', data: { fields: ['is_withdraw_password'] } });
  return ok({ profile: profileOf(profileRow(db, member.id)) });
}
