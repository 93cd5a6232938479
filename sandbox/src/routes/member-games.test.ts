import type { FastifyInstance } from 'fastify';
import type {
  GameLabelResponse,
  GameMaintenanceData,
  LastPlayingResponse,
  MemberLayoutResponse,
  PlayRequest,
  PlayResponse,
  SportQuickbetResponse,
} from '@casino/contracts';
import type { EventToPublish } from '../realtime/events';
import { call, loginAs, sandboxAdmin, testSandbox } from '../testing';

const PUBLIC_URL = 'http://127.0.0.1:4999';
const SITE_PAGE = { origin: 'http://localhost:8080' };

const play = (app: FastifyInstance, token: string, game: Partial<PlayRequest> = {}, headers: Record<string, string> = SITE_PAGE) =>
  call<PlayResponse>(
    app,
    '/member/game/play1',
    { gp_id: 'GPR8', game_type: 2, game_code: 'R8-2-001', lobby_url: '/close', device: 0, ...game },
    { token, headers },
  );

const isPlaying = async (app: FastifyInstance, token: string) =>
  (await call<MemberLayoutResponse>(app, '/member/profile/common/layout', {}, { token })).body.apiResponseData.member_common_layout
    .is_playing;

const gameId = (app: FastifyInstance, code: string): number =>
  app.sandbox.db.prepare('SELECT id FROM games WHERE game_code = ?').pluck().get(code) as number;

describe('member game calls', () => {
  let app: FastifyInstance;
  let published: EventToPublish[];

  beforeEach(() => {
    app = testSandbox({ publicUrl: PUBLIC_URL, now: () => new Date('2025-06-10T12:00:00.000Z') });
    published = [];
    jest.spyOn(app.realtime, 'trigger').mockImplementation((event) => {
      published.push(event);
      return { delivered: 0, channels: {} };
    });
  });

  afterEach(async () => {
    await app.close();
  });

  it('answers 401 to a visitor', async () => {
    for (const path of [
      '/arks/web/member-games/last-playing-game',
      '/arks/web/member-games/favorite/store',
      '/member/game/play1',
      '/member/game/leave1',
    ]) {
      expect((await call(app, path, {})).statusCode).toBe(401);
    }
  });

  it("favourites are stored per member: marked, unmarked, and shown in the member's lists", async () => {
    const token = await loginAs(app, 'player_rmb');
    const [a, b, c] = ['R8-2-001', 'R8-2-002', 'JD-2-003'].map((code) => gameId(app, code));
    const store = await call<{ list: number[] }>(
      app,
      '/arks/web/member-games/favorite/store',
      {
        data: [
          { game_id: a, status: 1 },
          { game_id: b, status: 1 },
          { game_id: c, status: 1 },
        ],
      },
      { token },
    );
    expect(store.body).toMatchObject({ status: true, code: 1000 });
    expect([...store.body.apiResponseData.list].sort()).toEqual([a, b, c].sort());
    const after = await call<{ list: number[] }>(
      app,
      '/arks/web/member-games/favorite/store',
      { data: [{ game_id: b, status: 0 }] },
      { token },
    );
    expect([...after.body.apiResponseData.list].sort()).toEqual([a, c].sort());
    // unmarking what is not marked, and marking twice, change nothing
    await call(
      app,
      '/arks/web/member-games/favorite/store',
      {
        data: [
          { game_id: a, status: 1 },
          { game_id: b, status: 0 },
        ],
      },
      { token },
    );
    const main = (await call<GameLabelResponse>(app, '/v2/game_label', { site_id: 1, gp_id: 'GPR8', game_type_id: 2 }, { token })).body
      .apiResponseData.main;
    expect(main.filter((g) => g.member_favorite === 1).map((g) => g.id)).toEqual([a]);
    const other = await loginAs(app, 'player_usd');
    const theirs = await call<{ list: number[] }>(app, '/arks/web/member-games/favorite/store', { data: [] }, { token: other });
    expect(theirs.body.apiResponseData.list).toEqual([]);
  });

  it('favourites refuse unknown games and malformed entries, in the language asked', async () => {
    const token = await loginAs(app, 'player_rmb');
    const unknown = await call(
      app,
      '/arks/web/member-games/favorite/store',
      {
        data: [
          { game_id: gameId(app, 'R8-2-001'), status: 1 },
          { game_id: 99999, status: 1 },
        ],
      },
      { token, lang: 'zh_CN' },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toMatchObject({ status: false, code: 400, message: '游戏不存在：99999' });
    expect(unknown.body.apiResponseData).toEqual({ errors: [{ field: 'data', message: '游戏不存在：99999' }] });
    // nothing of the refused call was stored
    expect(
      (await call<{ list: number[] }>(app, '/arks/web/member-games/favorite/store', { data: [] }, { token })).body.apiResponseData.list,
    ).toEqual([]);
    const malformed = await call(app, '/arks/web/member-games/favorite/store', { data: [{ game_id: 1, status: 2 }] }, { token });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body.message).toContain('data.0.status must be one of: 0, 1');
    expect((await call(app, '/arks/web/member-games/favorite/store', {}, { token })).body.message).toContain('data is required');
  });

  it('play1 answers the game page of the launch, marks the member as playing and records the game as last played', async () => {
    const token = await loginAs(app, 'player_rmb');
    expect(await isPlaying(app, token)).toBe(0);
    const response = await play(app, token);
    expect(response.body).toMatchObject({ status: true, code: 1000 });
    const url = new URL(response.body.apiResponseData.url);
    expect(url.origin).toBe(PUBLIC_URL);
    expect(url.pathname).toBe('/games/GPR8/R8-2-001');
    expect(url.searchParams.get('lang')).toBe('en_US');
    expect(url.searchParams.get('session')).toMatch(/^[\w-]{20,}$/);
    expect(await isPlaying(app, token)).toBe(1);

    await play(app, token, { gp_id: 'GPPT', game_code: 'PT-2-005' });
    await play(app, token, { gp_id: 'GPJL', game_type: 6, game_code: 'JL-6-002' });
    await play(app, token, { gp_id: 'GPPT', game_code: 'PT-2-005' });
    const last = await call<LastPlayingResponse>(app, '/arks/web/member-games/last-playing-game', {}, { token });
    expect(last.body.apiResponseData.list).toEqual([gameId(app, 'PT-2-005'), gameId(app, 'JL-6-002'), gameId(app, 'R8-2-001')]);
    // one launch at a time: the earlier ones ended
    expect(app.sandbox.db.prepare('SELECT COUNT(*) FROM game_sessions WHERE ended_at IS NULL').pluck().get()).toBe(1);
    // another member has played nothing
    const other = await loginAs(app, 'player_usd');
    expect(
      (await call<LastPlayingResponse>(app, '/arks/web/member-games/last-playing-game', {}, { token: other })).body.apiResponseData.list,
    ).toEqual([]);
  });

  it('play1 takes the lobby URL only from the site: a path of the calling page or a site address', async () => {
    const token = await loginAs(app, 'player_rmb');
    const lobbyOf = async (headers: Record<string, string>, lobby_url: string) => {
      const response = await play(app, token, { lobby_url }, headers);
      if (!response.body.status) return response;
      const session = new URL(response.body.apiResponseData.url).searchParams.get('session');
      return app.sandbox.db.prepare('SELECT lobby_url FROM game_sessions WHERE token = ?').pluck().get(session);
    };
    expect(await lobbyOf(SITE_PAGE, '/close')).toBe('http://localhost:8080/close');
    expect(await lobbyOf({ referer: 'http://127.0.0.1:8180/gameHall/2' }, '/close')).toBe('http://127.0.0.1:8180/close');
    expect(await lobbyOf({}, 'http://localhost:8080/close')).toBe('http://localhost:8080/close');
    for (const [headers, lobby] of [
      [{}, '/close'],
      [{ origin: 'https://evil.example' }, '/close'],
      [SITE_PAGE, 'https://evil.example/close'],
      [SITE_PAGE, '//evil.example/close'],
      [SITE_PAGE, 'javascript:alert(1)'],
    ] as const) {
      const refused = (await play(app, token, { lobby_url: lobby }, headers)) as Awaited<ReturnType<typeof play>>;
      expect(refused.statusCode).toBe(400);
      expect(refused.body.apiResponseData).toEqual({
        errors: [{ field: 'lobby_url', message: expect.stringContaining('lobby_url must be a page') }],
      });
    }
    const zh = await call(
      app,
      '/member/game/play1',
      { gp_id: 'GPR8', game_type: 2, game_code: 'R8-2-001', lobby_url: 'https://evil.example', device: 0 },
      { token, lang: 'zh_CN' },
    );
    expect(zh.body.message).toContain('lobby_url 必须是本站页面');
  });

  it("play1 without a game code opens the provider's lobby: its first game of the type (a banner's game link)", async () => {
    const token = await loginAs(app, 'player_rmb');
    const first = app.sandbox.db
      .prepare("SELECT game_code FROM games WHERE gp_id = 'GPJD' AND game_type = 2 AND active = 1 ORDER BY sort DESC, id LIMIT 1")
      .pluck()
      .get() as string;
    for (const game_code of [undefined, '']) {
      const response = await play(app, token, { gp_id: 'GPJD', game_code });
      expect(response.body).toMatchObject({ status: true, code: 1000 });
      expect(new URL(response.body.apiResponseData.url).pathname).toBe(`/games/GPJD/${first}`);
    }
    expect((await play(app, token, { gp_id: 'GPJD', game_code: '', game_type: 8 })).body).toMatchObject({ status: false, code: 101 });
  });

  it('play1 refuses an unknown game (101) and malformed input (400)', async () => {
    const token = await loginAs(app, 'player_rmb');
    expect((await play(app, token, { game_code: 'R8-2-999' })).body).toMatchObject({ status: false, code: 101, message: 'Game not found' });
    expect((await play(app, token, { game_type: 3 })).body).toMatchObject({ status: false, code: 101 });
    const bad = await call(app, '/member/game/play1', { gp_id: 'GPR8', game_type: '2' }, { token, lang: 'vi_VN' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toContain('game_type phải có kiểu integer');
    expect(bad.body.message).toContain('lobby_url là bắt buộc');
    expect(await isPlaying(app, token)).toBe(0);
  });

  it('play1 answers 203 with the maintenance data while the provider or the game is in maintenance', async () => {
    const token = await loginAs(app, 'player_rmb');
    await sandboxAdmin(app, 'POST', '/games/maintenance', {
      gp_id: 'GPR8',
      maintenance: true,
      start_at: '2025-06-10T10:00:00Z',
      end_at: '2025-06-10T16:00:00Z',
      title: { en_US: 'R8 upgrade', zh_CN: 'R8 系统升级' },
    });
    const refused = await call<GameMaintenanceData>(
      app,
      '/member/game/play1',
      { gp_id: 'GPR8', game_type: 2, game_code: 'R8-2-001', lobby_url: '/close', device: 0 },
      { token, lang: 'zh_CN', headers: SITE_PAGE },
    );
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toMatchObject({ status: false, code: 203, message: '该游戏正在维护中' });
    expect(refused.body.apiResponseData).toEqual({
      title: 'R8 系统升级',
      maintain_interval: { start_at: '2025-06-10T10:00:00.000Z', end_at: '2025-06-10T16:00:00.000Z' },
    });
    expect(await isPlaying(app, token)).toBe(0);
    // other providers still play; the game alone can be in maintenance too, without a window
    expect((await play(app, token, { gp_id: 'GPJD', game_code: 'JD-2-001' })).body.status).toBe(true);
    await sandboxAdmin(app, 'POST', '/games/maintenance', { gp_id: 'GPR8', maintenance: false });
    await sandboxAdmin(app, 'POST', '/games/maintenance', { gp_id: 'GPR8', game_code: 'R8-2-002', maintenance: true });
    expect((await play(app, token, { game_code: 'R8-2-002' })).body).toMatchObject({
      code: 203,
      apiResponseData: { maintain_interval: null },
    });
    expect((await play(app, token)).body.status).toBe(true);
  });

  it('play1 answers 957 while transfers are disabled, which the member hears on the private channel', async () => {
    const token = await loginAs(app, 'player_rmb');
    const disabled = await sandboxAdmin(app, 'POST', '/games/transfers', { member_account: 'player_rmb', disabled: true });
    expect(disabled).toMatchObject({ ok: true, member_id: 1, transfer_disabled: true });
    expect(published).toEqual([
      { name: 'forward_game.status', channels: ['private-member.1'], data: JSON.stringify({ code: 957 }), info: [] },
    ]);
    expect(
      (
        await call(
          app,
          '/member/game/play1',
          { gp_id: 'GPR8', game_type: 2, game_code: 'R8-2-001', lobby_url: '/close', device: 0 },
          { token, lang: 'vi_VN', headers: SITE_PAGE },
        )
      ).body,
    ).toMatchObject({
      status: false,
      code: 957,
      message: expect.stringContaining('tạm ngừng chuyển tiền'),
    });
    // another member is not concerned
    expect((await play(app, await loginAs(app, 'player_usd'))).body.status).toBe(true);
    await sandboxAdmin(app, 'POST', '/games/transfers', { member_account: 'player_rmb', disabled: false });
    expect(published).toHaveLength(1);
    expect((await play(app, token)).body.status).toBe(true);
  });

  it('leave1 ends the launch, clears is_playing and publishes the balance', async () => {
    const token = await loginAs(app, 'player_rmb');
    const url = new URL((await play(app, token)).body.apiResponseData.url);
    expect(await isPlaying(app, token)).toBe(1);
    const left = await call<{ left: boolean; cash: number }>(app, '/member/game/leave1', {}, { token });
    expect(left.body).toMatchObject({ status: true, apiResponseData: { left: true, cash: 1288.5 } });
    expect(await isPlaying(app, token)).toBe(0);
    expect(published).toEqual([
      { name: 'member.cash', channels: ['private-member.1'], data: JSON.stringify({ member_id: 1, cash: 1288.5 }), info: [] },
    ]);
    // the launch's page no longer opens
    expect((await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(403);
    // leaving again is harmless
    expect((await call<{ left: boolean }>(app, '/member/game/leave1', {}, { token })).body.apiResponseData.left).toBe(false);
  });

  it('sport-quickbet-url answers the sport page for the site that asks, on the sandbox origin', async () => {
    const sport = await call<SportQuickbetResponse>(
      app,
      '/arks/web/game/sport-quickbet-url',
      { site_id: 1, currency: 'RMB', support_device: 0, domain: 'http://localhost:8080' },
      { lang: 'zh_CN' },
    );
    expect(sport.body.apiResponseData.detail.gp_id).toBe('GPSB');
    const url = new URL(sport.body.apiResponseData.detail.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/sport/`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ parent: 'http://localhost:8080', lang: 'zh_CN', currency: 'RMB' });
    // a bare host takes the calling page's scheme
    const bare = await call<SportQuickbetResponse>(
      app,
      '/arks/web/game/sport-quickbet-url',
      { site_id: 1, domain: '127.0.0.1:8180' },
      { headers: { origin: 'http://127.0.0.1:8180' } },
    );
    expect(new URL(bare.body.apiResponseData.detail.url).searchParams.get('parent')).toBe('http://127.0.0.1:8180');

    const foreign = await call(app, '/arks/web/game/sport-quickbet-url', { site_id: 1, domain: 'https://evil.example' }, { lang: 'vi_VN' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body.apiResponseData).toEqual({
      errors: [{ field: 'domain', message: 'domain phải là địa chỉ của trang web này (nhận được "https://evil.example")' }],
    });
    expect((await call(app, '/arks/web/game/sport-quickbet-url', { site_id: 1 })).body.message).toContain('domain is required');

    await sandboxAdmin(app, 'POST', '/games/maintenance', { gp_id: 'GPSB', maintenance: true, end_at: '2025-06-10T13:00:00Z' });
    expect((await call(app, '/arks/web/game/sport-quickbet-url', { site_id: 1, domain: 'http://localhost:8080' })).body).toMatchObject({
      code: 203,
      apiResponseData: { maintain_interval: { start_at: null, end_at: '2025-06-10T13:00:00.000Z' } },
    });
  });
});
