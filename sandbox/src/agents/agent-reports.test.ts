import { openDatabase, type Db } from '../db/database';
import { figuresOnWire, layerFigures, settlementColumns, settlementLineOnWire, settleMonth, totalFigures } from './agent-reports';

/** A month long before the seed's activity, so only what a test writes counts. */
const START = '2001-01-01';
const END = '2001-01-31';

function topAgent(db: Db) {
  return db.prepare("SELECT id, site_id, currency, level FROM agents WHERE agent_code = 'AG1001'").get() as {
    id: number;
    site_id: number;
    currency: string;
    level: number;
  };
}

/** The ids of AG1001's first direct members (layer 1). */
function directMembers(db: Db, agentId: number, count: number): number[] {
  const rows = db.prepare('SELECT id FROM members WHERE agent_id = ? ORDER BY id LIMIT ?').all(agentId, count) as { id: number }[];
  return rows.map((row) => row.id);
}

describe('agent report money', () => {
  let db: Db;

  beforeEach(() => {
    db = openDatabase(':memory:').db;
  });

  afterEach(() => {
    db.close();
  });

  it('rounds a commission half up from the exact product (0.70 at 35 % is 0.25, not a float 0.24)', () => {
    const agent = topAgent(db);
    db.prepare('UPDATE agent_commission_tiers SET rate = 35 WHERE site_id = ? AND currency = ? AND level = ?').run(
      agent.site_id,
      agent.currency,
      agent.level,
    );
    const [member] = directMembers(db, agent.id, 1);
    db.prepare(
      'INSERT INTO member_bet_days (member_id, day, gt_id, bet_count, bets, valid_bets, payouts) VALUES (?, ?, 1, 1, 1.7, 1.7, 1)',
    ).run(member, '2001-01-10');

    const month = settleMonth(db, agent, START, END, 0);
    const line = settlementLineOnWire(month.lines[0]!, agent.currency);
    expect(line).toMatchObject({ layer: 1, win_loss: 0.7, rate: 0.35, commission: 0.25 });
    expect(settlementColumns(month, agent.currency)).toMatchObject({ net_win_loss: 0.7, commission_rate: 0.35 });
  });

  it('adds many small amounts without drift: the sums are the exact decimals', () => {
    const agent = topAgent(db);
    const members = directMembers(db, agent.id, 3);
    const order = db.prepare(
      `INSERT INTO money_orders (order_number, member_id, type, amount_minor, currency, status, method_name_i18n, created_at)
       VALUES (?, ?, ?, ?, 'RMB', 'success', '{}', '2001-01-15T12:00:00.000Z')`,
    );
    const bet = db.prepare(
      'INSERT INTO member_bet_days (member_id, day, gt_id, bet_count, bets, valid_bets, payouts) VALUES (?, ?, ?, 1, ?, ?, ?)',
    );
    let n = 0;
    for (const member of members) {
      for (let i = 0; i < 30; i += 1) {
        n += 1;
        order.run(`T-${n}`, member, 1, 10); // 0.10 each
        order.run(`W-${n}`, member, 2, 20); // 0.20 each
        bet.run(member, `2001-01-${String(1 + (i % 28)).padStart(2, '0')}`, 100 + i, 0.1, 0.1, 0.3);
      }
    }
    const totals = figuresOnWire(totalFigures(layerFigures(db, agent.id, START, END)), agent.currency);
    expect(totals).toMatchObject({
      deposits: 9,
      deposit_count: 90,
      withdrawals: 18,
      withdrawal_count: 90,
      bets: 9,
      valid_bets: 9,
      payouts: 27,
      win_loss: -18,
      active_members: 3,
    });
    // an exact decimal: nothing like 8.999999999999998
    expect(String(totals.deposits)).toBe('9');
  });
});
