import type { ValidMessageAnswer } from '@casino/contracts';
import type { Db } from '../db/db';

/** The introducers a registration may name: an agent (by code or by its own domain) or a member's recommend code. */

export interface AgentRow {
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

export function agentByCode(db: Db, code: string): AgentRow | undefined {
  return db.prepare('SELECT id, site_id, agent_code, currency, active FROM agents WHERE agent_code = ?').get(code) as AgentRow | undefined;
}

/** The active agent whose own domain is `host` (port and case ignored), as /arks/web/check-agent-domain finds it. */
export function agentOfDomain(db: Db, host: string, site: number): AgentRow | undefined {
  const bare = host.trim().toLowerCase().replace(/:\d+$/, '');
  return db
    .prepare('SELECT id, site_id, agent_code, currency, active FROM agents WHERE lower(domain) = ? AND site_id = ? AND active = 1')
    .get(bare, site) as AgentRow | undefined;
}

export function recommendByCode(db: Db, code: string): RecommendRow | undefined {
  return db
    .prepare(
      `SELECT r.id, r.site_id, r.currency, r.active, m.status AS member_status, p.open
       FROM recommend_codes r JOIN members m ON m.id = r.member_id
       LEFT JOIN recommend_programmes p ON p.site_id = r.site_id AND p.currency = r.currency
       WHERE r.code = ?`,
    )
    .get(code) as RecommendRow | undefined;
}

export function programmeOpen(db: Db, site: number, currency: string): boolean {
  const row = db.prepare('SELECT open FROM recommend_programmes WHERE site_id = ? AND currency = ?').get(site, currency) as
    { open: number } | undefined;
  return row?.open === 1;
}

/** Whether the introducer a register link names is valid on the site, and the currency it registers in (/register/valid_message). */
export function introducerAnswer(
  db: Db,
  site: number,
  agentCode: string | undefined,
  recommendCode: string | undefined,
): ValidMessageAnswer {
  if (agentCode) {
    const agent = agentByCode(db, agentCode.trim());
    if (agent && agent.site_id === site && agent.active === 1) return { is_valid: 1, currency: agent.currency };
  } else if (recommendCode) {
    const code = recommendByCode(db, recommendCode.trim());
    if (code && code.site_id === site && code.active === 1 && code.member_status === 1 && code.open === 1)
      return { is_valid: 1, currency: code.currency };
  }
  return { is_valid: 0 };
}
