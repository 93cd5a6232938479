import type BetterSqlite3 from 'better-sqlite3';
import { seedPasswordHash } from '../auth/password';
import { localDay, shiftDay } from '@casino/contracts';
import { monthDays, settlementColumns, settlementLineOnWire, settleMonth } from '../agents/agent-reports';
import { nextOrderNumber } from '../money/orders';
import { localized as t, SEED_PASSWORD } from './content';
import { major, minor } from '../money/minor-units';

type Db = BetterSqlite3.Database;

const REPORTS_SEED_MARK = 'agent-reports';

/** The agent whose downline the reports show (seed-content AGENTS: agent_rmb runs it). */
const TOP_AGENT_CODE = 'AG1001';

/**
 * The level-2 sub-agent under AG1001 the reports use, with the member who runs it (password Test1234).
 * seed-agents.ts (the access part) seeds the same one first; this seed creates it only on a database
 * that lacks it.
 */
export const REPORT_SUB_AGENT = { code: 'AG1011', account: 'agent_sub', name: '林分代', level: 2 } as const;

/**
 * Members AG1001 introduced (layer 1) and members agent_sub introduced (layer 2). `joined`: how many
 * months before the seeding month the member registered (0: this month), on day 1 of that month.
 */
export const REPORT_DIRECT_MEMBERS = [
  { account: 'lucky_star', name: '李幸运', joined: 5 },
  { account: 'golden_tiger', name: '黄金虎', joined: 4 },
  { account: 'jade_dragon', name: '翡翠龙', joined: 3 },
  { account: 'silver_moon', name: '银月', joined: 2 },
  { account: 'red_phoenix', name: '赤凤', joined: 1 },
  { account: 'lotus_bloom', name: '莲花', joined: 0 },
  { account: 'thunder_bay', name: '雷湾', joined: 5 },
  { account: 'ocean_pearl', name: '海珍珠', joined: 4 },
  { account: 'night_owl', name: '夜猫', joined: 3 },
  { account: 'spring_rain', name: '春雨', joined: 2 },
  { account: 'iron_horse', name: '铁马', joined: 1 },
  { account: 'cloud_nine', name: '九霄', joined: 0 },
  { account: 'maple_leaf', name: '枫叶', joined: 5 },
  { account: 'happy_panda', name: '熊猫乐', joined: 4 },
] as const;

export const REPORT_SUB_MEMBERS = [
  { account: 'sub_bamboo', name: '竹林', joined: 5 },
  { account: 'sub_crane', name: '白鹤', joined: 4 },
  { account: 'sub_river', name: '江河', joined: 3 },
  { account: 'sub_summit', name: '山顶', joined: 2 },
  { account: 'sub_willow', name: '柳树', joined: 1 },
  { account: 'sub_orchid', name: '兰花', joined: 0 },
] as const;

/** Days of each month the seeded members play on (and deposit on the first, withdraw on the last). */
export const PLAY_DAYS = [2, 9, 16, 23] as const;

/** Months of activity before the seeding month (and the seeding month itself). */
export const REPORT_MONTHS = 6;

interface Plan {
  /** the member's index in its list; layer-2 members come after the direct ones */
  index: number;
  joined: number;
}

/** Whether a member plays in the month `back` months before the seeding month: from the month it joined, two months of three. */
export function playsIn(plan: Plan, back: number): boolean {
  return back <= plan.joined && (plan.index + back) % 3 !== 0;
}

/** A member's bets on the `slot`-th play day of a month: bet, valid bet and payout (RMB). */
export function dayBets(plan: Plan, back: number, slot: number): { bets: number; valid: number; payouts: number } {
  const bets = 200 + 50 * plan.index + 20 * slot + 10 * back;
  // payout ratio 0.6 .. 1.2: some days the member wins, most days the house does; lucky_star's
  // jackpot four months back turns that month negative for AG1001, which carries it forward
  const jackpot = plan.index === 0 && back === 4 && slot === 1;
  const ratioPercent = jackpot ? 1200 : 60 + ((plan.index * 2 + back * 3 + slot) % 7) * 10;
  // a whole bet times a whole percentage is a whole number of cents: exact
  return { bets, valid: major(bets * 95, 'RMB'), payouts: major(bets * ratioPercent, 'RMB') };
}

/** The deposit a member makes on the first play day of a month it plays, and the withdrawal of every third member on the last. */
export const monthDeposit = (plan: Plan): number => 500 + 100 * plan.index;
export const monthWithdrawal = (plan: Plan): number | null => (plan.index % 3 === 1 ? 300 + 50 * plan.index : null);

/** Adjustments of the settlements, by how many months back their period is. */
const ADJUSTMENTS: Record<number, { reason: ReturnType<typeof t>; amount: number }[]> = {
  2: [{ reason: t('Share of promotion bonuses', '优惠红利分摊', 'Chia sẻ chi phí khuyến mãi'), amount: -120 }],
  3: [{ reason: t('Monthly activity reward', '月度活跃奖励', 'Thưởng hoạt động tháng'), amount: 300 }],
};

/** pending: the last complete month; settled: the one before; paid: older. */
const stateFor = (back: number): 'pending' | 'settled' | 'paid' => (back === 1 ? 'pending' : back === 2 ? 'settled' : 'paid');

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The agent reports' seed (docs/proxy.md "Downline and reports"), applied once: AG1001's level-2
 * sub-agent agent_sub (AG1011), members introduced by each, their bets, deposits, withdrawals
 * and logins over the seeding month and the five before, and monthly settlements of both agents
 * in each state. Unlike the rest of the seed, its days count back from the day the database is
 * seeded (`now`), so the reports' default periods — this month, the last months — have figures.
 */
export function seedAgentReportsOnce(db: Db, now: Date = new Date()): void {
  if (db.prepare('SELECT 1 FROM seed_marks WHERE name = ?').get(REPORTS_SEED_MARK) !== undefined) return;
  const top = db
    .prepare('SELECT id, site_id, currency, level FROM agents WHERE agent_code = ? AND member_id IS NOT NULL')
    .get(TOP_AGENT_CODE) as { id: number; site_id: number; currency: string; level: number } | undefined;
  // An older database without the seeded agent keeps what it has.
  if (!top) return;
  // The site's day and month (America/Caracas), as the reports count them: the UTC date runs ahead every evening.
  const today = localDay(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  /** YYYY-MM-DD of day `day` of the month `back` months before now, or null when it is after today. */
  const dayOf = (back: number, day: number): string | null => {
    const date = new Date(Date.UTC(year, month - back, day));
    const value = date.toISOString().slice(0, 10);
    return value <= today ? value : null;
  };
  const monthOf = (back: number): string => {
    const date = new Date(Date.UTC(year, month - back, 1));
    return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
  };

  db.transaction(() => {
    const insertMember = db.prepare(
      `INSERT INTO members (site_id, account, password_hash, name, currency, status, member_type, agent_id, cash_minor, created_at)
       VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
    );
    const addMember = (account: string, name: string, memberType: number, agentId: number, cash: number, joinedDay: string): number =>
      Number(
        insertMember.run(
          top.site_id,
          account,
          seedPasswordHash(account, SEED_PASSWORD),
          name,
          top.currency,
          memberType,
          agentId,
          minor(cash, top.currency),
          // 11:00 in Caracas: the member joined on that day of the site's clock.
          `${joinedDay}T15:00:00.000Z`,
        ).lastInsertRowid,
      );

    // The sub-agent: a member AG1001 introduced, who runs AG1011 at level 2.
    let sub = db.prepare('SELECT id FROM agents WHERE agent_code = ?').get(REPORT_SUB_AGENT.code) as { id: number } | undefined;
    if (!sub) {
      const subMember = addMember(REPORT_SUB_AGENT.account, REPORT_SUB_AGENT.name, 2, top.id, 3200, dayOf(REPORT_MONTHS, 1) ?? today);
      const subId = db
        .prepare(
          'INSERT INTO agents (site_id, agent_code, currency, domain, active, member_id, parent_agent_id, level) VALUES (?, ?, ?, NULL, 1, ?, ?, ?)',
        )
        .run(top.site_id, REPORT_SUB_AGENT.code, top.currency, subMember, top.id, REPORT_SUB_AGENT.level).lastInsertRowid;
      sub = { id: Number(subId) };
    }
    const subAgentId = sub.id;

    const plans = [
      ...REPORT_DIRECT_MEMBERS.map((m, i) => ({ ...m, index: i, agentId: top.id })),
      ...REPORT_SUB_MEMBERS.map((m, i) => ({ ...m, index: REPORT_DIRECT_MEMBERS.length + i, agentId: subAgentId })),
    ];
    const bet = db.prepare(
      'INSERT INTO member_bet_days (member_id, day, gt_id, bet_count, bets, valid_bets, payouts) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const order = db.prepare(
      `INSERT INTO money_orders (order_number, member_id, type, amount_minor, currency, status, method_id, bank_account_id, method_name_i18n, bank_account_number, created_at, completed_at)
       VALUES (?, ?, ?, ?, ?, 'success', NULL, NULL, ?, NULL, ?, ?)`,
    );
    const login = db.prepare('INSERT INTO member_logins (member_id, logged_in_at) VALUES (?, ?)');
    const deposit = JSON.stringify(t('E-wallet', '电子钱包', 'Ví điện tử'));
    const withdrawal = JSON.stringify(t('Bank card', '银行卡', 'Thẻ ngân hàng'));

    for (const plan of plans) {
      const joinedDay = dayOf(plan.joined, 1) ?? today;
      const memberId = addMember(plan.account, plan.name, 1, plan.agentId, 100 + 37 * plan.index, joinedDay);
      let lastPlayed: string | null = null;
      for (let back = plan.joined; back >= 0; back -= 1) {
        if (!playsIn(plan, back)) continue;
        PLAY_DAYS.forEach((day, slot) => {
          const date = dayOf(back, day);
          if (!date) return;
          const b = dayBets(plan, back, slot);
          // slots (2) and live casino (3) alternate by member
          bet.run(memberId, date, plan.index % 2 === 0 ? 2 : 3, 10 + slot, b.bets, b.valid, b.payouts);
          lastPlayed = date;
          const at = `${date}T10:00:00.000Z`;
          if (slot === 0)
            order.run(
              nextOrderNumber(db, 1, new Date(at)),
              memberId,
              1,
              minor(monthDeposit(plan), top.currency),
              top.currency,
              deposit,
              at,
              at,
            );
          const out = monthWithdrawal(plan);
          if (slot === PLAY_DAYS.length - 1 && out !== null)
            order.run(nextOrderNumber(db, 2, new Date(at)), memberId, 2, minor(out, top.currency), top.currency, withdrawal, at, at);
        });
      }
      if (lastPlayed !== null) login.run(memberId, `${lastPlayed}T09:30:00.000Z`);
    }

    // Monthly settlements of both agents for the complete months, oldest first (a negative month carries into the next).
    const settlement = db.prepare(
      `INSERT INTO agent_settlements (agent_id, period, start_date, end_date, net_win_loss, active_members, min_active_members,
         commission_rate, carried_in, commission, adjustments, state, created_at, settled_at, paid_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const line = db.prepare(
      'INSERT INTO agent_settlement_lines (settlement_id, layer, agent_level, active_members, valid_bets, win_loss, rate, commission) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const adjustment = db.prepare('INSERT INTO agent_settlement_adjustments (settlement_id, reason_i18n, amount) VALUES (?, ?, ?)');
    const subLevel = (db.prepare('SELECT level FROM agents WHERE id = ?').get(subAgentId) as { level: number }).level;
    for (const agent of [top, { ...top, id: subAgentId, level: subLevel }]) {
      let carry = 0;
      for (let back = REPORT_MONTHS - 1; back >= 1; back -= 1) {
        const period = monthOf(back);
        const { start_date, end_date } = monthDays(period);
        const month = settleMonth(db, agent, start_date, end_date, carry);
        carry = month.carried_out;
        const columns = settlementColumns(month, agent.currency);
        const adjustments = agent.id === top.id ? (ADJUSTMENTS[back] ?? []) : [];
        const state = stateFor(back);
        const created = `${shiftDay(end_date, 3)}T02:00:00.000Z`;
        const settled = state === 'pending' ? null : `${shiftDay(end_date, 5)}T02:00:00.000Z`;
        const paid = state === 'paid' ? `${shiftDay(end_date, 7)}T02:00:00.000Z` : null;
        const id = Number(
          settlement.run(
            agent.id,
            period,
            start_date,
            end_date,
            columns.net_win_loss,
            columns.active_members,
            columns.min_active_members,
            columns.commission_rate,
            columns.carried_in,
            columns.commission,
            major(
              adjustments.reduce((sum, a) => sum + minor(a.amount, agent.currency), 0),
              agent.currency,
            ),
            state,
            created,
            settled,
            paid,
          ).lastInsertRowid,
        );
        for (const l of month.lines.map((minorLine) => settlementLineOnWire(minorLine, agent.currency)))
          line.run(id, l.layer, l.agent_level, l.active_members, l.valid_bets, l.win_loss, l.rate, l.commission);
        for (const a of adjustments) adjustment.run(id, JSON.stringify(a.reason), a.amount);
      }
    }
    db.prepare('INSERT INTO seed_marks (name, applied_at) VALUES (?, ?)').run(REPORTS_SEED_MARK, now.toISOString());
  })();
}
