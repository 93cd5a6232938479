import type BetterSqlite3 from 'better-sqlite3';

export interface AgentRow {
  id: number;
  site_id: number;
  currency: string;
  active: number;
  level: number;
  parent_agent_id: number | null;
}

/** The agents row of the member who runs it, or undefined for a member that is not an agent. */
export function agentOfMember(db: BetterSqlite3.Database, memberId: number): AgentRow | undefined {
  return db.prepare('SELECT id, site_id, currency, active, level, parent_agent_id FROM agents WHERE member_id = ?').get(memberId) as
    AgentRow | undefined;
}
