import type BetterSqlite3 from 'better-sqlite3';
import { minor } from '../money/minor-units';

type Db = BetterSqlite3.Database;

const WALLET_SEED_MARK = 'member-wallet';

/** Cash the seeded members hold at providers (members.cash_minor stays their main wallet). */
const PROVIDER_CASH: Array<{ account: string; gp_id: string; cash: number }> = [
  { account: 'player_rmb', gp_id: 'GPR8', cash: 120 },
  { account: 'player_rmb', gp_id: 'GPJD', cash: 35.5 },
  { account: 'player_usd', gp_id: 'GPR8', cash: 12.25 },
  { account: 'player_vnd', gp_id: 'GPJL', cash: 150_000 },
  { account: 'agent_rmb', gp_id: 'GPFC', cash: 500 },
];

/** A few letters per member, in the member's language, newest last so ids grow with time. */
const LETTERS: Array<{ account: string; title: string; content: string; read: boolean; day: number }> = [
  { account: 'player_rmb', title: '欢迎加入', content: '<p>欢迎成为我们的会员，祝您游戏愉快！</p>', read: true, day: 1 },
  { account: 'player_rmb', title: '存款优惠', content: '<p>本周首存即送 <b>10%</b> 奖金。</p>', read: false, day: 3 },
  { account: 'player_usd', title: 'Welcome aboard', content: '<p>Welcome to the site, good luck!</p>', read: true, day: 1 },
  {
    account: 'player_usd',
    title: 'Weekend bonus',
    content: '<p>Deposit this weekend and get a <b>10%</b> bonus.</p>',
    read: false,
    day: 3,
  },
  { account: 'player_vnd', title: 'Chào mừng', content: '<p>Chào mừng bạn đến với trang web!</p>', read: false, day: 2 },
];

/** Old transfers, so the transfer record has a history before the member acts. */
const TRANSFERS: Array<{ account: string; from: string; to: string; amount: number; day: number }> = [
  { account: 'player_rmb', from: 'MAIN', to: 'GPR8', amount: 200, day: 2 },
  { account: 'player_rmb', from: 'GPR8', to: 'MAIN', amount: 80, day: 2 },
  { account: 'player_rmb', from: 'MAIN', to: 'GPJD', amount: 35.5, day: 4 },
  { account: 'player_usd', from: 'MAIN', to: 'GPR8', amount: 12.25, day: 3 },
];

/**
 * Seeds the wallet data of issue 12 (provider wallets, transfer history, letters, the cash-surplus
 * setting) once: in a new database, or once in a database seeded before it (seed_marks).
 */
export function seedMemberWallet(db: Db, seedDate: (days: number, hours?: number) => string): void {
  if (db.prepare('SELECT 1 FROM seed_marks WHERE name = ?').get(WALLET_SEED_MARK) !== undefined) return;
  const memberOf = (account: string) =>
    db.prepare('SELECT id, currency FROM members WHERE account = ? ORDER BY id LIMIT 1').get(account) as
      { id: number; currency: string } | undefined;
  const memberId = (account: string) => memberOf(account)?.id;
  const provider = (gpId: string) => db.prepare('SELECT 1 FROM providers WHERE gp_id = ?').get(gpId) !== undefined;

  const wallet = db.prepare('INSERT OR REPLACE INTO member_provider_wallets (member_id, gp_id, cash_minor) VALUES (?, ?, ?)');
  for (const w of PROVIDER_CASH) {
    const owner = memberOf(w.account);
    if (owner !== undefined && provider(w.gp_id)) wallet.run(owner.id, w.gp_id, minor(w.cash, owner.currency));
  }
  const letter = db.prepare('INSERT INTO member_letters (member_id, title, content, is_read, created_at) VALUES (?, ?, ?, ?, ?)');
  for (const l of LETTERS) {
    const id = memberId(l.account);
    if (id !== undefined) letter.run(id, l.title, l.content, l.read ? 1 : 0, seedDate(l.day));
  }
  const transfer = db.prepare(
    'INSERT INTO transfer_records (member_id, order_number, from_wallet, to_wallet, amount_minor, status, created_at) VALUES (?, ?, ?, ?, ?, 1, ?)',
  );
  TRANSFERS.forEach((t, index) => {
    const owner = memberOf(t.account);
    if (owner !== undefined)
      transfer.run(
        owner.id,
        `TR${String(index + 1).padStart(10, '0')}`,
        t.from,
        t.to,
        minor(t.amount, owner.currency),
        seedDate(t.day, index),
      );
  });
  db.prepare(
    'INSERT OR IGNORE INTO cash_surplus_settings (site_id, currency, active) SELECT site_id, currency, 1 FROM site_currencies',
  ).run();
  db.prepare('INSERT OR IGNORE INTO seed_marks (name, applied_at) VALUES (?, ?)').run(WALLET_SEED_MARK, seedDate(0));
}
