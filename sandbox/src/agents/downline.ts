import type { DownlineMemberData, DownlineRelation } from '@casino/contracts';
import type { Db } from '../db/db';
import { major } from '../money/minor-units';
import { DOWNLINE_CTE } from './agent-reports';

interface DownlineRow {
  member_id: number;
  account: string;
  name: string;
  layer: number;
  runs_level: number | null;
  via_account: string | null;
  created_at: string;
  last_login_at: string | null;
  cash_minor: number;
  currency: string;
  status: 1 | 2 | 3;
}

function downlineData(row: DownlineRow): DownlineMemberData {
  const relation: DownlineRelation = row.runs_level !== null ? 'sub_agent' : row.layer === 1 ? 'direct' : 'sub_member';
  return {
    member_id: row.member_id,
    account: row.account,
    name: row.name,
    relation,
    layer: row.layer,
    agent_level: row.runs_level,
    via_account: row.layer > 1 ? row.via_account : null,
    registered_at: row.created_at,
    last_login_at: row.last_login_at,
    balance: major(row.cash_minor, row.currency),
    currency: row.currency,
    status: row.status,
  };
}

/**
 * One page of the agent's downline, every layer, newest first; `search` keeps the accounts
 * containing it (case-insensitive, LIKE's wildcards taken as themselves).
 */
export function downlinePage(
  db: Db,
  agentId: number,
  search: string,
  page: { page: number; count: number },
): { list: DownlineMemberData[]; total_count: number } {
  const needle = search.trim().toLowerCase();
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = needle ? "WHERE lower(m.account) LIKE ? ESCAPE '\\'" : '';
  const args = needle ? [agentId, pattern] : [agentId];
  const { total } = db
    .prepare(`${DOWNLINE_CTE} SELECT COUNT(*) AS total FROM downline d JOIN members m ON m.id = d.member_id ${where}`)
    .get(...args) as { total: number };
  const rows = db
    .prepare(
      `${DOWNLINE_CTE}
       SELECT m.id AS member_id, m.account, m.name, d.layer, runs.level AS runs_level, via.account AS via_account,
              m.created_at, (SELECT MAX(at) FROM (SELECT created_at AS at FROM sessions WHERE member_id = m.id
               UNION ALL SELECT logged_in_at FROM member_logins WHERE member_id = m.id)) AS last_login_at,
              m.cash_minor, m.currency, m.status
       FROM downline d
       JOIN members m ON m.id = d.member_id
       LEFT JOIN agents runs ON runs.member_id = m.id
       LEFT JOIN agents owner ON owner.id = m.agent_id
       LEFT JOIN members via ON via.id = owner.member_id
       ${where}
       ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, page.count, (page.page - 1) * page.count) as DownlineRow[];
  return { list: rows.map(downlineData), total_count: total };
}
