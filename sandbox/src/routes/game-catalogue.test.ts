import type { FastifyInstance } from 'fastify';
import type { GameData, GameLabelResponse, GameListResponse, TagGameListResponse, TemplateGameListResponse } from '@casino/contracts';
import { LANGUAGES } from '../http/lang';
import { call, loginAs, sandboxAdmin, testSandbox } from '../testing';

const label = (app: FastifyInstance, gp_id: string, game_type_id = 2, token?: string, lang = 'en_US') =>
  call<GameLabelResponse>(
    app,
    '/v2/game_label',
    { site_id: 1, currency: 'RMB', device: 0, gp_id, game_type_id, house: '' },
    { token, lang },
  );

const byCode = (games: GameData[], code: string): GameData => {
  const game = games.find((g) => g.game_code === code);
  if (!game) throw new Error(`no game ${code}`);
  return game;
};

describe('game hall calls', () => {
  let app: FastifyInstance;

  beforeEach(() => {
    app = testSandbox({ now: () => new Date('2025-06-10T12:00:00.000Z') });
  });

  afterEach(async () => {
    await app.close();
  });

  it('game_list: the eight game types with their providers, open modes and translated names', async () => {
    const response = await call<GameListResponse>(
      app,
      '/v3/game_list',
      { site_id: 1, currency: 'RMB', support_device: 0, template: 'site02' },
      { lang: 'zh_CN' },
    );
    const types = response.body.apiResponseData.data;
    expect(types.map((t) => t.gt_id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    const slot = types.find((t) => t.gt_id === 2);
    expect(slot).toMatchObject({ gt_name: '电子', code: 'slot', app_prefix: 'e_', icon: expect.stringMatching(/^\/api\/assets\//) });
    expect(slot?.icon_active).toContain('active=1');
    expect(slot?.gp_list.map((p) => p.gp_id)).toEqual(['GPR8', 'GPJD', 'GPFC', 'GPJL', 'GPPG', 'GPPT', 'GPPL', 'GPNE']);
    expect(slot?.gp_list.every((p) => p.game_count >= 30 && p.maintenance === 0 && p.active === 1 && p.game_type === 2)).toBe(true);
    const modes = Object.fromEntries(types.flatMap((t) => t.gp_list.map((p) => [p.gp_id, p.open_mode])));
    expect(modes).toMatchObject({
      GPR8: 'window',
      GPPT: 'modal',
      GPPT2: 'modal',
      GPPL: 'page',
      GPES: 'redirect',
      GPOG: 'window',
      GPNBB: 'window',
    });
    // a provider of two types is listed in each
    expect(types.find((t) => t.gt_id === 6)?.gp_list.map((p) => p.gp_id)).toEqual(['GPR8', 'GPJD', 'GPJL', 'GPNBB']);
    expect(types.find((t) => t.gt_id === 4)?.gp_list.map((p) => p.gp_id)).toEqual(['GPSB']);
  });

  it('game_list flags a provider while its maintenance window is in force', async () => {
    const flag = async () => {
      const types = (await call<GameListResponse>(app, '/v3/game_list', { site_id: 1 })).body.apiResponseData.data;
      return types.find((t) => t.gt_id === 2)?.gp_list.find((p) => p.gp_id === 'GPJL')?.maintenance;
    };
    await sandboxAdmin(app, 'POST', '/games/maintenance', { gp_id: 'GPJL', maintenance: true, end_at: '2025-06-10T14:00:00Z' });
    expect(await flag()).toBe(1);
    await sandboxAdmin(app, 'POST', '/games/maintenance', { gp_id: 'GPJL', maintenance: true, start_at: '2025-06-11T00:00:00Z' });
    expect(await flag()).toBe(0);
    await sandboxAdmin(app, 'POST', '/games/maintenance', { gp_id: 'GPJL', maintenance: true, end_at: '2025-06-10T11:00:00Z' });
    expect(await flag()).toBe(0);
    await sandboxAdmin(app, 'POST', '/games/maintenance', { gp_id: 'GPJL', maintenance: true });
    expect(await flag()).toBe(1);
    await sandboxAdmin(app, 'POST', '/games/maintenance', { gp_id: 'GPJL', maintenance: false });
    expect(await flag()).toBe(0);
  });

  it('game_label: every game of the provider and type, and a label per tag they carry', async () => {
    const { list, main } = (await label(app, 'GPNE')).body.apiResponseData;
    expect(main).toHaveLength(30);
    expect(new Set(main.map((g) => g.id)).size).toBe(30);
    expect(main.every((g) => g.gp_id === 'GPNE' && g.gp_name === 'NetEnt' && g.game_type === 2 && g.member_favorite === 0)).toBe(true);
    expect(list.map((l) => l.tag)).toEqual(['hot', 'new', 'jackpot']);
    for (const l of list) {
      expect(l.game_list.length).toBeGreaterThan(0);
      expect(l.game_list.every((g) => g.tag.split(',').includes(l.tag))).toBe(true);
    }
    // a game with two tags is under both labels
    const hotNew = main.filter((g) => g.tag === 'hot,new');
    expect(hotNew.length).toBeGreaterThan(0);
    for (const tag of ['hot', 'new']) expect(list.find((l) => l.tag === tag)?.game_list.map((g) => g.id)).toContain(hotNew[0]?.id);
  });

  it('game names are objects per language; the seeded gaps and pictureless games are there', async () => {
    const ne = (await label(app, 'GPNE')).body.apiResponseData.main;
    expect(Object.keys(byCode(ne, 'NE-2-001').game_name).sort()).toEqual([...LANGUAGES].sort());
    for (const code of ['NE-2-028', 'NE-2-029', 'NE-2-030']) expect(Object.keys(byCode(ne, code).game_name)).toEqual(['en_US']);
    const pl = (await label(app, 'GPPL')).body.apiResponseData.main;
    expect(pl).toHaveLength(34);
    expect(Object.keys(byCode(pl, 'PL-2-034').game_name).sort()).toEqual(['en_US', 'zh_CN']);
    const pt = (await label(app, 'GPPT')).body.apiResponseData.main;
    expect(byCode(pt, 'PT-2-031').icon_light).toBe('');
    expect(byCode(pt, 'PT-2-032').icon_light).toBe('');
    expect(byCode(pt, 'PT-2-030').icon_light).toMatch(/^\/api\/assets\/games\/GPPT\/PT-2-030\.svg\?lang=en_US$/);
    expect((await label(app, 'GPPT', 2, undefined, 'vi_VN')).body.apiResponseData.main[0]?.icon_light).toContain('lang=vi_VN');
    const fc = (await label(app, 'GPFC')).body.apiResponseData.main;
    expect(byCode(fc, 'FC-2-030').icon_light).toBe('');
  });

  it('game_label answers empty lists for an unknown provider, type or site, and refuses bad input in the language asked', async () => {
    expect((await label(app, 'GPXX')).body.apiResponseData).toEqual({ list: [], main: [] });
    expect((await label(app, 'GPNE', 3)).body.apiResponseData).toEqual({ list: [], main: [] });
    expect((await call(app, '/v2/game_label', { site_id: 99, gp_id: 'GPNE', game_type_id: 2 })).body.apiResponseData).toEqual({
      list: [],
      main: [],
    });
    const bad = await call(app, '/v2/game_label', { site_id: 1, game_type_id: 12 }, { lang: 'zh_CN' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toContain('gp_id 为必填项');
    expect(bad.body.message).toContain('game_type_id 不能大于 9');
  });

  it("member_favorite marks the member's favourites when a member token is sent", async () => {
    const token = await loginAs(app, 'player_rmb');
    const first = (await label(app, 'GPR8', 2, token)).body.apiResponseData.main[0];
    if (!first) throw new Error('no game');
    await call(app, '/arks/web/member-games/favorite/store', { data: [{ game_id: first.id, status: 1 }] }, { token });
    const mine = (await label(app, 'GPR8', 2, token)).body.apiResponseData;
    expect(byCode(mine.main, first.game_code).member_favorite).toBe(1);
    expect(mine.main.filter((g) => g.member_favorite === 1)).toHaveLength(1);
    expect(
      mine.list
        .flatMap((l) => l.game_list)
        .filter((g) => g.id === first.id)
        .every((g) => g.member_favorite === 1),
    ).toBe(true);
    // a visitor and another member see no favourite
    expect((await label(app, 'GPR8')).body.apiResponseData.main.some((g) => g.member_favorite === 1)).toBe(false);
    const other = await loginAs(app, 'player_usd');
    expect((await label(app, 'GPR8', 2, other)).body.apiResponseData.main.some((g) => g.member_favorite === 1)).toBe(false);
  });

  it('get_tag_game_list: the games of a type carrying a tag, across providers', async () => {
    const hot = (
      await call<TagGameListResponse>(app, '/v2/get_tag_game_list', {
        site_id: 1,
        currency: 'RMB',
        support_device: 0,
        tag: 'hot',
        gt_id: 2,
      })
    ).body.apiResponseData.info;
    expect(hot.length).toBeGreaterThan(20);
    expect(hot.every((g) => g.game_type === 2 && g.tag.split(',').includes('hot'))).toBe(true);
    expect(new Set(hot.map((g) => g.gp_id)).size).toBe(8);
    const live = (await call<TagGameListResponse>(app, '/v2/get_tag_game_list', { site_id: 1, tag: 'hot', gt_id: 3 })).body.apiResponseData
      .info;
    expect(live.every((g) => g.game_type === 3)).toBe(true);
    expect(
      (await call<TagGameListResponse>(app, '/v2/get_tag_game_list', { site_id: 1, tag: 'none', gt_id: 2 })).body.apiResponseData.info,
    ).toEqual([]);
    const bad = await call(app, '/v2/get_tag_game_list', { site_id: 1, tag: 'HOT!', gt_id: 2 }, { lang: 'vi_VN' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toContain('tag có định dạng không hợp lệ');
  });

  it("get_template_game_list: the site's titled lists, titles per language", async () => {
    const info = (
      await call<TemplateGameListResponse>(app, '/v2/get_template_game_list', { site_id: 1, currency: 'RMB', support_device: 0 })
    ).body.apiResponseData.info;
    expect(info.map((l) => [l.gt_id, l.title.en_US])).toEqual([
      [2, 'Hot slots'],
      [2, 'New games'],
      [3, 'Live tables'],
      [6, 'Card games'],
    ]);
    expect(info[0]?.title).toMatchObject({ en_US: 'Hot slots', zh_CN: '热门电子', vi_VN: 'Nổ hũ nổi bật', th_TH: 'สล็อตยอดนิยม' });
    expect(Object.keys(info[0]?.title ?? {}).sort()).toEqual([...LANGUAGES].sort());
    expect(info[3]?.title.vi_VN).toBeUndefined();
    expect(info[0]?.game_list).toHaveLength(12);
    expect(info[0]?.game_list.every((g) => g.tag.split(',').includes('hot') && g.game_type === 2)).toBe(true);
    expect(info[2]?.game_list.every((g) => g.game_type === 3)).toBe(true);
    const site2 = (await call<TemplateGameListResponse>(app, '/v2/get_template_game_list', { site_id: 2 })).body.apiResponseData.info;
    expect(site2).toHaveLength(4);
    expect(site2[0]?.id).not.toBe(info[0]?.id);
    expect((await call<TemplateGameListResponse>(app, '/v2/get_template_game_list', { site_id: 99 })).body.apiResponseData.info).toEqual(
      [],
    );
  });
});
