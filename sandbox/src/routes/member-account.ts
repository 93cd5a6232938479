import type { FastifyInstance } from 'fastify';
import {
  AWARD_RECORD_PATH,
  BONUS_SETTING_CHECK_PATH,
  MEMBER_INFO_PATH,
  MEMBER_SEARCH_PATH,
  PROFILE_EDIT_CODES,
  PROFILE_EDITABLE_FIELDS,
  PROFILE_EDIT_PATH,
  PROFILE_PATH,
  PROFILE_SMS_PATH,
  RECOMMEND_PROJECT_PATH,
  WITHDRAW_PASSWORD_CODES,
  WITHDRAW_PASSWORD_PATH,
  type AwardRecordResponse,
  type MemberInfoResponse,
  type MemberProfile,
  type MemberSearchResponse,
  type ProfileEditableField,
  type ProfileEditRequest,
  type RecommendProjectResponse,
} from '@casino/contracts';
import { profileEditRules, validateProfileEdit, validateProfileField } from '@casino/contracts/profile-rules';
import { denied, setting, spendSmsCode } from '../auth/checks';
import { checkWithdrawPassword, deadCodeAnswer, sendLimitedSms, withdrawPasswordLocked } from '../auth/limits';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Member } from '../auth/sessions';
import type { SandboxContext } from '../context';
import { major } from '../money/minor-units';
import { dayRange } from '../http/day-range';
import type { Db } from '../db/db';
import { fail, memberCall, ok, publicCall, type CallResult } from '../http/call';
import { currency, siteId } from '../http/common-schemas';
import type { Lang } from '../http/lang';
import { integer, object, string } from '../http/schema';
import { registerSettings } from '../register/judge';
import { ruleMessage } from '../register/rule-messages';

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

/** The contact fields kept in members.contacts (JSON), as register.ts stores them. */
const CONTACT_FIELDS = [
  'member_qq',
  'member_telegram',
  'member_whats_app',
  'member_skype',
  'member_fb',
  'member_zalo',
  'member_wechat',
  'member_others',
] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];
const isContact = (field: string): field is ContactField => (CONTACT_FIELDS as readonly string[]).includes(field);

/** The columns of the other profile fields. */
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

const day = string({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const listBody = { start_date: day, end_date: day, page: integer({ minimum: 1 }), per_page: integer({ minimum: 1, maximum: 100 }) };
const listRequired = ['start_date', 'end_date', 'page', 'per_page'] as const;

function profileRow(db: Db, memberId: number): ProfileRow {
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

/**
 * The member's account pages and the recommend programme (member-and-account.md §1-§3, §7; the
 * shapes in @casino/contracts member-profile.ts): profile, member info, profile editing
 * with the register settings' is_member_center rules, the withdraw password, the recommend
 * condition (bonus setting, agent check) and the recommend pages.
 */
export function memberAccountRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  memberCall(app, ctx, PROFILE_PATH, object({}), ({ member }) => ok({ profile: profileOf(profileRow(db, member.id)) }));

  memberCall(app, ctx, MEMBER_INFO_PATH, object({ id: integer({ minimum: 1 }) }), ({ member }) => {
    const row = profileRow(db, member.id);
    // The login before the current session: the second newest session of the member.
    const previous = db
      .prepare('SELECT created_at FROM sessions WHERE member_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1 OFFSET 1')
      .get(member.id) as { created_at: string } | undefined;
    const answer: MemberInfoResponse = {
      member_info: {
        id: row.id,
        member_account: row.account,
        member_currency: row.currency,
        created_at: row.created_at,
        last_login_at: previous?.created_at ?? null,
      },
    };
    return ok(answer);
  });

  const rulesOf = (member: Member) => profileEditRules(registerSettings(db, member.site_id), member.currency);

  memberCall(app, ctx, PROFILE_SMS_PATH, object({ member_phone: string({ maxLength: 32 }) }), ({ body, member, request }) => {
    const phone = (body.member_phone ?? '').trim();
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
  });

  const editProps = Object.fromEntries(PROFILE_EDITABLE_FIELDS.map((field) => [field, string({ maxLength: 200 })])) as Record<
    ProfileEditableField,
    ReturnType<typeof string>
  >;

  memberCall(app, ctx, PROFILE_EDIT_PATH, object({ ...editProps, phone_verify: string({ maxLength: 16 }) }), ({ body, member, lang }) =>
    editProfile(db, ctx, member, body as ProfileEditRequest, rulesOf(member), lang),
  );

  memberCall(
    app,
    ctx,
    WITHDRAW_PASSWORD_PATH,
    object(
      {
        password: string({ maxLength: 128 }),
        old_withdraw_password: string({ maxLength: 16 }),
        withdraw_password: string({ maxLength: 16 }),
        withdraw_password_confirmation: string({ maxLength: 16 }),
      },
      ['withdraw_password', 'withdraw_password_confirmation'],
    ),
    ({ body, member }) => {
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
    },
  );

  publicCall(
    app,
    ctx,
    BONUS_SETTING_CHECK_PATH,
    object({ member_currency: currency, site_id: siteId }, ['member_currency', 'site_id']),
    ({ body }) => {
      const row = db
        .prepare('SELECT is_friend FROM bonus_settings WHERE site_id = ? AND currency = ?')
        .get(body.site_id, body.member_currency) as { is_friend: number } | undefined;
      return ok({ is_friend: row?.is_friend ?? 0 });
    },
  );

  /** The recommend pages answer 107 while the programme is off for the member's currency (§8 register 107 "recommend closed"). */
  const programmeOff = (member: Member): CallResult | null => {
    const row = db
      .prepare('SELECT is_friend FROM bonus_settings WHERE site_id = ? AND currency = ?')
      .get(member.site_id, member.currency) as { is_friend: number } | undefined;
    return row?.is_friend === 1 ? null : fail(107, 'recommendClosed');
  };

  memberCall(app, ctx, RECOMMEND_PROJECT_PATH, object({}), ({ member }) => {
    const off = programmeOff(member);
    if (off) return off;
    let code = db.prepare('SELECT id, code FROM recommend_codes WHERE member_id = ? AND active = 1 ORDER BY id LIMIT 1').get(member.id) as
      { id: number; code: string } | undefined;
    if (!code) {
      // A member's first visit makes their code, as a real programme does.
      const value = `R${String(member.id).padStart(4, '0')}${String(member.site_id)}`;
      const id = db
        .prepare('INSERT INTO recommend_codes (site_id, code, member_id, currency, active) VALUES (?, ?, ?, ?, 1)')
        .run(member.site_id, value, member.id, member.currency).lastInsertRowid;
      code = { id: Number(id), code: value };
    }
    const invites = db
      .prepare('SELECT COUNT(*) AS n FROM members WHERE recommend_code_id IN (SELECT id FROM recommend_codes WHERE member_id = ?)')
      .get(member.id) as { n: number };
    const awards = db
      .prepare('SELECT COALESCE(SUM(amount_minor), 0) AS total FROM recommend_awards WHERE member_id = ? AND status = 1')
      .get(member.id) as {
      total: number;
    };
    const answer: RecommendProjectResponse = {
      recommend_code: code.code,
      invite_count: invites.n,
      award_total: major(awards.total, member.currency),
      member_currency: member.currency,
    };
    return ok(answer);
  });

  memberCall(app, ctx, AWARD_RECORD_PATH, object(listBody, listRequired), ({ body, member }) => {
    const off = programmeOff(member);
    if (off) return off;
    const range = dayRange(body.start_date, body.end_date);
    if ('problem' in range) return fail(422, 'recommendDateRange');
    const where =
      'FROM recommend_awards a JOIN members f ON f.id = a.friend_id WHERE a.member_id = ? AND a.created_at >= ? AND a.created_at < ?';
    const args = [member.id, range.from, range.to];
    const totals = db
      .prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN a.status = 1 THEN a.amount_minor ELSE 0 END), 0) AS total ${where}`)
      .get(...args) as {
      n: number;
      total: number;
    };
    const rows = db
      .prepare(
        `SELECT a.id, f.account AS friend_account, a.award_type, a.amount_minor, a.status, a.created_at ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, body.per_page, (body.page - 1) * body.per_page) as Array<
      Omit<AwardRecordResponse['list'][number], 'amount'> & { amount_minor: number }
    >;
    const answer: AwardRecordResponse = {
      list: rows.map(({ amount_minor: amount, ...row }) => ({ ...row, amount: major(amount, member.currency) })),
      total_count: totals.n,
      total_amount: major(totals.total, member.currency),
    };
    return ok(answer);
  });

  memberCall(
    app,
    ctx,
    MEMBER_SEARCH_PATH,
    object({ ...listBody, member_account: string({ maxLength: 64 }) }, listRequired),
    ({ body, member }) => {
      const off = programmeOff(member);
      if (off) return off;
      const range = dayRange(body.start_date, body.end_date);
      if ('problem' in range) return fail(422, 'recommendDateRange');
      const account = (body.member_account ?? '').trim();
      const where = `FROM members f WHERE f.recommend_code_id IN (SELECT id FROM recommend_codes WHERE member_id = ?)
        AND f.created_at >= ? AND f.created_at < ? ${account ? 'AND f.account LIKE ?' : ''}`;
      const args: Array<string | number> = [member.id, range.from, range.to, ...(account ? [`%${account.replace(/[%_]/g, '')}%`] : [])];
      const { n } = db.prepare(`SELECT COUNT(*) AS n ${where}`).get(...args) as { n: number };
      const rows = db
        .prepare(
          `SELECT f.id, f.account AS member_account, f.created_at AS registered_at,
             f.currency,
             (SELECT COALESCE(SUM(o.amount_minor), 0) FROM money_orders o WHERE o.member_id = f.id AND o.type = 1 AND o.status = 'success') AS total_deposit
           ${where} ORDER BY f.created_at DESC, f.id DESC LIMIT ? OFFSET ?`,
        )
        .all(...args, body.per_page, (body.page - 1) * body.per_page) as Array<{
        id: number;
        member_account: string;
        registered_at: string;
        currency: string;
        total_deposit: number;
      }>;
      const answer: MemberSearchResponse = {
        list: rows.map(({ currency: friendCurrency, total_deposit: total, ...row }) => ({
          ...row,
          total_deposit: major(total, friendCurrency),
          has_deposit: total > 0 ? 1 : 0,
        })),
        total_count: n,
      };
      return ok(answer);
    },
  );
}

/** POST /member/profile/edit: the codes of PROFILE_EDIT_CODES, in the order registration checks them. */
function editProfile(
  db: Db,
  ctx: SandboxContext,
  member: Member,
  body: ProfileEditRequest,
  rules: ReturnType<typeof profileEditRules>,
  lang: Lang,
): CallResult {
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

  const phoneRule = rules.find((r) => r.field === 'member_phone');
  if (edit.member_phone && phoneRule?.verification) {
    const now = ctx.now();
    const code = spendSmsCode(db, {
      to: edit.member_phone,
      purpose: 'profile_phone',
      code: edit.phone_verify,
      now,
      maxTries: ctx.limits.sms.codeMaxTries,
    });
    if (code === 'dead') return deadCodeAnswer(PROFILE_EDIT_CODES.smsWrong, now);
    if (code !== 'ok') return fail(PROFILE_EDIT_CODES.smsWrong, 'register113');
  }

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
      if (column) db.prepare(`UPDATE members SET ${column} = ? WHERE id = ?`).run(value, member.id);
    }
    db.prepare('UPDATE members SET contacts = ? WHERE id = ?').run(JSON.stringify(contacts), member.id);
  })();
  ctx.events.emit('member-event', { member_id: member.id, name: 'profile.updated', data: { fields: changed } });
  return ok({ profile: profileOf(profileRow(db, member.id)) });
}

/**
 * /__sandbox switches of the recommend condition (docs/sandbox.md "Account and recommend"):
 * the bonus setting's is_friend per site and currency, and a member's agent application (pending
 * makes /member/apply_for_agent/check answer 104; none removes them).
 */
export function memberAccountAdminRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  const bonusBody = object({ site_id: siteId, currency, is_friend: integer({ minimum: 0, maximum: 1 }) }, [
    'site_id',
    'currency',
    'is_friend',
  ]);
  app.post<{ Body: { site_id: number; currency: string; is_friend: number } }>(
    '/bonus-settings',
    { schema: { body: bonusBody.json } },
    (request) => {
      const { site_id, currency: code, is_friend } = request.body;
      db.prepare('INSERT OR REPLACE INTO bonus_settings (site_id, currency, is_friend) VALUES (?, ?, ?)').run(site_id, code, is_friend);
      return { ok: true, site_id, currency: code, is_friend };
    },
  );

  const applicationBody = object(
    { account: string({ minLength: 1, maxLength: 64 }), site_id: siteId, status: string({ pattern: '^(pending|approved|refused|none)$' }) },
    ['account', 'status'],
  );
  app.post<{ Body: { account: string; site_id?: number; status: string } }>(
    '/members/agent-application',
    { schema: { body: applicationBody.json } },
    (request, reply) => {
      const { account, site_id = 1, status } = request.body;
      const member = db.prepare('SELECT id FROM members WHERE site_id = ? AND account = ?').get(site_id, account) as
        { id: number } | undefined;
      if (!member) return reply.code(404).send({ ok: false, error: `No member ${account} on site ${site_id}` });
      db.prepare('DELETE FROM agent_applications WHERE member_id = ?').run(member.id);
      if (status !== 'none') {
        db.prepare('INSERT INTO agent_applications (member_id, status, created_at) VALUES (?, ?, ?)').run(
          member.id,
          status,
          ctx.now().toISOString(),
        );
      }
      return { ok: true, member_id: member.id, status };
    },
  );
}
