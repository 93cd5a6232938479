import type { FastifyInstance } from 'fastify';
import type {
  LettersResponse,
  MyCashResponse,
  RedEnvelopeClaimResponse,
  RedEnvelopePromotionResponse,
  TransferBackResponse,
  TransferRecordResponse,
} from '@casino/contracts';
import type { MemberEvent } from '../context';
import { call, loginAs, sandboxAdmin, testSandbox } from '../testing';
import { caracasWallClock } from './member-wallet';

const LETTERS = { active: 1, count: 50, language: 'en_US', page: 1, site_id: 1, sort_field: 'id', sort_order: 'desc' };

describe('member wallet, transfer back, letters and red envelope', () => {
  let app: FastifyInstance;
  let clock: Date;
  let events: MemberEvent[];

  beforeEach(() => {
    clock = new Date('2026-03-01T12:00:00Z');
    app = testSandbox({ now: () => clock });
    events = [];
    app.sandbox.events.on('member-event', (event) => events.push(event));
  });

  afterEach(async () => {
    await app.close();
  });

  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

  it('answers 401 without a session', async () => {
    for (const path of ['/member/profile/my_cash', '/member/profile/balance/all/back', '/arks/web/member/letter']) {
      expect((await call(app, path, {})).statusCode).toBe(401);
    }
  });

  it('my_cash: the main wallet as total and each provider with its cash, lit when it holds some', async () => {
    const token = await loginAs(app, 'player_rmb');
    const cash = (await call<MyCashResponse>(app, '/member/profile/my_cash', {}, { token })).body.apiResponseData;
    expect(cash.total).toBe(1288.5);
    expect(cash.my_cash_list.find((entry) => entry.gp_id === 'GPR8')).toMatchObject({
      cash: 120,
      is_light: 1,
      icon_dark: expect.any(String),
    });
    expect(cash.my_cash_list.find((entry) => entry.gp_id === 'GPJL')).toMatchObject({ cash: 0, is_light: 0 });
  });

  it('transfer back moves every provider into the main wallet, writes records and publishes the events', async () => {
    const token = await loginAs(app, 'player_rmb');
    const answer = await call<TransferBackResponse>(app, '/member/profile/balance/all/back', {}, { token });
    expect(answer.body.apiResponseData).toMatchObject({ cash: 1444, amount: 155.5 });
    const cash = (await call<MyCashResponse>(app, '/member/profile/my_cash', {}, { token })).body.apiResponseData;
    expect(cash.total).toBe(1444);
    expect(cash.my_cash_list.every((entry) => entry.cash === 0)).toBe(true);
    expect(events.map((event) => [event.name, event.data])).toEqual([
      ['all_transfer_back', { member_id: 1, amount: 155.5 }],
      ['member.cash', { member_id: 1, cash: 1444 }],
    ]);
    const records = (
      await call<TransferRecordResponse>(
        app,
        '/member/transfer_record',
        { start_date: '2026-03-01', end_date: '2026-03-01', page: 1, count: 20 },
        { token },
      )
    ).body.apiResponseData;
    expect(records.total_count).toBe(2);
    expect(records.list.map((row) => [row.from, row.to, row.amount])).toEqual(
      expect.arrayContaining([
        ['GPR8', 'MAIN', 120],
        ['GPJD', 'MAIN', 35.5],
      ]),
    );
  });

  it('transfer back codes: 103 within 10 s, 104 with nothing left, 101 while playing, 102 when disabled, 105 in maintenance', async () => {
    const token = await loginAs(app, 'player_rmb');
    const back = async () => (await call(app, '/member/profile/balance/all/back', {}, { token })).body;
    expect((await back()).status).toBe(true);
    expect(await back()).toMatchObject({ status: false, code: 103 });
    later(10_000);
    expect(await back()).toMatchObject({ status: false, code: 104 });

    await sandboxAdmin(app, 'POST', '/wallets/provider-cash', { member_account: 'player_rmb', gp_id: 'GPR8', cash: 10 });
    app.sandbox.db.prepare('UPDATE members SET is_playing = 1 WHERE id = 1').run();
    expect(await back()).toMatchObject({ status: false, code: 101 });
    app.sandbox.db.prepare('UPDATE members SET is_playing = 0 WHERE id = 1').run();
    await sandboxAdmin(app, 'POST', '/games/transfers', { member_account: 'player_rmb', disabled: true });
    expect(await back()).toMatchObject({ status: false, code: 102 });
    await sandboxAdmin(app, 'POST', '/games/transfers', { member_account: 'player_rmb', disabled: false });
    await sandboxAdmin(app, 'POST', '/games/maintenance', { gp_id: 'GPR8', maintenance: true });
    expect(await back()).toMatchObject({ status: false, code: 105, message: expect.stringContaining('GPR8') });
  });

  it('transfer record: date range, paging and an empty range; a reversed range is refused', async () => {
    const token = await loginAs(app, 'player_rmb');
    const read = (body: Record<string, unknown>) => call<TransferRecordResponse>(app, '/member/transfer_record', body, { token });
    const page1 = (await read({ start_date: '2025-06-01', end_date: '2025-06-30', page: 1, count: 2 })).body.apiResponseData;
    expect(page1.total_count).toBe(3);
    expect(page1.list).toHaveLength(2);
    const page2 = (await read({ start_date: '2025-06-01', end_date: '2025-06-30', page: 2, count: 2 })).body.apiResponseData;
    expect(page2.list).toHaveLength(1);
    expect((await read({ start_date: '2024-01-01', end_date: '2024-01-31', page: 1, count: 2 })).body.apiResponseData).toEqual({
      list: [],
      total_count: 0,
    });
    expect((await read({ start_date: '2025-06-30', end_date: '2025-06-01', page: 1, count: 2 })).body).toMatchObject({ code: 102 });
  });

  it('letters: newest first with the counts; read and delete change them and publish their events', async () => {
    const token = await loginAs(app, 'player_rmb');
    const list = async () => (await call<LettersResponse>(app, '/arks/web/member/letter', LETTERS, { token })).body.apiResponseData;
    await sandboxAdmin(app, 'POST', '/letters', { member_account: 'player_rmb', title: 'Hello', content: '<p>Hi</p>' });
    const before = await list();
    expect(before).toMatchObject({ total_count: 3, unread_count: 2 });
    expect(before.list[0]).toMatchObject({ title: 'Hello', is_read: 0 });
    expect(before.list.map((letter) => letter.id)).toEqual([...before.list.map((letter) => letter.id)].sort((a, b) => b - a));
    const id = before.list[0]!.id;

    await call(app, '/arks/web/member/letter/read', { id }, { token });
    expect(await list()).toMatchObject({ total_count: 3, unread_count: 1 });
    await call(app, '/arks/web/member/letter/destroy', { id }, { token });
    expect(await list()).toMatchObject({ total_count: 2, unread_count: 1 });
    expect(events.map((event) => event.name)).toEqual(['letter.sent', 'letter.read', 'letter.delete']);
    expect((await call(app, '/arks/web/member/letter/read', { id }, { token })).body).toMatchObject({ status: false, code: 101 });
  });

  it('red envelope: on offer until its end (Caracas wall clock), claimed once, then 102', async () => {
    const token = await loginAs(app, 'player_rmb');
    const promotion = async () =>
      (await call<RedEnvelopePromotionResponse>(app, '/arks/web/activity/red_envelope_promotion', {}, { token })).body.apiResponseData;
    expect(await promotion()).toEqual({ envelope: null });
    const made = await sandboxAdmin(app, 'POST', '/red-envelopes', { currency: 'RMB', cash: 8.88, seconds: 60, title: 'Lucky' });
    // 12:01 UTC is 08:01 in Caracas (UTC-4)
    expect(made).toMatchObject({ ok: true, end_at: '2026-03-01 08:01:00' });
    const offered = await promotion();
    expect(offered.envelope).toEqual({ id: made.id, title: 'Lucky', end_at: '2026-03-01 08:01:00' });

    const claim = () => call<RedEnvelopeClaimResponse>(app, '/arks/web/activity/red_envelope', { id: made.id }, { token });
    expect((await claim()).body.apiResponseData).toEqual({ cash: 8.88 });
    expect(events.at(-1)).toMatchObject({ name: 'member.cash', data: { cash: 1297.38 } });
    expect((await claim()).body).toMatchObject({ status: false, code: 102 });
    expect(await promotion()).toEqual({ envelope: null });
  });

  it('red envelope: an ended one is no longer offered and its claim answers 102', async () => {
    const token = await loginAs(app, 'player_usd');
    const made = await sandboxAdmin(app, 'POST', '/red-envelopes', { currency: 'USD', cash: 1, seconds: 5 });
    later(5_000);
    expect(
      (await call<RedEnvelopePromotionResponse>(app, '/arks/web/activity/red_envelope_promotion', {}, { token })).body.apiResponseData,
    ).toEqual({
      envelope: null,
    });
    expect((await call(app, '/arks/web/activity/red_envelope', { id: made.id }, { token })).body).toMatchObject({ code: 102 });
    expect((await call(app, '/arks/web/activity/red_envelope', { id: 999 }, { token })).body).toMatchObject({ code: 101 });
  });

  it('caracasWallClock writes an instant as Caracas time', () => {
    expect(caracasWallClock(new Date('2026-01-01T03:30:05Z'))).toBe('2025-12-31 23:30:05');
  });

  it('cash_surplus/check answers the flag per site and currency', async () => {
    const check = async () =>
      (await call<{ active: number }>(app, '/arks/web/cash_surplus/check', { site_id: 1, currency: 'RMB' })).body.apiResponseData;
    expect(await check()).toEqual({ active: 1 });
    await sandboxAdmin(app, 'POST', '/cash-surplus', { currency: 'RMB', active: false });
    expect(await check()).toEqual({ active: 0 });
  });
});
