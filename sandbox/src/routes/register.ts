import type { FastifyInstance } from 'fastify';
import type { AgentDomainAnswer, ServiceAgreementAnswer, ValidMessageAnswer } from '@casino/contracts';
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
import { clientAddress, verifyLoginHeader } from '../auth/login-header';
import { hashPassword } from '../auth/password';
import type { SandboxContext } from '../context';
import type { Db } from '../db/db';
import { fail, ok, publicCall, type CallResult } from '../http/call';
import { siteId } from '../http/common-schemas';
import { pick, type Lang } from '../http/lang';
import type { MessageKey } from '../http/messages';
import { boolean, object, string, stringEnum } from '../http/schema';
import { judgeRegisterBody, registerSettings, type RuleFailure } from '../register/judge';
import { ruleMessage } from '../register/rule-messages';
import { sessionAnswer } from './auth';

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

const registerCode = (code: number): CallResult => fail(code, `register${code}` as MessageKey);

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

interface AgentRow {
  id: number;
  site_id: number;
  agent_code: string;
  currency: string;
  active: number;
}

interface RecommendRow {
  id: number;
  site_id: number;
  currency: string;
  active: number;
  member_status: number;
  open: number | null;
}

function agentByCode(db: Db, code: string): AgentRow | undefined {
  return db.prepare('SELECT id, site_id, agent_code, currency, active FROM agents WHERE agent_code = ?').get(code) as AgentRow | undefined;
}

/** The active agent whose own domain is `host` (port and case ignored), as /arks/web/check-agent-domain finds it. */
function agentOfDomain(db: Db, host: string, site: number): AgentRow | undefined {
  const bare = host.trim().toLowerCase().replace(/:\d+$/, '');
  return db
    .prepare('SELECT id, site_id, agent_code, currency, active FROM agents WHERE lower(domain) = ? AND site_id = ? AND active = 1')
    .get(bare, site) as AgentRow | undefined;
}

function recommendByCode(db: Db, code: string): RecommendRow | undefined {
  return db
    .prepare(
      `SELECT r.id, r.site_id, r.currency, r.active, m.status AS member_status, p.open
       FROM recommend_codes r JOIN members m ON m.id = r.member_id
       LEFT JOIN recommend_programmes p ON p.site_id = r.site_id AND p.currency = r.currency
       WHERE r.code = ?`,
    )
    .get(code) as RecommendRow | undefined;
}

function programmeOpen(db: Db, site: number, currency: string): boolean {
  const row = db.prepare('SELECT open FROM recommend_programmes WHERE site_id = ? AND currency = ?').get(site, currency) as
    { open: number } | undefined;
  return row?.open === 1;
}

/** Whether a phone number could receive an SMS on this site: digits of the site's length, in a range that exists. */
function phoneExists(db: Db, phone: string, site: number, currency: string): boolean {
  const ten = currency === 'VND' || TEN_DIGIT_PHONE_SITES.includes(site);
  const { min, max, fixed } = REGISTER_LIMITS.phone;
  if (!/^\d+$/.test(phone) || (ten ? phone.length !== fixed : phone.length < min || phone.length > max)) return false;
  const prefixes = db.prepare("SELECT value FROM register_deny_list WHERE kind = 'phone_prefix'").all() as { value: string }[];
  return !prefixes.some(({ value }) => phone.startsWith(value));
}

/**
 * Register settings, the agreement, the introducer checks, the register SMS, the blur check and
 * POST /register itself (member-and-account.md §5, §7, §8; the codes in docs/sandbox.md).
 */
export function registerRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  publicCall(app, ctx, '/arks/web/register-settings', object({ site_id: siteId }, ['site_id']), ({ body }) =>
    ok({ list: registerSettings(db, body.site_id) }),
  );

  publicCall(app, ctx, '/arks/web/register-settings/service-agreement', object({ site_id: siteId }), ({ body, lang }) => {
    const row = db
      .prepare('SELECT title_i18n, content_i18n FROM service_agreements WHERE site_id = ? ORDER BY site_id = ? DESC LIMIT 1')
      .get(body.site_id ?? 1, body.site_id ?? 1) as { title_i18n: string; content_i18n: string } | undefined;
    const answer: ServiceAgreementAnswer = row
      ? {
          title: pick(JSON.parse(row.title_i18n) as Record<string, string>, lang),
          content: pick(JSON.parse(row.content_i18n) as Record<string, string>, lang),
        }
      : { title: '', content: '' };
    return ok(answer);
  });

  publicCall(
    app,
    ctx,
    '/arks/web/check-agent-domain',
    object({ host: string({ maxLength: 255 }), site_id: siteId }, ['site_id']),
    ({ body }) => {
      const agent = agentOfDomain(db, body.host ?? '', body.site_id);
      const answer: AgentDomainAnswer = agent
        ? { is_valid: 1, currency: agent.currency, agent_id: agent.agent_code }
        : { is_valid: 0, currency: '', agent_id: '' };
      return ok(answer);
    },
  );

  publicCall(
    app,
    ctx,
    '/register/valid_message',
    object({ site_id: siteId, agent_id: string({ maxLength: 64 }), recommend_code: string({ maxLength: 64 }) }, ['site_id']),
    ({ body }) => {
      let answer: ValidMessageAnswer = { is_valid: 0 };
      if (body.agent_id) {
        const agent = agentByCode(db, body.agent_id.trim());
        if (agent && agent.site_id === body.site_id && agent.active === 1) answer = { is_valid: 1, currency: agent.currency };
      } else if (body.recommend_code) {
        const code = recommendByCode(db, body.recommend_code.trim());
        if (code && code.site_id === body.site_id && code.active === 1 && code.member_status === 1 && code.open === 1)
          answer = { is_valid: 1, currency: code.currency };
      }
      return ok(answer);
    },
  );

  publicCall(
    app,
    ctx,
    '/register/sms',
    object(
      { member_phone: string({ maxLength: 32 }), currency: string({ maxLength: 8 }), type: string({ maxLength: 32 }), site_id: siteId },
      ['site_id'],
    ),
    ({ body, request }) => {
      const phone = (body.member_phone ?? '').trim();
      if (!phone) return fail(201, 'smsPhoneBlank');
      if (!phoneExists(db, phone, body.site_id, body.currency ?? '')) return fail(99, 'smsPhoneInvalid');
      if (denied(db, 'sms_blocked', phone)) return fail(104, 'smsContactSupport');
      if (setting(db, `sms_balance:${body.site_id}`, 0) <= 0) return fail(103, 'smsNoBalance');
      return sendLimitedSms(ctx, request, { siteId: body.site_id, to: phone, purpose: 'register' }) ?? ok({});
    },
  );

  /** Whether another member holds this value: 'site' (this site), 'other' (another site) or null. */
  const holder = (column: 'account' | 'name' | 'phone' | 'email' | 'identity_id', value: string, site: number): 'site' | 'other' | null => {
    const row = db
      .prepare(`SELECT site_id FROM members WHERE ${column} = ? COLLATE NOCASE ORDER BY site_id = ? DESC LIMIT 1`)
      .get(value, site) as { site_id: number } | undefined;
    if (!row) return null;
    return row.site_id === site ? 'site' : 'other';
  };

  publicCall(
    app,
    ctx,
    '/register/verification',
    object(
      {
        site_id: siteId,
        member_currency: string({ maxLength: 8 }),
        field: stringEnum(['member_account', 'member_name', 'member_phone', 'member_email', 'identity_id']),
        value: string({ maxLength: 200 }),
      },
      ['site_id', 'member_currency', 'field', 'value'],
    ),
    ({ body, lang }) => {
      const settings = registerSettings(db, body.site_id);
      const policy = policyFromSettings(settings, body.member_currency);
      const formField =
        (Object.keys(REQUEST_FIELD_OF) as RegisterField[]).find((f) => REQUEST_FIELD_OF[f] === body.field) ?? 'memberAccount';
      const values = fromRegisterRequest({ [body.field]: body.value });
      const key = validateRegisterField(formField, values, { siteId: body.site_id, currency: body.member_currency, policy });
      if (key) return ruleAnswer([{ field: body.field, formField, key }], lang);
      const value = body.field === 'member_name' ? body.value.trim() : body.value;
      if (!value) return ok({});
      if (body.field === 'member_account') return holder('account', value, body.site_id) === 'site' ? registerCode(102) : ok({});
      if (body.field === 'identity_id') {
        if (!policy.identity_id.unique) return ok({});
        const where = holder('identity_id', value, body.site_id);
        return where === 'site' ? registerCode(114) : where === 'other' ? registerCode(223) : ok({});
      }
      const check = UNIQUE_CHECKS.find(([field]) => field === body.field);
      if (!check || !policy[check[0]].unique) return ok({});
      return holder(check[1], value, body.site_id) === 'site' ? registerCode(check[2]) : ok({});
    },
  );

  publicCall(
    app,
    ctx,
    '/register',
    object(
      {
        site_id: siteId,
        member_currency: string({ minLength: 1, maxLength: 8 }),
        register_type: stringEnum(['agent', 'recommend', '']),
        agreement: boolean(),
        remote_addr: string({ maxLength: 64 }),
        host: string({ maxLength: 255 }),
        agent_domain_id: string({ maxLength: 64 }),
      },
      ['site_id', 'member_currency'],
    ),
    ({ body: raw, lang, request }) => {
      const body = raw as typeof raw & Partial<RegisterRequest>;
      const now = ctx.now();
      if (!siteCurrencies(db, body.site_id).includes(body.member_currency))
        return fail(400, 'unknownCurrency', { params: { currency: body.member_currency }, httpStatus: 400 });

      // 1. the §5 rules, exactly as the form judges them
      const { context, failures } = judgeRegisterBody(body, registerSettings(db, body.site_id));
      if (failures.length > 0) return ruleAnswer(failures, lang);
      const { policy } = context;
      const values = fromRegisterRequest(body);
      const site = body.site_id;

      // 2. where the request comes from: signed by the shell server as for POST /login, else 218 (IP error)
      const header = verifyLoginHeader(request, body.remote_addr, {
        secret: ctx.security.loginHeaderSecret,
        ttlMs: ctx.security.loginHeaderTtlMs,
        now: now.getTime(),
      });
      if (header !== 'ok') {
        request.log.info({ verdict: header }, 'register header refused');
        return registerCode(218);
      }
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

      // 3. the captcha, spent whatever follows
      if (policy.captcha.shown && spendCaptcha(db, body.captcha_token, body.verify_code, { type: 2, siteId: site, now }) !== 'ok')
        return registerCode(224);

      // 4. the introducer; on an agent's own domain (agent_domain_id) that agent, whatever else is sent
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

      // 5. values the server refuses beyond the shared rules
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
      if (phone && !phoneExists(db, phone, site, body.member_currency)) return registerCode(209);
      for (const [field, code, label] of CONTACT_CODES) {
        const value = body[field];
        if (typeof value === 'string' && value && denied(db, `reserved_${field}`, value))
          return fail(code, 'registerReservedContact', { params: { contact: label } });
      }

      // 6. uniqueness, as the settings say (the account always)
      if (holder('account', values.memberAccount, site) === 'site') return registerCode(102);
      const uniqueValue = { member_name: name, member_phone: phone, member_email: email } as const;
      for (const [field, column, code] of UNIQUE_CHECKS) {
        const value = uniqueValue[field];
        if (value && policy[field].unique && holder(column, value, site) === 'site') return registerCode(code);
      }
      if (values.identityId && policy.identity_id.unique) {
        const where = holder('identity_id', values.identityId, site);
        if (where === 'site') return registerCode(114);
        if (where === 'other') return registerCode(223);
      }

      // 7. the SMS code last, so a refusal above does not spend it
      if (phone && policy.member_phone.verification) {
        const code = spendSmsCode(db, {
          to: phone,
          purpose: 'register',
          code: values.phoneVerify,
          now,
          maxTries: ctx.limits.sms.codeMaxTries,
        });
        if (code === 'dead') return deadCodeAnswer(113, now);
        if (code !== 'ok') return registerCode(113);
      }

      const contacts = Object.fromEntries(
        CONTACT_CODES.map(([field]) => [field, body[field]]).filter(([, value]) => typeof value === 'string' && value !== ''),
      );
      const birthday = values.birthYear
        ? `${values.birthYear}-${values.birthMonth.padStart(2, '0')}-${values.birthDay.padStart(2, '0')}`
        : '';
      const result = db
        .prepare(
          `INSERT INTO members (site_id, account, password_hash, name, currency, status, member_type, agent_id, cash_minor, created_at,
             phone, email, birthday, contacts, identity_id, withdraw_password_hash, recommend_code_id, register_ip)
           VALUES (?, ?, ?, ?, ?, 1, 1, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          site,
          values.memberAccount,
          hashPassword(values.password),
          name,
          body.member_currency,
          agentId,
          now.toISOString(),
          phone,
          email,
          birthday,
          JSON.stringify(contacts),
          values.identityId,
          values.withdrawPassword ? hashPassword(values.withdrawPassword) : null,
          recommendId,
          ip,
        );
      return sessionAnswer(
        db,
        { id: Number(result.lastInsertRowid), account: values.memberAccount, currency: body.member_currency, member_type: 1 },
        now,
      );
    },
  );
}
