import type { FastifyInstance } from 'fastify';
import { call, testSandbox } from '../testing';
import { jackpotAmount } from './games';

interface GameType {
  gt_id: number;
  gt_name: string;
  gp_list: { gp_id: string; is_demo: number; icon: string }[];
}

interface Game {
  game_code: string;
  game_name: string;
  game_type: number;
  icon_light: string;
}

describe('jackpot and demo games', () => {
  let app: FastifyInstance;

  beforeAll(() => {
    app = testSandbox();
  });

  afterAll(async () => {
    await app.close();
  });

  it('jackpot totals per currency, growing with time and reset daily', async () => {
    const rmb = await call<{ jackpot_amount_total: number }>(app, '/v2/get_jackpot', { currency: 'RMB' });
    expect(rmb.body.apiResponseData.jackpot_amount_total).toBeGreaterThanOrEqual(8_888_888.88);
    expect(rmb.body.apiResponseData.jackpot_amount_total).toBeLessThan(1e10);
    const vnd = await call<{ jackpot_amount_total: number }>(app, '/v2/get_jackpot', { currency: 'VND' });
    expect(vnd.body.apiResponseData.jackpot_amount_total).toBeGreaterThan(rmb.body.apiResponseData.jackpot_amount_total);
    expect(
      (await call<{ jackpot_amount_total: number }>(app, '/v2/get_jackpot', { currency: 'THB' })).body.apiResponseData.jackpot_amount_total,
    ).toBe(0);
    expect((await call(app, '/v2/get_jackpot', { currency: 'XXX' })).statusCode).toBe(400);
    const row = { base_amount: 100, rate_per_second: 2, base_at: '2025-01-01T00:00:00.000Z' };
    expect(jackpotAmount(row, new Date('2025-01-01T00:00:10.000Z'))).toBe(120);
    expect(jackpotAmount(row, new Date('2025-01-02T00:00:10.000Z'))).toBe(120);
  });

  it('gt_games lists game types 2..9 with their providers, the four demo providers in slots', async () => {
    const response = await call<{ data: GameType[] }>(
      app,
      '/demo/gt_games',
      { site_id: 1, support_device: 0, currency: 'RMB', template: 'site02' },
      { lang: 'zh_CN' },
    );
    const types = response.body.apiResponseData.data;
    expect(types.map((t) => t.gt_id).sort()).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    const slot = types.find((t) => t.gt_id === 2);
    expect(slot?.gt_name).toBe('电子');
    expect(
      slot?.gp_list
        .filter((p) => p.is_demo === 1)
        .map((p) => p.gp_id)
        .sort(),
    ).toEqual(['GPFC', 'GPJD', 'GPJL', 'GPR8']);
    expect(slot?.gp_list.some((p) => p.is_demo === 0)).toBe(true);
  });

  it('gp_games lists 30 localized slots of a demo provider, and demo play opens a page the sandbox serves', async () => {
    const list = await call<{ data: Game[] }>(
      app,
      '/demo/gp_games',
      { site_id: 1, currency: 'RMB', device: 0, gp_id: 'GPJL', game_type_id: 2, house: '' },
      { lang: 'vi_VN' },
    );
    const games = list.body.apiResponseData.data;
    expect(games).toHaveLength(30);
    const chess = await call<{ data: Game[] }>(app, '/demo/gp_games', { site_id: 1, gp_id: 'GPJL', game_type_id: 6 });
    expect(chess.body.apiResponseData.data).toHaveLength(6);
    expect(new Set(games.map((g) => g.game_name)).size).toBe(games.length);
    const first = games[0];
    if (!first) throw new Error('no game');
    expect(first.game_name).toMatch(/Vàng|May Mắn|Huyền Bí|Hoang Dã|Hoàng Gia|Tài Lộc|Sấm Sét|Ngọc Bích|Pha Lê|Nhảy Múa/);
    expect((await app.inject({ method: 'GET', url: first.icon_light })).headers['content-type']).toContain('image/svg+xml');

    const play = await call<{ game_url: string }>(
      app,
      '/demo/play',
      {
        site_id: 1,
        currency: 'RMB',
        device: 0,
        gp_id: 'GPJL',
        game_type: 2,
        game_code: first.game_code,
        house: '',
      },
      { lang: 'vi_VN' },
    );
    expect(play.body.status).toBe(true);
    const url = new URL(play.body.apiResponseData.game_url);
    expect(url.pathname).toBe(`/demo-games/GPJL/${first.game_code}`);
    const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<h1>${first.game_name}</h1>`);
  });

  it('demo play refuses unknown games (101) and providers without a demo (102)', async () => {
    expect((await call(app, '/demo/play', { site_id: 1, gp_id: 'GPJL', game_type: 2, game_code: 'nope' })).body).toMatchObject({
      status: false,
      code: 101,
    });
    expect((await call(app, '/demo/play', { site_id: 1, gp_id: 'GPPG', game_type: 2, game_code: 'PG-2-001' })).body).toMatchObject({
      status: false,
      code: 102,
    });
  });
});
