import { businessError, type Handler, type Reply } from '@casino/mf-shared/testing';
import type { AgentDomainAnswer, RegisterVerificationRequest } from '@casino/contracts';
import {
  fromRegisterRequest,
  policyFromSettings,
  REGISTER_RULE_CODE,
  REGISTER_SETTING_FIELDS,
  REQUEST_FIELD_OF,
  validateRegister,
  validateRegisterField,
  type RegisterField,
  type RegisterSettingEntry,
  type RegisterSettingField,
} from '@casino/contracts/register-rules';
import { LOGIN_HEADER } from './login-header';

type Flags = Partial<Pick<RegisterSettingEntry, 'is_required' | 'is_unique' | 'is_verification'>>;

/** One register setting entry, shown, with the flags given (0 otherwise). */
export function registerSetting(name: RegisterSettingField, currency: string, flags: Flags = {}): RegisterSettingEntry {
  return {
    name,
    currency,
    is_display: 1,
    is_required: flags.is_required ?? 0,
    is_unique: flags.is_unique ?? 0,
    is_member_center: 0,
    is_verification: flags.is_verification ?? 0,
    is_member_center_verification: 0,
  };
}

const R = { is_required: 1 } as const;

/**
 * The register settings the sandbox seeds for site 1: RMB shows most fields (name, phone with SMS
 * verification, withdraw password required; email and QQ optional; name, phone and email unique),
 * VND a shorter form, USD only the account, the password and the captcha.
 */
export const SEEDED_REGISTER_SETTINGS: RegisterSettingEntry[] = [
  registerSetting('check_password', 'RMB', R),
  registerSetting('member_name', 'RMB', { is_required: 1, is_unique: 1 }),
  registerSetting('member_email', 'RMB', { is_unique: 1 }),
  registerSetting('member_birthday', 'RMB'),
  registerSetting('member_phone', 'RMB', { is_required: 1, is_unique: 1, is_verification: 1 }),
  registerSetting('member_qq', 'RMB'),
  registerSetting('withdraw_password', 'RMB', R),
  registerSetting('captcha', 'RMB', R),
  registerSetting('check_password', 'VND', R),
  registerSetting('member_name', 'VND', R),
  registerSetting('member_phone', 'VND', R),
  registerSetting('member_zalo', 'VND'),
  registerSetting('captcha', 'VND', R),
  registerSetting('captcha', 'USD', R),
];

/** Every configurable field shown and none required (the account, password, confirmation and captcha are). */
export function everyFieldShown(currency: string): RegisterSettingEntry[] {
  const names = REGISTER_SETTING_FIELDS.filter((name) => name !== 'captcha');
  return [
    ...names.map((name) => registerSetting(name, currency, name === 'member_phone' ? { is_verification: 1 } : {})),
    registerSetting('captcha', currency, R),
  ];
}

/** A rule failure as POST /register answers one (REGISTER_RULE_CODE with `errors`). */
export function ruleRefusal(errors: { field: string; key: string; message: string }[]): Reply {
  const reply = businessError(REGISTER_RULE_CODE, 'Validation failed');
  (reply.body as { apiResponseData: unknown }).apiResponseData = { errors };
  return reply;
}

export interface RegisterSandboxOptions {
  settings?: RegisterSettingEntry[];
  /** host → the agent domain's answer */
  agentDomains?: Record<string, Omit<AgentDomainAnswer, 'is_valid'>>;
  /** The answer of the captcha the form shows (authHandlers().currentAnswer); no check when absent. */
  captchaAnswer?: () => string;
  /** Phones /register/sms refuses with this code (099, 103, 104). */
  smsRefusals?: Record<string, number>;
  /**
   * The members the login handlers know (authHandlers().members): their accounts are taken, and a
   * registration joins them, so the new member's session and next login are answered.
   */
  members?: Record<string, SandboxMember>;
  /** The site's currencies (POST /arks/web/site/detail → currency_list); the call is not answered when absent. */
  siteCurrencies?: string[];
}

interface SandboxMember {
  password: string;
  id: number;
  currency: string;
  status: 1 | 2 | 3;
}

interface Introducer {
  type: 'agent' | 'recommend';
  currency: string;
}

/** Seeded introducers: the agent AG1001 (RMB), AG2001 (VND) and player_rmb's recommend code R1001 (RMB). */
const INTRODUCERS: Record<string, Introducer> = {
  AG1001: { type: 'agent', currency: 'RMB' },
  AG2001: { type: 'agent', currency: 'VND' },
  R1001: { type: 'recommend', currency: 'RMB' },
};

/** The register codes of a taken unique value (§8). */
const TAKEN_CODE: Record<RegisterVerificationRequest['field'], number> = {
  member_account: 102,
  member_name: 103,
  member_phone: 104,
  member_email: 105,
  identity_id: 114,
};

/**
 * The register calls the way the sandbox answers them: settings per currency, agent domains and
 * introducer checks, single-field checks on blur (the shared rules, then uniqueness), SMS codes
 * with their 300 s spacing, and POST /register judged by the same rules before it stores the
 * member and answers a session.
 */
export function registerHandlers(options: RegisterSandboxOptions = {}) {
  let settings = options.settings ?? SEEDED_REGISTER_SETTINGS;
  const taken: Record<RegisterVerificationRequest['field'], Set<string>> = {
    member_account: new Set(['player_rmb', 'player_off', 'player_ice']),
    member_name: new Set(['张三']),
    member_phone: new Set(['13800000000']),
    member_email: new Set(['taken@example.com']),
    identity_id: new Set(['ID0001']),
  };
  const smsCodes = new Map<string, { code: string; sentAt: number }>();
  const spentCaptchas = new Set<string>();
  const registered: Record<string, unknown>[] = [];
  let sent = 0;

  const isTaken = (field: RegisterVerificationRequest['field'], value: string) =>
    taken[field].has(value) || (field === 'member_account' && Boolean(options.members?.[value]));
  const contextOf = (currency: string) => ({ siteId: 1, currency, policy: policyFromSettings(settings, currency) });
  const rules = (failures: { field: RegisterField; key: string }[]) =>
    ruleRefusal(failures.map(({ field, key }) => ({ field: REQUEST_FIELD_OF[field], key, message: key })));

  const handlers: Record<string, Handler> = {
    ...(options.siteCurrencies
      ? {
          '/arks/web/site/detail': () => ({
            detail: {
              site_id: 1,
              site_name: 'Golden Lotus',
              default_currency: options.siteCurrencies?.[0] ?? 'RMB',
              currency_list: options.siteCurrencies,
              customer_service_link: 'https://support.example.com/chat?site=1',
            },
          }),
        }
      : {}),
    '/arks/web/register-settings': () => ({ list: settings }),
    '/arks/web/register-settings/service-agreement': () => ({
      title: 'Terms of service',
      content: '<p>Members must be <strong>18 or older</strong>.</p><img src="x" onerror="alert(1)"><script>alert(1)</script>',
    }),
    '/arks/web/check-agent-domain': (body) => {
      const domain = options.agentDomains?.[String(body.host)];
      return domain ? { is_valid: 1, ...domain } : { is_valid: 0, currency: '', agent_id: '' };
    },
    '/register/valid_message': (body) => {
      const code = String(body.agent_id ?? body.recommend_code ?? '');
      const introducer = INTRODUCERS[code];
      const type = body.agent_id ? 'agent' : 'recommend';
      return introducer && introducer.type === type ? { is_valid: true, currency: introducer.currency } : { is_valid: false };
    },
    '/register/verification': (body) => {
      const field = String(body.field) as RegisterVerificationRequest['field'];
      const value = String(body.value ?? '');
      const formField = (Object.keys(REQUEST_FIELD_OF) as RegisterField[]).find((key) => REQUEST_FIELD_OF[key] === field);
      if (!formField || !(field in TAKEN_CODE)) return businessError(REGISTER_RULE_CODE, 'Unknown field');
      const values = { ...fromRegisterRequest({}), [formField]: value };
      const key = validateRegisterField(formField, values, contextOf(String(body.member_currency ?? 'RMB')));
      if (key) return rules([{ field: formField, key }]);
      if (isTaken(field, value)) return businessError(TAKEN_CODE[field], 'Already registered');
      return {};
    },
    '/register/sms': (body) => {
      const phone = String(body.member_phone ?? '');
      if (!phone) return businessError(201, 'Phone blank');
      const refusal = options.smsRefusals?.[phone];
      if (refusal) return businessError(refusal, `SMS refused (${refusal})`);
      const last = smsCodes.get(phone);
      if (last && Date.now() - last.sentAt < 300_000) return businessError(102, 'One code per five minutes');
      sent += 1;
      smsCodes.set(phone, { code: String(123400 + sent), sentAt: Date.now() });
      return {};
    },
    // The own server's signed header (the shell server; ownServerHandlers answers it beside the API fake).
    '/get_login_header': () => LOGIN_HEADER,
    '/register': (body, call) => {
      // As the sandbox: the address the own server signed, in the body and the headers, or 218.
      const signed = LOGIN_HEADER.headers;
      if (
        body.remote_addr !== signed.remote_addr ||
        body.host !== signed.host ||
        call.headers['x-login-signature'] !== signed['x-login-signature'] ||
        call.headers['x-login-timestamp'] !== signed['x-login-timestamp']
      )
        return businessError(218, 'IP error');
      if (options.captchaAnswer && body.captcha_token !== undefined) {
        const token = String(body.captcha_token);
        const fresh = !spentCaptchas.has(token);
        spentCaptchas.add(token);
        if (!fresh || String(body.verify_code ?? '') !== options.captchaAnswer()) return businessError(224, 'Verification failed');
      }
      const domainAgents = Object.values(options.agentDomains ?? {}).map((domain) => String(domain.agent_id));
      if (body.agent_domain_id !== undefined && !domainAgents.includes(String(body.agent_domain_id)))
        return businessError(228, 'Invalid introducer');
      const currency = String(body.member_currency ?? 'RMB');
      const values = fromRegisterRequest(body);
      const failures = validateRegister(values, contextOf(currency));
      if (failures.length > 0) return rules(failures);
      for (const field of Object.keys(TAKEN_CODE) as RegisterVerificationRequest['field'][]) {
        const value = body[field];
        if (typeof value === 'string' && isTaken(field, value)) return businessError(TAKEN_CODE[field], 'Already registered');
      }
      if (values.phoneVerify && smsCodes.get(values.memberPhone)?.code !== values.phoneVerify) return businessError(113, 'Verify error');
      if (values.introducer && !INTRODUCERS[values.introducer]) return businessError(112, 'Introducer not found');
      for (const field of Object.keys(TAKEN_CODE) as RegisterVerificationRequest['field'][]) {
        const value = body[field];
        if (typeof value === 'string' && value) taken[field].add(value);
      }
      registered.push(body);
      const id = 100 + registered.length;
      if (options.members) options.members[values.memberAccount] = { password: values.password, id, currency, status: 1 };
      return { member_id: id, member_account: values.memberAccount, member_currency: currency, member_type: 1, token: `session-${id}` };
    },
  };

  return {
    handlers,
    /** The last code sent to a phone (what GET /__sandbox/sms/latest gives a browser test). */
    smsCode: (phone: string) => smsCodes.get(phone)?.code ?? '',
    /** The bodies of the registrations accepted. */
    registered,
    setSettings: (list: RegisterSettingEntry[]) => void (settings = list),
  };
}
