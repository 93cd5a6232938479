import type { FastifyRequest } from 'fastify';
import type { ServiceAgreementAnswer } from '@casino/contracts';
import {
  fromRegisterRequest,
  policyFromSettings,
  REGISTER_LIMITS,
  REGISTER_RULE_CODE,
  REQUEST_FIELD_OF,
  TEN_DIGIT_PHONE_SITES,
  validateRegisterField,
  type RegisterField,
  type RegisterRequest,
} from '@casino/contracts/register-rules';
import { denied, ipRule, setting, spendCaptcha, spendSmsCode } from '../auth/checks';
import { deadCodeAnswer, sendLimitedSms } from '../auth/limits';
import { clientAddress } from '../auth/login-header';
import { sessionAnswer, signedByShell } from '../auth/login';
import { hashPassword } from '../auth/password';
import type { SandboxContext } from '../context';
import type { Db } from '../db/db';
import { fail, ok, type CallResult } from '../http/call';
import { pick, type Lang } from '../http/lang';
import type { MessageKey } from '../http/messages';
import { agentByCode, agentOfDomain, programmeOpen, recommendByCode, type AgentRow } from './introducers';
import { judgeRegisterBody, registerSettings, type RuleFailure } from './judge';
import { ruleMessage } from './rule-messages';

/*
 * POST /register and the calls around it (member-and-account.md §5, §7, §8; the codes in
 * docs/sandbox.md): the agreement, the register SMS, the blur check of one field and the
 * registration itself, step by step in the spec's order.
 */

/** security_settings keys and their defaults (docs/sandbox.md "Security settings"). */
export const SECURITY_DEFAULTS = {
  register_ip_daily_limit: 10,
  register_rate_limit: 5,
  register_rate_window_seconds: 60,
} as const;

/** The contact fields and their 301-308 codes (§8 "contact-specific server messages"). */
const CONTACT_CODES = [
  ['member_qq', 301, 'QQ'],
  ['member_telegram', 302, 'Telegram'],
  ['member_whats_app', 303, 'WhatsApp'],
  ['member_skype', 304, 'Skype'],
  ['member_fb', 305, 'Facebook'],
  ['member_zalo', 306, 'Zalo'],
  ['member_wechat', 307, 'WeChat'],
  ['member_others', 308, 'contact'],
] as const;

const UNIQUE_CHECKS = [
  ['member_name', 'name', 103],
  ['member_phone', 'phone', 104],
  ['member_email', 'email', 105],
] as const;

export const registerCode = (code: number): CallResult => fail(code, `register${code}` as MessageKey);

function ruleAnswer(failures: RuleFailure[], lang: Lang): CallResult {
  return fail(REGISTER_RULE_CODE, 'registerRules', {
    data: { errors: failures.map(({ field, key }) => ({ field, key, message: ruleMessage(key, lang) })) },
  });
}

function siteCurrencies(db: Db, site: number): string[] {
  return (db.prepare('SELECT currency FROM site_currencies WHERE site_id = ? ORDER BY sort').all(site) as { currency: string }[]).map(
    (row) => row.currency,
  );
}

/** Whether a phone number could receive an SMS on this site: digits of the site's length, in a range that exists. */
function phoneExists(db: Db, phone: string, site: number, currency: string): boolean {
  const ten = currency === 'VND' || TEN_DIGIT_PHONE_SITES.includes(site);
  const { min, max, fixed } = REGISTER_LIMITS.phone;
  if (!/^\d+$/.test(phone) || (ten ? phone.length !== fixed : phone.length < min || phone.length > max)) return false;
  const prefixes = db.prepare("SELECT value FROM register_deny_list WHERE kind = 'phone_prefix'").all() as { value: string }[];
  return !prefixes.some(({ value }) => phone.startsWith(value));
}

type HeldColumn = 'account' | 'name' | 'phone' | 'email' | 'identity_id';

/** Whether another member holds this value: 'site' (this site), 'other' (another site) or null. */
function holder(db: Db, column: HeldColumn, value: string, site: number): 'site' | 'other' | null {
  const row = db
    .prepare(`SELECT site_id FROM members WHERE ${column} = ? COLLATE NOCASE ORDER BY site_id = ? DESC LIMIT 1`)
    .get(value, site) as { site_id: number } | undefined;
  if (!row) return null;
  return row.site_id === site ? 'site' : 'other';
}

/** The site's service agreement in `lang` (empty when it has none). */
export function serviceAgreement(db: Db, site: number, lang: Lang): ServiceAgreementAnswer {
  const row = db
    .prepare('SELECT title_i18n, content_i18n FROM service_agreements WHERE site_id = ? ORDER BY site_id = ? DESC LIMIT 1')
    .get(site, site) as { title_i18n: string; content_i18n: string } | undefined;
  return row
    ? {
        title: pick(JSON.parse(row.title_i18n) as Record<string, string>, lang),
        content: pick(JSON.parse(row.content_i18n) as Record<string, string>, lang),
      }
    : { title: '', content: '' };
}

/** Sends the register SMS code to a phone the site could reach (codes 201, 99, 104, 103 and the SMS limits). */
export function sendRegisterSms(ctx: SandboxContext, request: FastifyRequest, site: number, given: string, currency: string): CallResult {
  const { db } = ctx;
  const phone = given.trim();
  if (!phone) return fail(201, 'smsPhoneBlank');
  if (!phoneExists(db, phone, site, currency)) return fail(99, 'smsPhoneInvalid');
  if (denied(db, 'sms_blocked', phone)) return fail(104, 'smsContactSupport');
  if (setting(db, `sms_balance:${site}`, 0) <= 0) return fail(103, 'smsNoBalance');
  return sendLimitedSms(ctx, request, { siteId: site, to: phone, purpose: 'register' }) ?? ok({});
}

export interface FieldCheck {
  site_id: number;
  member_currency: string;
  field: 'member_account' | 'member_name' | 'member_phone' | 'member_email' | 'identity_id';
  value: string;
}

/** The blur check of one register field: the shared rule, then whether another member holds the value. */
export function verifyRegisterField(db: Db, body: FieldCheck, lang: Lang): CallResult {
  const policy = policyFromSettings(registerSettings(db, body.site_id), body.member_currency);
  const formField = (Object.keys(REQUEST_FIELD_OF) as RegisterField[]).find((f) => REQUEST_FIELD_OF[f] === body.field) ?? 'memberAccount';
  const values = fromRegisterRequest({ [body.field]: body.value });
  const key = validateRegisterField(formField, values, { siteId: body.site_id, currency: body.member_currency, policy });
  if (key) return ruleAnswer([{ field: body.field, formField, key }], lang);
  const value = body.field === 'member_name' ? body.value.trim() : body.value;
  if (!value) return ok({});
  if (body.field === 'member_account') return holder(db, 'account', value, body.site_id) === 'site' ? registerCode(102) : ok({});
  if (body.field === 'identity_id') {
    if (!policy.identity_id.unique) return ok({});
    const where = holder(db, 'identity_id', value, body.site_id);
    return where === 'site' ? registerCode(114) : where === 'other' ? registerCode(223) : ok({});
  }
  const check = UNIQUE_CHECKS.find(([field]) => field === body.field);
  if (!check || !policy[check[0]].unique) return ok({});
  return holder(db, check[1], value, body.site_id) === 'site' ? registerCode(check[2]) : ok({});
}

/** The body of POST /register: the shared request with the sandbox's own fields. */
export type RegisterBody = Partial<RegisterRequest> & {
  site_id: number;
  member_currency: string;
  register_type?: 'agent' | 'recommend' | '';
  remote_addr?: string;
  host?: string;
  agent_domain_id?: string;
};

type Values = ReturnType<typeof fromRegisterRequest>;
type Policy = ReturnType<typeof policyFromSettings>;

/** Step 2: where the request comes from (signed by the shell server as for POST /login, else 218), its rate and the address rules. */
function originRefusal(ctx: SandboxContext, body: RegisterBody, values: Values, request: FastifyRequest, now: Date): CallResult | null {
  const { db } = ctx;
  if (!signedByShell(ctx, request, body.remote_addr, now, 'register')) return registerCode(218);
  const ip = clientAddress(request);
  const windowStart = new Date(
    now.getTime() - setting(db, 'register_rate_window_seconds', SECURITY_DEFAULTS.register_rate_window_seconds) * 1000,
  );
  const { recent } = db
    .prepare('SELECT COUNT(*) AS recent FROM register_attempts WHERE ip = ? AND at > ?')
    .get(ip, windowStart.toISOString()) as {
    recent: number;
  };
  db.prepare('INSERT INTO register_attempts (ip, at) VALUES (?, ?)').run(ip, now.toISOString());
  if (recent >= setting(db, 'register_rate_limit', SECURITY_DEFAULTS.register_rate_limit)) return registerCode(996);
  const ipCode = ipRule(db, [218, 997], ip, values.memberAccount);
  if (ipCode !== null) return registerCode(ipCode);
  const { today } = db
    .prepare('SELECT COUNT(*) AS today FROM members WHERE register_ip = ? AND created_at > ?')
    .get(ip, new Date(now.getTime() - 24 * 3600_000).toISOString()) as { today: number };
  if (today >= setting(db, 'register_ip_daily_limit', SECURITY_DEFAULTS.register_ip_daily_limit)) return registerCode(997);
  return null;
}

/** Step 4: the introducer; on an agent's own domain (agent_domain_id) that agent, whatever else is sent. */
function introducerOf(db: Db, body: RegisterBody, values: Values): CallResult | { agentId: number | null; recommendId: number | null } {
  const site = body.site_id;
  let agentId: number | null = null;
  let recommendId: number | null = null;
  const introducer = values.introducer;
  let domainAgent: AgentRow | undefined;
  if (body.agent_domain_id) {
    domainAgent = agentOfDomain(db, body.host ?? '', site);
    if (!domainAgent || domainAgent.agent_code !== body.agent_domain_id.trim()) return registerCode(228);
    if (domainAgent.currency !== body.member_currency) return registerCode(228);
  }
  if (introducer && (body.register_type === 'agent' || (body.member_agent && !body.recommend_code))) {
    const agent = agentByCode(db, introducer);
    if (!agent) return registerCode(106);
    if (agent.site_id !== site) return registerCode(219);
    if (agent.active !== 1) return registerCode(108);
    if (agent.currency !== body.member_currency) return registerCode(228);
    agentId = agent.id;
  } else if (introducer) {
    if (!programmeOpen(db, site, body.member_currency)) return registerCode(107);
    const code = recommendByCode(db, introducer);
    if (!code || code.site_id !== site) return registerCode(112);
    if (code.active !== 1) return registerCode(110);
    if (code.member_status !== 1) return registerCode(109);
    if (code.currency !== body.member_currency) return registerCode(222);
    recommendId = code.id;
  }
  if (domainAgent) agentId = domainAgent.id;
  return { agentId, recommendId };
}

/** Step 5: values the server refuses beyond the shared rules (deny lists, words, phone ranges, reserved contacts). */
function deniedValue(db: Db, body: RegisterBody, values: Values): CallResult | null {
  const name = values.memberName.trim();
  const email = values.memberEmail;
  const phone = values.memberPhone;
  if (name && denied(db, 'blacklist_name', name)) return registerCode(214);
  if (name) {
    const words = db.prepare("SELECT value FROM register_deny_list WHERE kind = 'name_word'").all() as { value: string }[];
    if (words.some(({ value }) => name.toLowerCase().includes(value.toLowerCase()))) return registerCode(227);
  }
  if (email && denied(db, 'blacklist_email', email)) return registerCode(216);
  if (email && denied(db, 'email_domain', email.slice(email.lastIndexOf('@') + 1))) return registerCode(206);
  if (phone && denied(db, 'blacklist_phone', phone)) return registerCode(215);
  if (phone && !phoneExists(db, phone, body.site_id, body.member_currency)) return registerCode(209);
  for (const [field, code, label] of CONTACT_CODES) {
    const value = body[field];
    if (typeof value === 'string' && value && denied(db, `reserved_${field}`, value))
      return fail(code, 'registerReservedContact', { params: { contact: label } });
  }
  return null;
}

/** Step 6: uniqueness, as the settings say (the account always). */
function takenValue(db: Db, site: number, values: Values, policy: Policy): CallResult | null {
  if (holder(db, 'account', values.memberAccount, site) === 'site') return registerCode(102);
  const uniqueValue = {
    member_name: values.memberName.trim(),
    member_phone: values.memberPhone,
    member_email: values.memberEmail,
  } as const;
  for (const [field, column, code] of UNIQUE_CHECKS) {
    const value = uniqueValue[field];
    if (value && policy[field].unique && holder(db, column, value, site) === 'site') return registerCode(code);
  }
  if (values.identityId && policy.identity_id.unique) {
    const where = holder(db, 'identity_id', values.identityId, site);
    if (where === 'site') return registerCode(114);
    if (where === 'other') return registerCode(223);
  }
  return null;
}

/** Step 7: the SMS code last, so a refusal above does not spend it. */
function smsRefusal(ctx: SandboxContext, values: Values, policy: Policy, now: Date): CallResult | null {
  if (!values.memberPhone || !policy.member_phone.verification) return null;
  const code = spendSmsCode(ctx.db, {
    to: values.memberPhone,
    purpose: 'register',
    code: values.phoneVerify,
    now,
    maxTries: ctx.limits.sms.codeMaxTries,
  });
  if (code === 'dead') return deadCodeAnswer(113, now);
  return code === 'ok' ? null : registerCode(113);
}

/** Writes the new member and answers its session. */
function insertMember(
  ctx: SandboxContext,
  body: RegisterBody,
  values: Values,
  introducer: { agentId: number | null; recommendId: number | null },
  ip: string,
  now: Date,
): CallResult {
  const contacts = Object.fromEntries(
    CONTACT_CODES.map(([field]) => [field, body[field]]).filter(([, value]) => typeof value === 'string' && value !== ''),
  );
  const birthday = values.birthYear ? `${values.birthYear}-${values.birthMonth.padStart(2, '0')}-${values.birthDay.padStart(2, '0')}` : '';
  const result = ctx.db
    .prepare(
      `INSERT INTO members (site_id, account, password_hash, name, currency, status, member_type, agent_id, cash_minor, created_at,
         phone, email, birthday, contacts, identity_id, withdraw_password_hash, recommend_code_id, register_ip)
       VALUES (?, ?, ?, ?, ?, 1, 1, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      body.site_id,
      values.memberAccount,
      hashPassword(values.password),
      values.memberName.trim(),
      body.member_currency,
      introducer.agentId,
      now.toISOString(),
      values.memberPhone,
      values.memberEmail,
      birthday,
      JSON.stringify(contacts),
      values.identityId,
      values.withdrawPassword ? hashPassword(values.withdrawPassword) : null,
      introducer.recommendId,
      ip,
    );
  const member = { id: Number(result.lastInsertRowid), account: values.memberAccount, currency: body.member_currency, member_type: 1 };
  return sessionAnswer(ctx.db, member, now);
}

/** POST /register: each step in the spec's order, the first refusal answered; else the new member's session. */
export function registerMember(ctx: SandboxContext, body: RegisterBody, request: FastifyRequest, lang: Lang): CallResult {
  const { db } = ctx;
  const now = ctx.now();
  if (!siteCurrencies(db, body.site_id).includes(body.member_currency))
    return fail(400, 'unknownCurrency', { params: { currency: body.member_currency }, httpStatus: 400 });
  // 1. the §5 rules, exactly as the form judges them
  const { context, failures } = judgeRegisterBody(body, registerSettings(db, body.site_id));
  if (failures.length > 0) return ruleAnswer(failures, lang);
  const { policy } = context;
  const values = fromRegisterRequest(body);
  const origin = originRefusal(ctx, body, values, request, now);
  if (origin) return origin;
  // 3. the captcha, spent whatever follows
  if (policy.captcha.shown && spendCaptcha(db, body.captcha_token, body.verify_code, { type: 2, siteId: body.site_id, now }) !== 'ok')
    return registerCode(224);
  const introducer = introducerOf(db, body, values);
  if ('ok' in introducer) return introducer;
  const refused = deniedValue(db, body, values) ?? takenValue(db, body.site_id, values, policy) ?? smsRefusal(ctx, values, policy, now);
  if (refused) return refused;
  return insertMember(ctx, body, values, introducer, clientAddress(request), now);
}
