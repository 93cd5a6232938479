import type BetterSqlite3 from 'better-sqlite3';
import { seedPasswordHash } from '../auth/password';
import { SEED_PASSWORD } from './content';
import { minor } from '../money/minor-units';

type Db = BetterSqlite3.Database;

const PROFILE_SEED_MARK = 'member-profile';

/** §7 /bonus_setting/check per site and currency: the recommend programme is on for RMB and VND. */
export const BONUS_SETTINGS = [
  [1, 'RMB', 1],
  [1, 'USD', 0],
  [2, 'VND', 1],
  [2, 'USD', 0],
] as const;

/**
 * Members of the account pages (site 1, RMB, password Test1234, no withdraw password yet):
 * acct_desk and acct_phone (one per e2e project) change their password and profile;
 * agent_applicant has an agent application under review (/member/apply_for_agent/check 104).
 */
export const PROFILE_MEMBERS = [
  { account: 'acct_desk', name: '许桌面', phone: '13800000201', email: 'desk@example.com' },
  { account: 'acct_phone', name: '许手机', phone: '13800000202', email: 'phone@example.com' },
  { account: 'agent_applicant', name: '何申请', phone: '13800000203', email: 'applicant@example.com' },
] as const;

/** Friends player_rmb brought with its code R1001: registered days before the seed's clock, with the awards they earned. */
const FRIENDS = [
  {
    account: 'friend_amy',
    name: '艾米',
    day: -40,
    awards: [
      [1, 18, 1, -40],
      [2, 88, 1, -38],
    ],
  },
  {
    account: 'friend_bob',
    name: '鲍勃',
    day: -25,
    awards: [
      [1, 18, 1, -25],
      [2, 58, 2, -2],
    ],
  },
  { account: 'friend_cat', name: '凯特', day: -5, awards: [[1, 18, 3, -5]] },
] as const;

/**
 * Seeds the account and recommend data of issue 12 (V1) once: in a new database, or once in a
 * database seeded before it (seed_marks). In the register settings, the real name is fixed after
 * registration on site 1 RMB (is_member_center 0), so the profile shows a field it cannot edit.
 */
export function seedMemberProfile(db: Db, seedDate: (days: number, hours?: number) => string): void {
  if (db.prepare('SELECT 1 FROM seed_marks WHERE name = ?').get(PROFILE_SEED_MARK) !== undefined) return;
  // only for the sites and currencies the database has (an older database may hold others)
  const bonus = db.prepare(
    'INSERT OR REPLACE INTO bonus_settings (site_id, currency, is_friend) SELECT site_id, currency, ? FROM site_currencies WHERE site_id = ? AND currency = ?',
  );
  for (const [site, currency, isFriend] of BONUS_SETTINGS) bonus.run(isFriend, site, currency);
  db.prepare("UPDATE register_settings SET is_member_center = 0 WHERE site_id = 1 AND currency = 'RMB' AND name = 'member_name'").run();
  db.prepare("UPDATE members SET line_id = 'rmb_line' WHERE site_id = 1 AND account = 'player_rmb'").run();

  // The members below join the seed's own demo accounts; a database without them (not seeded by
  // this sandbox) gets the settings only.
  if (!db.prepare("SELECT 1 FROM members WHERE site_id = 1 AND account = 'player_rmb'").get()) {
    db.prepare('INSERT INTO seed_marks (name, applied_at) VALUES (?, ?)').run(PROFILE_SEED_MARK, seedDate(0));
    return;
  }
  const member = db.prepare(
    `INSERT INTO members (site_id, account, password_hash, name, currency, status, member_type, agent_id, cash_minor, created_at, phone, email, recommend_code_id)
     VALUES (1, ?, ?, ?, 'RMB', 1, 1, NULL, ?, ?, ?, ?, ?)`,
  );
  for (const m of PROFILE_MEMBERS) {
    member.run(m.account, seedPasswordHash(m.account, SEED_PASSWORD), m.name, minor(100, 'RMB'), seedDate(-30), m.phone, m.email, null);
  }
  const applicant = db.prepare("SELECT id FROM members WHERE site_id = 1 AND account = 'agent_applicant'").get() as { id: number };
  db.prepare("INSERT INTO agent_applications (member_id, status, created_at) VALUES (?, 'pending', ?)").run(applicant.id, seedDate(-1));

  const code = db.prepare("SELECT id, member_id FROM recommend_codes WHERE code = 'R1001'").get() as
    { id: number; member_id: number } | undefined;
  if (code) {
    const award = db.prepare(
      'INSERT INTO recommend_awards (member_id, friend_id, award_type, amount_minor, status, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    FRIENDS.forEach((f, i) => {
      const id = Number(
        member.run(f.account, seedPasswordHash(f.account, SEED_PASSWORD), f.name, 0, seedDate(f.day, i), '', '', code.id).lastInsertRowid,
      );
      for (const [type, amount, status, at] of f.awards) award.run(code.member_id, id, type, minor(amount, 'RMB'), status, seedDate(at, 6));
    });
  }
  db.prepare('INSERT INTO seed_marks (name, applied_at) VALUES (?, ?)').run(PROFILE_SEED_MARK, seedDate(0));
}
