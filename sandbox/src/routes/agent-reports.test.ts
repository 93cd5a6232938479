import type { FastifyInstance } from 'fastify';
import {
  AGENT_DOWNLINE_PATH,
  AGENT_OPERATION_REPORT_PATH,
  AGENT_SETTLEMENT_DETAIL_PATH,
  AGENT_SETTLEMENTS_PATH,
  AGENT_STRATIFIED_REPORT_PATH,
  localDay,
  type DownlineResponse,
  type OperationReportResponse,
  type SettlementDetailResponse,
  type SettlementsResponse,
  type StratifiedReportResponse,
} from '@casino/contracts';
import {
  dayBets,
  monthDeposit,
  monthWithdrawal,
  PLAY_DAYS,
  playsIn,
  REPORT_DIRECT_MEMBERS,
  REPORT_SUB_MEMBERS,
} from '../seed/agent-reports';
import { call, loginAs, testSandbox } from '../testing';

/** The last complete month before today (the seed counts its months back from the day it ran). */
function lastMonth(): { start: string; end: string } {
  // The site's month (America/Caracas), as the seed counts it.
  const today = localDay(new Date());
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  const start = new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);
  const end = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { start, end };
}

/** What the seed plan says members of one list did in the month `back` months ago (every play day is in a complete month). */
function planned(members: readonly { joined: number }[], offset: number, back: number) {
  const sum = { deposits: 0, withdrawals: 0, bets: 0, valid: 0, payouts: 0, active: 0, joined: 0 };
  members.forEach((m, i) => {
    const plan = { index: offset + i, joined: m.joined };
    if (m.joined === back) sum.joined += 1;
    if (!playsIn(plan, back)) return;
    sum.active += 1;
    sum.deposits += monthDeposit(plan);
    sum.withdrawals += monthWithdrawal(plan) ?? 0;
    PLAY_DAYS.forEach((_day, slot) => {
      const b = dayBets(plan, back, slot);
      sum.bets += b.bets;
      sum.valid += b.valid;
      sum.payouts += b.payouts;
    });
  });
  return sum;
}

describe('agent report calls', () => {
  let app: FastifyInstance;
  let token: string;

  beforeEach(async () => {
    app = testSandbox();
    token = await loginAs(app, 'agent_rmb');
  });

  afterEach(async () => {
    await app.close();
  });

  it('answers 401 without a session and 102 for a member who runs no agent', async () => {
    const anonymous = await call(app, AGENT_DOWNLINE_PATH, { page: 1, count: 20 });
    expect(anonymous.statusCode).toBe(401);
    const player = await loginAs(app, 'player_rmb');
    const refused = await call(app, AGENT_DOWNLINE_PATH, { page: 1, count: 20 }, { token: player, lang: 'zh_CN' });
    expect(refused.body).toMatchObject({ status: false, code: 102, message: '只有已启用的代理才能查看代理报表' });
  });

  it('lists every layer of the downline, newest first, paged and searchable by account', async () => {
    const first = await call<DownlineResponse>(app, AGENT_DOWNLINE_PATH, { page: 1, count: 20 }, { token });
    const { list, total_count } = first.body.apiResponseData;
    // the seed's older direct members, 14 report members, agent_sub and its 6 members
    expect(total_count).toBeGreaterThanOrEqual(14 + 1 + 6);
    expect(list).toHaveLength(20);
    const dates = list.map((row) => row.registered_at);
    expect([...dates].sort().reverse()).toEqual(dates);

    const second = await call<DownlineResponse>(app, AGENT_DOWNLINE_PATH, { page: 2, count: 20 }, { token });
    expect(second.body.apiResponseData.list).toHaveLength(total_count - 20);

    const tiger = await call<DownlineResponse>(app, AGENT_DOWNLINE_PATH, { account: ' TIGER ', page: 1, count: 20 }, { token });
    expect(tiger.body.apiResponseData).toMatchObject({
      total_count: 1,
      list: [{ account: 'golden_tiger', name: '黄金虎', relation: 'direct', layer: 1, via_account: null, currency: 'RMB', status: 1 }],
    });

    const sub = await call<DownlineResponse>(app, AGENT_DOWNLINE_PATH, { account: 'agent_sub', page: 1, count: 20 }, { token });
    expect(sub.body.apiResponseData.list).toEqual([
      expect.objectContaining({ account: 'agent_sub', relation: 'sub_agent', layer: 1, agent_level: 2 }),
    ]);
    const layer2 = await call<DownlineResponse>(app, AGENT_DOWNLINE_PATH, { account: 'sub_', page: 1, count: 20 }, { token });
    expect(layer2.body.apiResponseData.total_count).toBe(REPORT_SUB_MEMBERS.length);
    for (const row of layer2.body.apiResponseData.list)
      expect(row).toMatchObject({ relation: 'sub_member', layer: 2, via_account: 'agent_sub', agent_level: null });

    // LIKE's wildcards are searched as themselves
    const wildcard = await call<DownlineResponse>(app, AGENT_DOWNLINE_PATH, { account: '%', page: 1, count: 20 }, { token });
    expect(wildcard.body.apiResponseData.total_count).toBe(0);
    // a member who played has a last login, one who never logged in none
    const played = list.find((row) => row.account === 'golden_tiger') ?? tiger.body.apiResponseData.list[0];
    expect(played?.last_login_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('adds up the operation report of last month from the providers’ bets and the completed orders', async () => {
    const { start, end } = lastMonth();
    const response = await call<OperationReportResponse>(
      app,
      AGENT_OPERATION_REPORT_PATH,
      { granularity: 'month', start_date: start, end_date: end },
      { token },
    );
    const data = response.body.apiResponseData;
    expect(data.periods).toHaveLength(1);
    const direct = planned(REPORT_DIRECT_MEMBERS, 0, 1);
    const subs = planned(REPORT_SUB_MEMBERS, REPORT_DIRECT_MEMBERS.length, 1);
    const round = (value: number) => Math.round(value * 100) / 100;
    expect(data.periods[0]).toMatchObject({
      start_date: start,
      end_date: end,
      deposits: direct.deposits + subs.deposits,
      withdrawals: direct.withdrawals + subs.withdrawals,
      bets: round(direct.bets + subs.bets),
      valid_bets: round(direct.valid + subs.valid),
      payouts: round(direct.payouts + subs.payouts),
      win_loss: round(direct.bets + subs.bets - direct.payouts - subs.payouts),
      active_members: direct.active + subs.active,
      new_members: direct.joined + subs.joined,
    });
    expect(data.totals).toMatchObject({ deposits: direct.deposits + subs.deposits, active_members: direct.active + subs.active });
    expect(data.currency).toBe('RMB');

    const byDay = await call<OperationReportResponse>(
      app,
      AGENT_OPERATION_REPORT_PATH,
      { granularity: 'day', start_date: start, end_date: end },
      { token },
    );
    const days = byDay.body.apiResponseData.periods;
    expect(days.length).toBeGreaterThanOrEqual(28);
    const played = days.filter((d) => d.bets > 0).map((d) => Number(d.start_date.slice(8)));
    expect(played).toEqual([...PLAY_DAYS]);
  });

  it('counts a day on the site’s clock: a deposit at 22:00 in Caracas is that day’s, not the next UTC day’s', async () => {
    const order = app.sandbox.db
      .prepare(
        `SELECT o.id, o.amount_minor FROM money_orders o JOIN members m ON m.id = o.member_id
         WHERE m.account = ? AND o.type = 1 AND o.status = 'success' LIMIT 1`,
      )
      .get(REPORT_DIRECT_MEMBERS[0].account) as { id: number; amount_minor: number };
    // 2020-03-11 02:00 UTC is 2020-03-10 22:00 in Caracas (UTC-4), days the seed leaves empty.
    app.sandbox.db.prepare('UPDATE money_orders SET created_at = ? WHERE id = ?').run('2020-03-11T02:00:00.000Z', order.id);
    const response = await call<OperationReportResponse>(
      app,
      AGENT_OPERATION_REPORT_PATH,
      { granularity: 'day', start_date: '2020-03-10', end_date: '2020-03-11' },
      { token },
    );
    const [tenth, eleventh] = response.body.apiResponseData.periods;
    expect(tenth).toMatchObject({ start_date: '2020-03-10', deposits: order.amount_minor / 100, deposit_count: 1 });
    expect(eleventh).toMatchObject({ start_date: '2020-03-11', deposits: 0, deposit_count: 0 });
  });

  it('cuts weeks on Mondays and refuses reversed or too long ranges with a translated message', async () => {
    const weeks = await call<OperationReportResponse>(
      app,
      AGENT_OPERATION_REPORT_PATH,
      { granularity: 'week', start_date: '2026-11-04', end_date: '2026-11-20' },
      { token },
    );
    expect(weeks.body.apiResponseData.periods.map((p) => [p.start_date, p.end_date])).toEqual([
      ['2026-11-04', '2026-11-08'],
      ['2026-11-09', '2026-11-15'],
      ['2026-11-16', '2026-11-20'],
    ]);
    const reversed = await call(
      app,
      AGENT_OPERATION_REPORT_PATH,
      { granularity: 'month', start_date: '2026-05-02', end_date: '2026-05-01' },
      { token },
    );
    expect(reversed.body).toMatchObject({ status: false, code: 103, message: 'The start date must not be after the end date' });
    const tooLong = await call(
      app,
      AGENT_OPERATION_REPORT_PATH,
      { granularity: 'day', start_date: '2026-05-01', end_date: '2026-06-01' },
      { token, lang: 'vi_VN' },
    );
    expect(tooLong.body).toMatchObject({ code: 103, message: 'Chỉ chọn tối đa 31 ngày cho báo cáo này' });
    const bad = await call(
      app,
      AGENT_OPERATION_REPORT_PATH,
      { granularity: 'year', start_date: '2026-05-01', end_date: '2026-05-01' },
      { token },
    );
    expect(bad.statusCode).toBe(400);
  });

  it('splits the same figures per layer, with the level of each layer’s agents', async () => {
    const { start, end } = lastMonth();
    const response = await call<StratifiedReportResponse>(
      app,
      AGENT_STRATIFIED_REPORT_PATH,
      { start_date: start, end_date: end },
      { token },
    );
    const { layers, totals } = response.body.apiResponseData;
    expect(layers.map((l) => [l.layer, l.agent_level, l.agents])).toEqual([
      [1, 1, 1],
      [2, 2, 1],
    ]);
    expect(layers[1]?.members).toBe(REPORT_SUB_MEMBERS.length);
    const subs = planned(REPORT_SUB_MEMBERS, REPORT_DIRECT_MEMBERS.length, 1);
    expect(layers[1]).toMatchObject({ deposits: subs.deposits, active_members: subs.active });
    expect(totals.deposits).toBe((layers[0]?.deposits ?? 0) + (layers[1]?.deposits ?? 0));
  });

  it('lists monthly settlements in each state and reads one with its lines and adjustments', async () => {
    const all = await call<SettlementsResponse>(app, AGENT_SETTLEMENTS_PATH, { page: 1, count: 12 }, { token });
    const { list, total_count } = all.body.apiResponseData;
    expect(total_count).toBe(5);
    expect(list.map((s) => s.state)).toEqual(['pending', 'settled', 'paid', 'paid', 'paid']);
    expect(list[0]?.period).toBe(lastMonth().start.slice(0, 7));
    // the plan's tier of level 1 in RMB (seed-agents.ts): 40 %, 5 active members a month
    expect(list.every((s) => s.commission_rate === 0.4 && s.min_active_members === 5 && s.currency === 'RMB')).toBe(true);
    // the oldest month had too few active members: no commission; lucky_star's jackpot made the
    // next one negative, carried into the one after (still negative) and the settled one
    const [, settledMonth, carrying, negative, short] = list;
    expect(short).toMatchObject({ commission: 0, carried_in: 0 });
    expect(short?.active_members).toBeLessThan(5);
    expect(negative).toMatchObject({ commission: 0, carried_in: 0 });
    expect(negative?.net_win_loss).toBeLessThan(0);
    expect(carrying?.carried_in).toBeLessThan(0);
    expect(carrying?.commission).toBe(0);
    expect(settledMonth?.carried_in).toBeLessThan(0);

    const paid = await call<SettlementsResponse>(app, AGENT_SETTLEMENTS_PATH, { page: 1, count: 12, state: 'paid' }, { token });
    expect(paid.body.apiResponseData.total_count).toBe(3);

    const settled = list[1];
    if (!settled) throw new Error('no settled period');
    const detail = await call<SettlementDetailResponse>(app, AGENT_SETTLEMENT_DETAIL_PATH, { id: settled.id }, { token, lang: 'zh_CN' });
    const { settlement, lines, adjustment_list } = detail.body.apiResponseData;
    expect(settlement).toEqual(settled);
    // level 2 earns 30 %: AG1001 keeps the 10 % override on agent_sub's members
    expect(lines.map((l) => [l.layer, l.agent_level, l.rate])).toEqual([
      [1, 1, 0.4],
      [2, 2, 0.1],
    ]);
    const base = lines.reduce((sum, l) => sum + l.commission, 0) + settlement.carried_in;
    expect(settlement.commission).toBeCloseTo(Math.max(0, base), 2);
    expect(settlement.active_members).toBe(lines.reduce((sum, l) => sum + l.active_members, 0));
    expect(settlement.net_win_loss).toBeCloseTo(
      lines.reduce((sum, l) => sum + l.win_loss, 0),
      2,
    );
    expect(adjustment_list).toEqual([{ reason: '优惠红利分摊', amount: -120 }]);
    expect(settlement.payable).toBeCloseTo(Math.max(0, settlement.commission - 120), 2);

    // the sub-agent's settlements are its own
    const subToken = await loginAs(app, 'agent_sub');
    const foreign = await call(app, AGENT_SETTLEMENT_DETAIL_PATH, { id: settled.id }, { token: subToken });
    expect(foreign.body).toMatchObject({ status: false, code: 101, message: 'Settlement not found' });
    const own = await call<SettlementsResponse>(app, AGENT_SETTLEMENTS_PATH, { page: 1, count: 12 }, { token: subToken });
    expect(own.body.apiResponseData.list.every((s) => s.commission_rate === 0.3)).toBe(true);
  });
});
