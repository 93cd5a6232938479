import type { FastifyInstance } from 'fastify';
import type { PlayResponse } from '@casino/contracts';
import { call, loginAs, sandboxAdmin, testSandbox } from '../testing';

describe('/__sandbox game endpoints', () => {
  let app: FastifyInstance;

  beforeEach(() => {
    app = testSandbox({ now: () => new Date('2025-06-10T12:00:00.000Z') });
  });

  afterEach(async () => {
    await app.close();
  });

  it('puts a provider or a game in maintenance with a window and a title, and takes it out', async () => {
    expect(
      await sandboxAdmin(app, 'POST', '/games/maintenance', {
        gp_id: 'GPPT',
        maintenance: true,
        start_at: '2025-06-10T11:00:00+08:00',
        end_at: '2025-06-10T20:00:00Z',
        title: { en_US: 'Upgrade', vi_VN: 'Nâng cấp' },
      }),
    ).toEqual({
      ok: true,
      gp_id: 'GPPT',
      maintenance: true,
      in_force: true,
      title: 'Upgrade',
      maintain_interval: { start_at: '2025-06-10T03:00:00.000Z', end_at: '2025-06-10T20:00:00.000Z' },
    });
    expect(await sandboxAdmin(app, 'POST', '/games/maintenance', { gp_id: 'GPPT', game_code: 'PT-2-003', maintenance: true })).toEqual({
      ok: true,
      gp_id: 'GPPT',
      game_code: 'PT-2-003',
      maintenance: true,
      in_force: true,
      maintain_interval: null,
    });
    // off forgets the window
    expect(await sandboxAdmin(app, 'POST', '/games/maintenance', { gp_id: 'GPPT', maintenance: false })).toMatchObject({
      maintenance: false,
      in_force: false,
      maintain_interval: null,
    });
    expect(app.sandbox.db.prepare("SELECT maintain_title_i18n FROM providers WHERE gp_id = 'GPPT'").pluck().get()).toBeNull();
  });

  it('refuses unknown providers and games, and times that are not times', async () => {
    const post = (payload: object) => app.inject({ method: 'POST', url: '/__sandbox/games/maintenance', payload });
    expect((await post({ gp_id: 'GPXX', maintenance: true })).json()).toEqual({ ok: false, error: 'No provider GPXX' });
    expect((await post({ gp_id: 'GPPT', game_code: 'R8-2-001', maintenance: true })).statusCode).toBe(404);
    const bad = await post({ gp_id: 'GPPT', maintenance: true, start_at: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: expect.stringContaining('ISO-8601') });
    expect(
      (await post({ gp_id: 'GPPT', maintenance: true, start_at: '2025-06-10T12:00:00Z', end_at: '2025-06-10T11:00:00Z' })).json(),
    ).toEqual({
      ok: false,
      error: 'end_at must be after start_at',
    });
    expect((await post({ gp_id: 'GPPT' })).statusCode).toBe(400);
  });

  it("switches a member's transfers, and reports the member's games", async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/__sandbox/games/transfers', payload: { member_account: 'nobody', disabled: true } }))
        .statusCode,
    ).toBe(404);
    expect(await sandboxAdmin(app, 'POST', '/games/transfers', { member_account: 'player_vnd', site_id: 2, disabled: true })).toEqual({
      ok: true,
      member_id: 3,
      transfer_disabled: true,
    });

    const token = await loginAs(app, 'player_rmb');
    const gameId = app.sandbox.db.prepare("SELECT id FROM games WHERE game_code = 'JD-2-004'").pluck().get() as number;
    await call(app, '/arks/web/member-games/favorite/store', { data: [{ game_id: gameId, status: 1 }] }, { token });
    await call<PlayResponse>(
      app,
      '/member/game/play1',
      { gp_id: 'GPJD', game_type: 2, game_code: 'JD-2-004', lobby_url: 'http://localhost:8080/close', device: 1 },
      { token },
    );
    expect(await sandboxAdmin(app, 'GET', '/games/member?account=player_rmb')).toEqual({
      ok: true,
      member_id: 1,
      cash: 1288.5,
      is_playing: 1,
      playing_game: { id: gameId, gp_id: 'GPJD', game_type: 2, game_code: 'JD-2-004' },
      transfer_disabled: false,
      last_played: [gameId],
      favorites: [gameId],
      rounds: [],
    });
    expect(await sandboxAdmin(app, 'GET', '/games/member?account=player_vnd&site_id=2')).toMatchObject({
      transfer_disabled: true,
      playing_game: null,
    });
    expect((await app.inject({ method: 'GET', url: '/__sandbox/games/member?account=nobody' })).statusCode).toBe(404);
  });

  it('is refused to pages of other origins, like every /__sandbox endpoint', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/__sandbox/games/transfers',
      headers: { origin: 'https://evil.example' },
      payload: { member_account: 'player_rmb', disabled: true },
    });
    expect(response.statusCode).toBe(403);
    expect(app.sandbox.db.prepare("SELECT transfer_disabled FROM members WHERE account = 'player_rmb'").pluck().get()).toBe(0);
  });
});
