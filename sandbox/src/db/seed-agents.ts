import type BetterSqlite3 from 'better-sqlite3';
import { AGENTS } from './seed-content';

type Db = BetterSqlite3.Database;

const AGENTS_SEED_MARK = 'agents';

/**
 * The agent programme's seed (docs/proxy.md "Sandbox data"), applied once to a fresh or an older
 * database: links each seeded agents row to the member who runs it (009-agents.sql).
 */
export function seedAgentsOnce(db: Db, seedDate: (days: number) => string): void {
  if (db.prepare('SELECT 1 FROM seed_marks WHERE name = ?').get(AGENTS_SEED_MARK) !== undefined) return;
  db.transaction(() => {
    const link = db.prepare(
      'UPDATE agents SET member_id = ? WHERE id = ? AND EXISTS (SELECT 1 FROM members WHERE id = ? AND member_type = 2)',
    );
    for (const a of AGENTS) link.run(a.member_id, a.id, a.member_id);
    db.prepare('INSERT INTO seed_marks (name, applied_at) VALUES (?, ?)').run(AGENTS_SEED_MARK, seedDate(0));
  })();
}
