import type { FastifyInstance } from 'fastify';
import { shiftDay, type MyCashResponse, type SigninClaimResponse, type SigninDetailResponse } from '@casino/contracts';
import type { MemberEvent } from '../context';
import { call, loginAs, testSandbox } from '../testing';
import { SIGNIN_SEED, seededReward } from '../seed/signin';

/** The instant of a wall-clock time of a Caracas day (UTC-4 all year). */
const caracas = (day: string, time = '12:00:00') => new Date(`${day}T${time}-04:00`);

describe('daily sign-in', () => {
  let app: FastifyInstance;
  let clock: Date;
  let events: MemberEvent[];
  let start: string;
  let campaignId: number;

  beforeEach(() => {
    clock = new Date();
    app = testSandbox({ now: () => clock });
    events = [];
    app.sandbox.events.on('member-event', (event) => events.push(event));
    // The seed follows the real calendar: the tests move the sandbox's clock into its campaign.
    const row = app.sandbox.db.prepare("SELECT id, start_day FROM signin_campaigns WHERE site_id = 1 AND currency = 'RMB'").get() as {
      id: number;
      start_day: string;
    };
    start = row.start_day;
    campaignId = row.id;
  });

  afterEach(async () => {
    await app.close();
  });

  const detail = async (token: string) =>
    (await call<SigninDetailResponse>(app, '/arks/web/member/signin/detail', {}, { token })).body.apiResponseData.campaign;
  const signin = (token: string, lang = 'en_US', id = campaignId) =>
    call<SigninClaimResponse>(app, '/arks/web/member/signin', { id }, { token, lang });
  const cash = async (token: string) =>
    Number((await call<MyCashResponse>(app, '/member/profile/my_cash', {}, { token })).body.apiResponseData.total);

  it('answers 401 without a session', async () => {
    expect((await call(app, '/arks/web/member/signin/detail', {})).statusCode).toBe(401);
    expect((await call(app, '/arks/web/member/signin', { id: campaignId })).statusCode).toBe(401);
  });

  it("shows the member's campaign with each day's state and reward", async () => {
    clock = caracas(shiftDay(start, 2));
    const token = await loginAs(app, 'player_rmb');
    const campaign = await detail(token);
    expect(campaign).toMatchObject({
      id: campaignId,
      currency: 'RMB',
      start_day: start,
      end_day: shiftDay(start, SIGNIN_SEED.days - 1),
      today: shiftDay(start, 2),
      status: 'open',
      signed_today: 0,
    });
    expect(campaign?.days).toHaveLength(SIGNIN_SEED.days);
    expect(campaign?.days.slice(0, 4)).toEqual([
      { day: start, reward: seededReward('RMB', 0), state: 'missed' },
      { day: shiftDay(start, 1), reward: seededReward('RMB', 1), state: 'missed' },
      { day: shiftDay(start, 2), reward: seededReward('RMB', 2), state: 'today' },
      { day: shiftDay(start, 3), reward: seededReward('RMB', 3), state: 'upcoming' },
    ]);
  });

  it("credits today's reward once, publishes the wallet and marks the day signed", async () => {
    clock = caracas(shiftDay(start, 6));
    const token = await loginAs(app, 'player_rmb');
    const before = await cash(token);
    const answer = await signin(token);
    expect(answer.body).toMatchObject({ status: true });
    const reward = seededReward('RMB', 6);
    expect(answer.body.apiResponseData).toEqual({ day: shiftDay(start, 6), reward, cash: before + reward });
    expect(await cash(token)).toBe(before + reward);
    expect(events.map((event) => [event.name, event.data])).toEqual([['member.cash', { member_id: 1, cash: before + reward }]]);
    const campaign = await detail(token);
    expect(campaign?.signed_today).toBe(1);
    expect(campaign?.days[6]?.state).toBe('signed');
  });

  it.each([
    ['en_US', 'You have already checked in today. Come back tomorrow!'],
    ['zh_CN', '今日已签到，请明天再来'],
    ['ko_KR', '오늘은 이미 출석했습니다. 내일 다시 와 주세요!'],
  ])('a second sign-in the same day is refused with code 102 in %s and credits nothing', async (lang, message) => {
    clock = caracas(shiftDay(start, 1), '00:00:01');
    const token = await loginAs(app, 'player_rmb');
    await signin(token);
    const after = await cash(token);
    clock = caracas(shiftDay(start, 1), '23:59:59');
    const again = await signin(token, lang);
    expect(again.body).toMatchObject({ code: 102, message });
    expect(await cash(token)).toBe(after);
  });

  it("the day turns at midnight in Caracas, not in UTC: the next day's sign-in is open then", async () => {
    // 02:00 UTC is still the evening before in Caracas
    clock = new Date(`${shiftDay(start, 2)}T02:00:00Z`);
    const token = await loginAs(app, 'player_rmb');
    expect((await signin(token)).body.apiResponseData).toMatchObject({ day: shiftDay(start, 1) });
    clock = caracas(shiftDay(start, 2), '00:00:00');
    expect((await signin(token)).body.apiResponseData).toMatchObject({ day: shiftDay(start, 2), reward: seededReward('RMB', 2) });
    const states = (await detail(token))?.days.slice(0, 3).map((day) => day.state);
    expect(states).toEqual(['missed', 'signed', 'signed']);
  });

  it('refuses a campaign that is not open yet (103) and one that has ended (104)', async () => {
    clock = caracas(shiftDay(start, -1));
    const token = await loginAs(app, 'player_rmb');
    const early = await detail(token);
    expect(early).toMatchObject({ status: 'not_open', signed_today: 0 });
    expect(early?.days.every((day) => day.state === 'upcoming')).toBe(true);
    expect((await signin(token)).body).toMatchObject({ code: 103, message: 'The check-in campaign has not started yet' });

    clock = caracas(shiftDay(start, SIGNIN_SEED.days));
    const lateToken = await loginAs(app, 'player_rmb');
    const late = await detail(lateToken);
    expect(late).toMatchObject({ status: 'ended' });
    expect(late?.days.every((day) => day.state === 'missed')).toBe(true);
    expect((await signin(lateToken, 'vi_VN')).body).toMatchObject({ code: 104, message: 'Chương trình điểm danh đã kết thúc' });
  });

  it("refuses another site's or currency's campaign (101) and shows each member their own", async () => {
    clock = caracas(shiftDay(start, 1));
    const usd = await loginAs(app, 'player_usd');
    expect((await signin(usd)).body).toMatchObject({ code: 101, message: 'There is no check-in campaign for your account' });
    const own = await detail(usd);
    expect(own).toMatchObject({ currency: 'USD' });
    expect(own?.days[1]?.reward).toBe(seededReward('USD', 1));
    const vnd = await loginAs(app, 'player_vnd', 2);
    const before = await cash(vnd);
    const id = (await detail(vnd))?.id ?? 0;
    expect((await signin(vnd, 'en_US', id)).body.apiResponseData).toMatchObject({ reward: seededReward('VND', 1), cash: before + 5_000 });
  });

  it('answers no campaign when the site has none for the currency', async () => {
    app.sandbox.db.prepare('DELETE FROM signin_campaigns').run();
    const token = await loginAs(app, 'player_rmb');
    expect(await detail(token)).toBeNull();
  });
});
