import type BetterSqlite3 from 'better-sqlite3';
import { REGISTER_SETTING_FIELDS, type RegisterSettingField } from '@casino/contracts/register-rules';
import { seedPasswordHash } from '../auth/password';
import type { Localized } from '../http/lang';
import { mapLocalized } from '../locales';
import { localized as t, SEED_PASSWORD } from './content';

type Db = BetterSqlite3.Database;

/** The members of issue 10's login states (site 1, RMB, password Test1234), after the six of seed-content.ts. */
export const SECURITY_MEMBERS = [
  { id: 7, account: 'player_device', name: '赵设备', phone: '13800000107', email: 'device@example.com', device_verification: 1 },
  { id: 8, account: 'player_move', name: '钱迁移', phone: '13800000802', email: 'move@example.com', pending_transfer_validation: 1 },
  { id: 9, account: 'player_dv', name: '孙验证', phone: '13800000009', email: 'dv@example.com' },
  { id: 10, account: 'player_newpw', name: '周改密', phone: '13800000010', email: 'newpw@example.com', first_login_to_change_password: 1 },
] as const;

/** player_move's withdrawal password (transfer validation step 1). */
export const SEED_WITHDRAW_PASSWORD = '1234';

/** Contacts of the first six members, so forgot-password and uniqueness have something to find. */
const CONTACTS = [
  { account: 'player_rmb', phone: '13800000001', email: 'rmb@example.com', identity_id: '' },
  { account: 'player_usd', phone: '', email: 'usd@example.com', identity_id: 'US998877' },
  { account: 'player_vnd', phone: '0912345678', email: 'vnd@example.com', identity_id: 'VN123456' },
  { account: 'player_off', phone: '13800000004', email: '', identity_id: '' },
];

export const EXTRA_AGENTS = [
  { id: 2, site_id: 1, agent_code: 'AG1002', currency: 'RMB', domain: null, active: 0 },
  { id: 3, site_id: 1, agent_code: 'AG1003', currency: 'USD', domain: null, active: 1 },
  { id: 4, site_id: 2, agent_code: 'AG2001', currency: 'VND', domain: 'agent2.localhost', active: 1 },
];

/** code, site, member id, currency, active */
export const RECOMMEND_CODES = [
  ['R1001', 1, 1, 'RMB', 1],
  ['R1002', 1, 1, 'RMB', 0],
  ['R1003', 1, 4, 'RMB', 1],
  ['R1004', 1, 2, 'USD', 1],
  ['R1005', 1, 6, 'USD', 1],
  ['R2001', 2, 3, 'VND', 1],
] as const;

/** The recommend programme per site and currency: closed for site 1 USD (code 107). */
const PROGRAMMES = [
  [1, 'RMB', 1],
  [1, 'USD', 0],
  [2, 'VND', 1],
  [2, 'USD', 1],
] as const;

/** d: display, r: required, u: unique, v: verification (flags of §3 "Register setting entry"). */
type Flags = `${'d' | ''}${'r' | ''}${'u' | ''}${'v' | ''}`;
type Layout = Partial<Record<RegisterSettingField, Flags>>;

/** One register form per site and currency, each showing different rules (docs/sandbox.md). */
export const REGISTER_LAYOUTS: Record<number, Record<string, Layout>> = {
  1: {
    RMB: {
      check_password: 'dr',
      member_name: 'dru',
      member_phone: 'duv',
      member_email: 'du',
      member_birthday: 'd',
      member_qq: 'd',
      member_wechat: 'd',
      withdraw_password: 'dr',
      captcha: 'dr',
    },
    USD: {
      check_password: 'dr',
      member_name: 'd',
      member_email: 'dru',
      member_phone: 'd',
      member_telegram: 'd',
      member_whats_app: 'd',
      member_skype: 'd',
      member_fb: 'd',
      member_others: 'd',
      captcha: 'dr',
    },
  },
  2: {
    VND: {
      check_password: 'dr',
      member_name: 'dr',
      member_phone: 'druv',
      member_zalo: 'd',
      member_fb: 'd',
      identity_id: 'dru',
      member_birthday: 'd',
      withdraw_password: 'd',
      captcha: 'dr',
    },
    USD: {
      member_name: 'd',
      member_email: 'du',
      member_phone: 'd',
      member_birthday: 'dr',
      member_telegram: 'dr',
      member_others: 'd',
      identity_id: 'du',
    },
  },
};

const ALL_FIELDS = REGISTER_SETTING_FIELDS;

/** kind → values (004-accounts-security.sql says what each kind does). */
export const DENY_LIST: Record<string, string[]> = {
  blacklist_name: ['黑名单', 'Blacklisted', 'Blacklisted Person'],
  blacklist_email: ['blocked@example.com'],
  blacklist_phone: ['13900000000', '0900000000'],
  email_domain: ['mailinator.com', 'tempmail.com', '10minutemail.com'],
  phone_prefix: ['000', '999'],
  name_word: ['admin', 'test', '测试', '客服'],
  reserved_member_qq: ['10000'],
  reserved_member_telegram: ['@support'],
  reserved_member_whats_app: ['+10000000'],
  reserved_member_skype: ['live:support'],
  reserved_member_fb: ['facebook'],
  reserved_member_zalo: ['1000000000'],
  reserved_member_wechat: ['weixin'],
  reserved_member_others: ['support'],
  sms_blocked: ['13800000104', '0900000104'],
};

export const SECURITY_SETTINGS: Record<string, number> = {
  register_ip_daily_limit: 10,
  register_rate_limit: 5,
  register_rate_window_seconds: 60,
  'sms_balance:1': 1000,
  'sms_balance:2': 1000,
};

/** player_dv's questions; answers are compared trimmed and case-insensitively. */
export const DV_QUESTIONS: { question: Localized; answer: string }[] = [
  { question: t('What is your favourite colour?', '您最喜欢的颜色是什么？', 'Màu bạn thích nhất là gì?'), answer: 'blue' },
  { question: t('In which city were you born?', '您出生在哪个城市？', 'Bạn sinh ra ở thành phố nào?'), answer: 'shanghai' },
  { question: t('What was the name of your first pet?', '您第一只宠物叫什么名字？', 'Thú cưng đầu tiên của bạn tên gì?'), answer: 'lucky' },
  { question: t('What was your primary school?', '您的小学叫什么名字？', 'Trường tiểu học của bạn tên gì?'), answer: 'hope' },
];

const AGREEMENT = {
  title: t('{site} terms of service', '{site} 服务条款', 'Điều khoản dịch vụ {site}'),
  content: t(
    `<h3>1. Age</h3><p>You must be 18 or older to open an account at {site}.</p><h3>2. One account</h3><p>Each person may hold one account; duplicate accounts are closed.</p><h3>3. Responsible play</h3><p>Set limits and ask customer service for help at any time.</p>`,
    `<h3>1. 年龄</h3><p>您必须年满 18 岁才能在 {site} 开户。</p><h3>2. 一人一户</h3><p>每人只能拥有一个账号，重复账号将被关闭。</p><h3>3. 理性娱乐</h3><p>请设定限额，如需帮助请随时联系客服。</p>`,
    `<h3>1. Độ tuổi</h3><p>Bạn phải đủ 18 tuổi để mở tài khoản tại {site}.</p><h3>2. Một tài khoản</h3><p>Mỗi người chỉ được có một tài khoản; tài khoản trùng sẽ bị đóng.</p><h3>3. Chơi có trách nhiệm</h3><p>Hãy đặt giới hạn và liên hệ chăm sóc khách hàng khi cần.</p>`,
  ),
};

const agreement = (site: string): { title: Localized; content: Localized } => ({
  title: mapLocalized(AGREEMENT.title, (text) => text.replace('{site}', site)),
  content: mapLocalized(AGREEMENT.content, (text) => text.replace('{site}', site)),
});

export function seedAccountSecurity(db: Db, seedDate: (days: number) => string): void {
  const member = db.prepare(
    `INSERT INTO members (id, site_id, account, password_hash, name, currency, status, member_type, agent_id, cash_minor, created_at,
       phone, email, withdraw_password_hash, pending_transfer_validation, device_verification, first_login_to_change_password)
     VALUES (?, 1, ?, ?, ?, 'RMB', 1, 1, 1, 10000, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const m of SECURITY_MEMBERS) {
    member.run(
      m.id,
      m.account,
      seedPasswordHash(m.account, SEED_PASSWORD),
      m.name,
      seedDate(-80 + m.id),
      m.phone,
      m.email,
      seedPasswordHash(`${m.account}:withdraw`, SEED_WITHDRAW_PASSWORD),
      'pending_transfer_validation' in m ? m.pending_transfer_validation : 0,
      'device_verification' in m ? m.device_verification : 0,
      'first_login_to_change_password' in m ? m.first_login_to_change_password : 0,
    );
  }
  const contact = db.prepare('UPDATE members SET phone = ?, email = ?, identity_id = ? WHERE account = ?');
  for (const c of CONTACTS) contact.run(c.phone, c.email, c.identity_id, c.account);

  const agent = db.prepare('INSERT INTO agents (id, site_id, agent_code, currency, domain, active) VALUES (?, ?, ?, ?, ?, ?)');
  for (const a of EXTRA_AGENTS) agent.run(a.id, a.site_id, a.agent_code, a.currency, a.domain, a.active);

  const code = db.prepare('INSERT INTO recommend_codes (code, site_id, member_id, currency, active) VALUES (?, ?, ?, ?, ?)');
  for (const row of RECOMMEND_CODES) code.run(...row);
  const programme = db.prepare('INSERT INTO recommend_programmes (site_id, currency, open) VALUES (?, ?, ?)');
  for (const row of PROGRAMMES) programme.run(...row);

  const setting = db.prepare(
    `INSERT INTO register_settings (site_id, currency, name, is_display, is_required, is_unique, is_member_center, is_verification,
       is_member_center_verification, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const [site, layouts] of Object.entries(REGISTER_LAYOUTS)) {
    for (const [currency, layout] of Object.entries(layouts)) {
      ALL_FIELDS.forEach((field, sort) => {
        const flags: string = layout[field] ?? '';
        const shown = flags.includes('d') ? 1 : 0;
        setting.run(
          Number(site),
          currency,
          field,
          shown,
          flags.includes('r') ? 1 : 0,
          flags.includes('u') ? 1 : 0,
          shown,
          flags.includes('v') ? 1 : 0,
          flags.includes('v') ? 1 : 0,
          sort,
        );
      });
    }
  }

  const deny = db.prepare('INSERT INTO register_deny_list (kind, value) VALUES (?, ?)');
  for (const [kind, values] of Object.entries(DENY_LIST)) for (const value of values) deny.run(kind, value);
  const security = db.prepare('INSERT INTO security_settings (key, value) VALUES (?, ?)');
  for (const [key, value] of Object.entries(SECURITY_SETTINGS)) security.run(key, value);

  const question = db.prepare('INSERT INTO double_validation_questions (member_id, question_i18n, answer, sort) VALUES (9, ?, ?, ?)');
  DV_QUESTIONS.forEach((q, sort) => question.run(JSON.stringify(q.question), q.answer, sort));

  const terms = db.prepare('INSERT INTO service_agreements (site_id, title_i18n, content_i18n) VALUES (?, ?, ?)');
  for (const [site, name] of [
    [1, 'Golden Lotus'],
    [2, 'Saigon Star'],
  ] as const) {
    const { title, content } = agreement(name);
    terms.run(site, JSON.stringify(title), JSON.stringify(content));
  }
}
