import type BetterSqlite3 from 'better-sqlite3';
import { seedPasswordHash } from '../auth/password';
import { AGENTS, SEED_PASSWORD } from './content';

type Db = BetterSqlite3.Database;

const AGENTS_SEED_MARK = 'agents';
const AGENT_ACCESS_SEED_MARK = 'agent-access';

/** Site 1's renamed agent levels (010-agent-access.sql); level 4 and deeper keep "Level N". */
export const AGENT_LEVEL_NAMES = [
  { site_id: 1, level: 1, names: { en_US: 'Gold partner', zh_CN: '金牌合伙人', vi_VN: 'Đối tác Vàng' } },
  { site_id: 1, level: 2, names: { en_US: 'Silver partner', zh_CN: '银牌合伙人', vi_VN: 'Đối tác Bạc' } },
  { site_id: 1, level: 3, names: { en_US: 'Bronze partner', zh_CN: '铜牌合伙人', vi_VN: 'Đối tác Đồng' } },
  { site_id: 2, level: 1, names: { en_US: 'Master agent', zh_CN: '总代理', vi_VN: 'Tổng đại lý' } },
] as const;

/** Commission tiers per site, currency and level (the plan page); USD of site 1 has none: no programme there. */
export const AGENT_COMMISSION_TIERS = [
  { site_id: 1, currency: 'RMB', level: 1, rate: 40, min_active_members: 5 },
  { site_id: 1, currency: 'RMB', level: 2, rate: 30, min_active_members: 3 },
  { site_id: 1, currency: 'RMB', level: 3, rate: 20, min_active_members: 1 },
  { site_id: 2, currency: 'VND', level: 1, rate: 35, min_active_members: 5 },
  { site_id: 2, currency: 'VND', level: 2, rate: 25, min_active_members: 3 },
] as const;

/**
 * The access part's agents, site 1 RMB, fixed ids away from the other seeds': a level-2 sub-agent
 * under AG1001 (it registered through AG1001, so it is in AG1001's downline too), and one inactive
 * agent per e2e project (agents row active 0: the centre sends them to ?page=Register).
 */
export const ACCESS_AGENTS = [
  {
    agent: { id: 11, agent_code: 'AG1011', active: 1, level: 2, parent_agent_id: 1 },
    member: { id: 1101, account: 'agent_sub', name: '林分代', agent_id: 1 },
  },
  {
    agent: { id: 12, agent_code: 'AG1012', active: 0, level: 1, parent_agent_id: null },
    member: { id: 1102, account: 'agent_idle_desk', name: '周待审', agent_id: null },
  },
  {
    agent: { id: 13, agent_code: 'AG1013', active: 0, level: 1, parent_agent_id: null },
    member: { id: 1103, account: 'agent_idle_phone', name: '吴待审', agent_id: null },
  },
] as const;

/**
 * The agent programme's seed (docs/proxy.md "Sandbox data"), applied once to a fresh or an older
 * database: links each seeded agents row to the member who runs it (009-agents.sql), then the
 * access part's levels, tiers and agents.
 */
export function seedAgentsOnce(db: Db, seedDate: (days: number) => string): void {
  if (db.prepare('SELECT 1 FROM seed_marks WHERE name = ?').get(AGENTS_SEED_MARK) === undefined) {
    db.transaction(() => {
      const link = db.prepare(
        'UPDATE agents SET member_id = ? WHERE id = ? AND EXISTS (SELECT 1 FROM members WHERE id = ? AND member_type = 2)',
      );
      for (const a of AGENTS) link.run(a.member_id, a.id, a.member_id);
      db.prepare('INSERT INTO seed_marks (name, applied_at) VALUES (?, ?)').run(AGENTS_SEED_MARK, seedDate(0));
    })();
  }
  seedAgentAccessOnce(db, seedDate);
}

/** Level names, commission tiers and the access agents (010-agent-access.sql), once. */
function seedAgentAccessOnce(db: Db, seedDate: (days: number) => string): void {
  if (db.prepare('SELECT 1 FROM seed_marks WHERE name = ?').get(AGENT_ACCESS_SEED_MARK) !== undefined) return;
  const hasSite = (id: number) => db.prepare('SELECT 1 FROM sites WHERE site_id = ?').get(id) !== undefined;
  const hasCurrency = (code: string) => db.prepare('SELECT 1 FROM currencies WHERE code = ?').get(code) !== undefined;
  db.transaction(() => {
    const name = db.prepare('INSERT OR IGNORE INTO agent_level_names (site_id, level, locale, name) VALUES (?, ?, ?, ?)');
    for (const l of AGENT_LEVEL_NAMES) {
      if (!hasSite(l.site_id)) continue;
      for (const [locale, text] of Object.entries(l.names)) name.run(l.site_id, l.level, locale, text);
    }
    const tier = db.prepare(
      'INSERT OR IGNORE INTO agent_commission_tiers (site_id, currency, level, rate, min_active_members) VALUES (?, ?, ?, ?, ?)',
    );
    for (const t of AGENT_COMMISSION_TIERS)
      if (hasSite(t.site_id) && hasCurrency(t.currency)) tier.run(t.site_id, t.currency, t.level, t.rate, t.min_active_members);

    // The agents join the seed's own AG1001; a database without it (not seeded here) gets the settings only.
    const top = db.prepare("SELECT 1 FROM agents WHERE id = 1 AND agent_code = 'AG1001' AND site_id = 1").get();
    if (top) {
      const taken = (a: (typeof ACCESS_AGENTS)[number]) =>
        db.prepare('SELECT 1 FROM members WHERE id = ? OR (site_id = 1 AND account = ?)').get(a.member.id, a.member.account) !==
          undefined || db.prepare('SELECT 1 FROM agents WHERE id = ? OR agent_code = ?').get(a.agent.id, a.agent.agent_code) !== undefined;
      const member = db.prepare(
        `INSERT INTO members (id, site_id, account, password_hash, name, currency, status, member_type, agent_id, cash_minor, created_at)
         VALUES (?, 1, ?, ?, ?, 'RMB', 1, 2, ?, 0, ?)`,
      );
      const agent = db.prepare(
        `INSERT INTO agents (id, site_id, agent_code, currency, domain, active, member_id, level, parent_agent_id)
         VALUES (?, 1, ?, 'RMB', NULL, ?, ?, ?, ?)`,
      );
      for (const a of ACCESS_AGENTS) {
        if (taken(a)) continue;
        member.run(
          a.member.id,
          a.member.account,
          seedPasswordHash(a.member.account, SEED_PASSWORD),
          a.member.name,
          a.member.agent_id,
          seedDate(-40),
        );
        agent.run(a.agent.id, a.agent.agent_code, a.agent.active, a.member.id, a.agent.level, a.agent.parent_agent_id);
      }
    }
    db.prepare('INSERT INTO seed_marks (name, applied_at) VALUES (?, ?)').run(AGENT_ACCESS_SEED_MARK, seedDate(0));
  })();
}
