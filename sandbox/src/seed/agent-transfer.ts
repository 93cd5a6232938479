import type BetterSqlite3 from 'better-sqlite3';
import { seedPasswordHash } from '../auth/password';
import { SEED_WITHDRAW_PASSWORD } from './accounts';
import { SEED_PASSWORD } from './content';
import { minor } from '../money/minor-units';

type Db = BetterSqlite3.Database;

const AGENT_TRANSFER_SEED_MARK = 'agent-transfer';

/** The limits of one transfer per site and currency (012-agent-transfer.sql). */
export const AGENT_TRANSFER_LIMITS = [
  { site_id: 1, currency: 'RMB', min: 10, max: 50_000 },
  { site_id: 1, currency: 'USD', min: 1, max: 10_000 },
  { site_id: 2, currency: 'VND', min: 50_000, max: 500_000_000 },
] as const;

/**
 * The transfer's own agents, one per e2e project so the two never share a balance: each runs an
 * active level-1 agent of site 1 (RMB) with one downline member. Ids are fixed and far from the
 * other seeds' so no later seed takes them. Password Test1234, withdraw password 1234.
 */
export const TRANSFER_AGENTS = [
  {
    agent: { id: 31, agent_code: 'AG3101' },
    member: { id: 3101, account: 'agent_pay_desk', name: '郑转账', cash: 5000 },
    downline: { id: 3102, account: 'pay_member_desk', name: '冯下线', cash: 100 },
  },
  {
    agent: { id: 32, agent_code: 'AG3102' },
    member: { id: 3103, account: 'agent_pay_phone', name: '何转账', cash: 5000 },
    downline: { id: 3104, account: 'pay_member_phone', name: '许下线', cash: 100 },
  },
] as const;

/**
 * Seeds the transfer limits and, on a fresh database, the transfer agents, once (docs/sandbox.md
 * "Agent transfer"). An older database keeps its own members: it gets the limits of its own sites.
 */
export function seedAgentTransferOnce(db: Db, seedDate: (days: number) => string, { fresh }: { fresh: boolean }): void {
  if (db.prepare('SELECT 1 FROM seed_marks WHERE name = ?').get(AGENT_TRANSFER_SEED_MARK) !== undefined) return;
  const hasSite = (id: number) => db.prepare('SELECT 1 FROM sites WHERE site_id = ?').get(id) !== undefined;
  const hasCurrency = (code: string) => db.prepare('SELECT 1 FROM currencies WHERE code = ?').get(code) !== undefined;
  db.transaction(() => {
    const limit = db.prepare('INSERT INTO agent_transfer_settings (site_id, currency, min_amount, max_amount) VALUES (?, ?, ?, ?)');
    for (const l of AGENT_TRANSFER_LIMITS)
      if (hasSite(l.site_id) && hasCurrency(l.currency)) limit.run(l.site_id, l.currency, l.min, l.max);

    if (fresh && hasSite(1) && hasCurrency('RMB')) {
      const member = db.prepare(
        `INSERT INTO members (id, site_id, account, password_hash, name, currency, status, member_type, agent_id, cash_minor, created_at, withdraw_password_hash)
         VALUES (?, 1, ?, ?, ?, 'RMB', 1, ?, ?, ?, ?, ?)`,
      );
      const agent = db.prepare(
        "INSERT INTO agents (id, site_id, agent_code, currency, domain, active, member_id, level) VALUES (?, 1, ?, 'RMB', NULL, 1, ?, 1)",
      );
      for (const t of TRANSFER_AGENTS) {
        const add = (m: { id: number; account: string; name: string; cash: number }, type: 1 | 2, agentId: number | null) =>
          member.run(
            m.id,
            m.account,
            seedPasswordHash(m.account, SEED_PASSWORD),
            m.name,
            type,
            agentId,
            minor(m.cash, 'RMB'),
            seedDate(-20),
            seedPasswordHash(`${m.account}:withdraw`, SEED_WITHDRAW_PASSWORD),
          );
        add(t.member, 2, null);
        agent.run(t.agent.id, t.agent.agent_code, t.member.id);
        add(t.downline, 1, t.agent.id);
      }
    }
    db.prepare('INSERT INTO seed_marks (name, applied_at) VALUES (?, ?)').run(AGENT_TRANSFER_SEED_MARK, seedDate(0));
  })();
}
