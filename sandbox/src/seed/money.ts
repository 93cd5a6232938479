import type BetterSqlite3 from 'better-sqlite3';
import { seedPasswordHash } from '../auth/password';
import { SEED_WITHDRAW_PASSWORD } from './accounts';
import { localized as t, SEED_PASSWORD } from './content';
import { minor } from '../money/minor-units';

type Db = BetterSqlite3.Database;

const MONEY_SEED_MARK = 'money-v1';

/** Deposit methods per site and currency (008-money.sql); the payee is where a bank transfer goes. */
const DEPOSIT_METHODS = [
  {
    site_id: 1,
    currency: 'RMB',
    code: 'bank_transfer',
    name: t('Bank transfer', '银行转账', 'Chuyển khoản ngân hàng'),
    min: 100,
    max: 50_000,
    quick: [100, 500, 1000, 5000],
    fast: 0,
    payee: ['ICBC', '上海星河娱乐有限公司', '6222020200112233445'],
  },
  {
    site_id: 1,
    currency: 'RMB',
    code: 'e_wallet',
    name: t('E-wallet', '电子钱包', 'Ví điện tử'),
    min: 50,
    max: 20_000,
    quick: [50, 200, 1000, 3000],
    fast: 1,
    payee: null,
  },
  {
    site_id: 1,
    currency: 'RMB',
    code: 'qr_code',
    name: t('QR code payment', '扫码支付', 'Thanh toán QR'),
    min: 10,
    max: 5000,
    quick: [10, 100, 500, 1000],
    fast: 1,
    payee: null,
  },
  {
    site_id: 1,
    currency: 'USD',
    code: 'bank_transfer',
    name: t('Bank transfer', '银行转账', 'Chuyển khoản ngân hàng'),
    min: 10,
    max: 10_000,
    quick: [10, 50, 100, 500],
    fast: 0,
    payee: ['Bank of America', 'Star River Entertainment LLC', '004412345678'],
  },
  {
    site_id: 1,
    currency: 'USD',
    code: 'usdt',
    name: t('USDT (TRC20)', 'USDT（TRC20）', 'USDT (TRC20)'),
    min: 20,
    max: 20_000,
    quick: [20, 100, 500, 1000],
    fast: 1,
    payee: null,
  },
  {
    site_id: 2,
    currency: 'VND',
    code: 'bank_transfer',
    name: t('Bank transfer', '银行转账', 'Chuyển khoản ngân hàng'),
    min: 100_000,
    max: 500_000_000,
    quick: [100_000, 500_000, 1_000_000, 5_000_000],
    fast: 0,
    payee: ['Vietcombank', 'CONG TY GIAI TRI SAO', '0071000123456'],
  },
  {
    site_id: 2,
    currency: 'VND',
    code: 'e_wallet',
    name: t('MoMo e-wallet', 'MoMo 电子钱包', 'Ví MoMo'),
    min: 50_000,
    max: 50_000_000,
    quick: [50_000, 200_000, 1_000_000, 2_000_000],
    fast: 1,
    payee: null,
  },
] as const;

const BANKS = [
  ['RMB', 'ICBC', t('Industrial and Commercial Bank of China', '中国工商银行', 'Ngân hàng Công Thương Trung Quốc')],
  ['RMB', 'CCB', t('China Construction Bank', '中国建设银行', 'Ngân hàng Xây dựng Trung Quốc')],
  ['RMB', 'ABC', t('Agricultural Bank of China', '中国农业银行', 'Ngân hàng Nông nghiệp Trung Quốc')],
  ['RMB', 'BOC', t('Bank of China', '中国银行', 'Ngân hàng Trung Quốc')],
  ['RMB', 'CMB', t('China Merchants Bank', '招商银行', 'Ngân hàng Chiêu Thương')],
  ['USD', 'BOA', t('Bank of America', '美国银行', 'Bank of America')],
  ['USD', 'CHASE', t('JPMorgan Chase', '摩根大通银行', 'JPMorgan Chase')],
  ['USD', 'CITI', t('Citibank', '花旗银行', 'Citibank')],
  ['VND', 'VCB', t('Vietcombank', '越南外贸银行', 'Vietcombank')],
  ['VND', 'TCB', t('Techcombank', '越南技术商业银行', 'Techcombank')],
  ['VND', 'BIDV', t('BIDV', '越南投资发展银行', 'BIDV')],
  ['VND', 'ACB', t('Asia Commercial Bank', '亚洲商业银行', 'Ngân hàng Á Châu (ACB)')],
] as const;

const WITHDRAW_SETTINGS = [
  { site_id: 1, currency: 'RMB', min: 100, max: 50_000, daily: 5 },
  { site_id: 1, currency: 'USD', min: 20, max: 10_000, daily: 5 },
  { site_id: 2, currency: 'VND', min: 200_000, max: 500_000_000, daily: 5 },
] as const;

/**
 * Members kept for the money flows, so their balance moves without touching what other suites
 * read: money_desk and money_phone (one per e2e project) have no bank account yet; money_bind
 * must bind one before depositing (the unbound-bank-account notice). Password Test1234,
 * withdraw password 1234.
 */
export const MONEY_MEMBERS = [
  { account: 'money_desk', name: '陈存款', cash: 1000, bank_account_required: 0 },
  { account: 'money_phone', name: '林手机', cash: 1000, bank_account_required: 0 },
  { account: 'money_bind', name: '吴绑卡', cash: 500, bank_account_required: 1 },
] as const;

const json = (value: unknown) => JSON.stringify(value);

/**
 * Seeds the money tables once (a database seeded before issue 12 receives them on its next
 * start): methods, banks, limits, the money members, and a bank account with a short history for
 * player_rmb so the records have something to show.
 */
export function seedMoneyOnce(db: Db, seedDate: (days: number, hours?: number) => string, { fresh }: { fresh: boolean }): void {
  if (db.prepare('SELECT 1 FROM seed_marks WHERE name = ?').get(MONEY_SEED_MARK) !== undefined) return;
  // An older database keeps its own sites and members: it gets the settings of what it has, no new accounts.
  const hasSite = (id: number) => db.prepare('SELECT 1 FROM sites WHERE site_id = ?').get(id) !== undefined;
  const hasCurrency = (code: string) => db.prepare('SELECT 1 FROM currencies WHERE code = ?').get(code) !== undefined;
  db.transaction(() => {
    const method = db.prepare(
      `INSERT INTO deposit_methods (site_id, currency, code, name_i18n, min_amount, max_amount, quick_amounts, fast, sort, payee_bank, payee_name, payee_number)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    DEPOSIT_METHODS.forEach((m, i) => {
      if (!hasSite(m.site_id) || !hasCurrency(m.currency)) return;
      method.run(
        m.site_id,
        m.currency,
        m.code,
        json(m.name),
        m.min,
        m.max,
        json(m.quick),
        m.fast,
        100 - i,
        m.payee?.[0] ?? null,
        m.payee?.[1] ?? null,
        m.payee?.[2] ?? null,
      );
    });
    const bank = db.prepare('INSERT INTO banks (currency, bank_code, name_i18n, sort) VALUES (?, ?, ?, ?)');
    BANKS.forEach(([currency, code, name], i) => {
      if (hasCurrency(currency)) bank.run(currency, code, json(name), 100 - i);
    });
    const limit = db.prepare(
      'INSERT INTO withdraw_settings (site_id, currency, min_amount, max_amount, daily_times) VALUES (?, ?, ?, ?, ?)',
    );
    for (const w of WITHDRAW_SETTINGS)
      if (hasSite(w.site_id) && hasCurrency(w.currency)) limit.run(w.site_id, w.currency, w.min, w.max, w.daily);

    const member = db.prepare(
      `INSERT INTO members (site_id, account, password_hash, name, currency, status, member_type, agent_id, cash_minor, created_at, withdraw_password_hash, bank_account_required)
       VALUES (1, ?, ?, ?, 'RMB', 1, 1, 1, ?, ?, ?, ?)`,
    );
    for (const m of fresh ? MONEY_MEMBERS : []) {
      member.run(
        m.account,
        seedPasswordHash(m.account, SEED_PASSWORD),
        m.name,
        minor(m.cash, 'RMB'),
        seedDate(-30),
        seedPasswordHash(`${m.account}:withdraw`, SEED_WITHDRAW_PASSWORD),
        m.bank_account_required,
      );
    }

    const rmb = db.prepare("SELECT id, name FROM members WHERE site_id = 1 AND account = 'player_rmb'").get() as
      { id: number; name: string } | undefined;
    if (fresh && rmb) {
      const account = db
        .prepare(
          'INSERT INTO member_bank_accounts (member_id, site_id, bank_code, account_name, account_number, branch, created_at) VALUES (?, 1, ?, ?, ?, ?, ?)',
        )
        .run(rmb.id, 'CMB', rmb.name, '6225880012345678', '上海分行', seedDate(-20));
      const bankName = json(BANKS.find(([, code]) => code === 'CMB')?.[2]);
      const methodRow = db
        .prepare("SELECT id, name_i18n FROM deposit_methods WHERE site_id = 1 AND currency = 'RMB' AND code = 'bank_transfer'")
        .get() as { id: number; name_i18n: string };
      const order = db.prepare(
        `INSERT INTO money_orders (order_number, member_id, type, amount_minor, currency, status, method_id, bank_account_id, method_name_i18n, bank_account_number, created_at, completed_at)
         VALUES (?, ?, ?, ?, 'RMB', ?, ?, ?, ?, ?, ?, ?)`,
      );
      const history = [
        { days: -15, type: 1, amount: 1000, status: 'success' },
        { days: -12, type: 1, amount: 500, status: 'failed' },
        { days: -10, type: 2, amount: 300, status: 'success' },
        { days: -6, type: 1, amount: 2000, status: 'success' },
        { days: -3, type: 2, amount: 200, status: 'failed' },
      ] as const;
      history.forEach((h, i) => {
        const at = seedDate(h.days, 3);
        const number = `${h.type === 1 ? 'D' : 'W'}${at.slice(0, 10).replace(/-/g, '')}${String(i + 1).padStart(6, '0')}`;
        if (h.type === 1)
          order.run(
            number,
            rmb.id,
            1,
            minor(h.amount, 'RMB'),
            h.status,
            methodRow.id,
            null,
            methodRow.name_i18n,
            null,
            at,
            seedDate(h.days, 4),
          );
        else
          order.run(
            number,
            rmb.id,
            2,
            minor(h.amount, 'RMB'),
            h.status,
            null,
            account.lastInsertRowid,
            bankName,
            '6225880012345678',
            at,
            seedDate(h.days, 5),
          );
      });
    }
    db.prepare('INSERT INTO seed_marks (name, applied_at) VALUES (?, ?)').run(MONEY_SEED_MARK, seedDate(0));
  })();
}
