import type { FastifyInstance } from 'fastify';
import { call, testSandbox } from '../testing';

interface Banner {
  id: number;
  use_type: number;
  title: string;
  url: string;
  link_type: number;
  link_method: number;
  game_link_parameter: { currency: string; gt_id: number; gp_id: string; gp_gt_name: string; customized: number } | null;
  sort: number;
}

interface Announcement {
  id: number;
  content: string;
  display_before_login: number;
  display_after_login: number;
  sort: number;
}

const isSortedDescending = (values: number[]): boolean => values.every((v, i) => i === 0 || (values[i - 1] ?? v) >= v);

describe('home content calls', () => {
  let app: FastifyInstance;

  beforeAll(() => {
    app = testSandbox();
  });

  afterAll(async () => {
    await app.close();
  });

  describe('POST /arks/web/carousel_picture', () => {
    it('answers the envelope with the banners of the use_type, sorted by sort descending', async () => {
      const response = await call<{ web_carousel_picture_list: Banner[] }>(app, '/arks/web/carousel_picture', { site_id: 1, use_type: 0 });
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatchObject({ status: true, code: 1000, message: 'Success' });
      const list = response.body.apiResponseData.web_carousel_picture_list;
      expect(list.length).toBeGreaterThanOrEqual(8);
      expect(list.every((b) => b.use_type === 0)).toBe(true);
      expect(isSortedDescending(list.map((b) => b.sort))).toBe(true);
      // the seed stores them out of order, so sorting is really done by the call
      expect(list.map((b) => b.id)).not.toEqual([...list.map((b) => b.id)].sort((a, b) => a - b));
      for (const banner of list) {
        expect(banner.url).toMatch(new RegExp(`^/api/assets/banners/${banner.id}\\.svg`));
        expect([0, 1, 2]).toContain(banner.link_type);
        if (banner.link_type === 2)
          expect(banner.game_link_parameter).toEqual(expect.objectContaining({ gp_id: expect.stringMatching(/^GP/), gt_id: 2 }));
      }
      // one seeded game link targets another currency, so the client can test the block
      expect(list.some((b) => b.game_link_parameter !== null && b.game_link_parameter.currency !== 'RMB')).toBe(true);
    });

    it('filters by use_type and never returns disabled banners', async () => {
      const ids = async (useType: number): Promise<number[]> =>
        (
          await call<{ web_carousel_picture_list: Banner[] }>(app, '/arks/web/carousel_picture', { site_id: 1, use_type: useType })
        ).body.apiResponseData.web_carousel_picture_list.map((b) => b.id);
      const [large, small, mobile] = await Promise.all([ids(0), ids(1), ids(2)]);
      expect(small.length).toBeGreaterThanOrEqual(8);
      expect(mobile.length).toBeGreaterThanOrEqual(8);
      expect(new Set([...large, ...small, ...mobile]).size).toBe(large.length + small.length + mobile.length);
      const list = (await call<{ web_carousel_picture_list: Banner[] }>(app, '/arks/web/carousel_picture', { site_id: 1, use_type: 0 }))
        .body.apiResponseData.web_carousel_picture_list;
      expect(list.some((b) => /ended/.test(b.title))).toBe(false);
    });

    it('translates titles by the lang header and falls back to English', async () => {
      const title = async (lang: string): Promise<string | undefined> =>
        (await call<{ web_carousel_picture_list: Banner[] }>(app, '/arks/web/carousel_picture', { site_id: 1, use_type: 2 }, { lang })).body
          .apiResponseData.web_carousel_picture_list[0]?.title;
      expect(await title('en_US')).toBe('R8 Slot Tournament');
      expect(await title('zh_CN')).toBe('R8 电子锦标赛');
      expect(await title('vi_VN')).toBe('Giải Đấu Nổ Hũ R8');
      expect(await title('ja_JP')).toBe('R8スロットトーナメント');
      expect(await title('th_TH')).toBe('ทัวร์นาเมนต์ สล็อต R8');
      expect(await title('nonsense')).toBe('R8 Slot Tournament');
    });

    it('serves the banner picture itself at the size of its use_type', async () => {
      const list = (await call<{ web_carousel_picture_list: Banner[] }>(app, '/arks/web/carousel_picture', { site_id: 2, use_type: 2 }))
        .body.apiResponseData.web_carousel_picture_list;
      const first = list[0];
      if (!first) throw new Error('no banner');
      const picture = await app.inject({ method: 'GET', url: first.url });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toContain('image/svg+xml');
      expect(picture.body).toContain('width="750" height="360"');
      const large = await app.inject({ method: 'GET', url: '/api/assets/banners/1.svg' });
      expect(large.body).toContain('width="1920" height="500"');
      expect((await app.inject({ method: 'GET', url: '/api/assets/banners/99999.svg' })).statusCode).toBe(404);
    });

    it('draws designed banners: the title in the page language and a call to action, no internal labels', async () => {
      const list = (await call<{ web_carousel_picture_list: Banner[] }>(app, '/arks/web/carousel_picture', { site_id: 1, use_type: 0 }))
        .body.apiResponseData.web_carousel_picture_list;
      const game = list.find((banner) => banner.link_type === 2);
      const page = list.find((banner) => banner.link_type !== 2);
      if (!game || !page) throw new Error('no banners of both kinds');
      const gamePicture = (await app.inject({ method: 'GET', url: game.url })).body;
      expect(gamePicture).toContain(`>${game.title.split(' ')[0] ?? ''}`);
      expect(gamePicture).toContain('>Play now<');
      expect((await app.inject({ method: 'GET', url: page.url })).body).toContain('>Learn more<');
      for (const banner of list) {
        const picture = (await app.inject({ method: 'GET', url: banner.url })).body;
        expect(picture).not.toMatch(/Desktop|Mobile \d|#\d+ ·/);
      }
      const chinese = (await app.inject({ method: 'GET', url: game.url.replace(/lang=[^&]*/, 'lang=zh_CN') })).body;
      expect(chinese).toContain('>立即游戏<');
    });
  });

  describe('POST /arks/web/announcement/marquee', () => {
    it('answers web_announcement_list sorted by sort descending with both display flags', async () => {
      const response = await call<{ web_announcement_list: Announcement[] }>(app, '/arks/web/announcement/marquee', {
        site_id: 1,
        sort_field: 'sort',
        sort_order: 'desc',
      });
      expect(response.body).toMatchObject({ status: true, code: 1000 });
      const list = response.body.apiResponseData.web_announcement_list;
      expect(list.length).toBeGreaterThanOrEqual(5);
      expect(isSortedDescending(list.map((a) => a.sort))).toBe(true);
      expect(list.some((a) => a.display_before_login === 1 && a.display_after_login === 0)).toBe(true);
      expect(list.some((a) => a.display_before_login === 0 && a.display_after_login === 1)).toBe(true);
      expect(list.some((a) => a.content.includes('must not appear'))).toBe(false);
    });

    it('sorts by sort descending when no order is given, ascending when asked', async () => {
      const asc = (
        await call<{ web_announcement_list: Announcement[] }>(app, '/arks/web/announcement/marquee', {
          site_id: 1,
          sort_field: 'sort',
          sort_order: 'asc',
        })
      ).body.apiResponseData.web_announcement_list;
      const plain = (await call<{ web_announcement_list: Announcement[] }>(app, '/arks/web/announcement/marquee', { site_id: 1 })).body
        .apiResponseData.web_announcement_list;
      expect(asc.map((a) => a.id)).toEqual([...plain].reverse().map((a) => a.id));
      expect(isSortedDescending(plain.map((a) => a.sort))).toBe(true);
    });

    it('gives the content in the lang of the request, English for a language it does not know', async () => {
      const first = async (lang: string): Promise<string | undefined> =>
        (await call<{ web_announcement_list: Announcement[] }>(app, '/arks/web/announcement/marquee', { site_id: 2 }, { lang })).body
          .apiResponseData.web_announcement_list[0]?.content;
      expect(await first('zh_CN')).toMatch(/沙巴体育/);
      expect(await first('vi_VN')).toMatch(/bảo trì/);
      expect(await first('en_US')).toMatch(/maintenance/);
      expect(await first('th_TH')).toBe('Saba Sports ปิดปรับปรุงตามกำหนดวันอังคาร 02:00-04:00');
      expect(await first('my_MM')).toMatch(/^Saba Sports ကို အင်္ဂါနေ့/);
      expect(await first('bn_BD')).toMatch(/রক্ষণাবেক্ষণ/);
      expect(await first('nonsense')).toMatch(/maintenance/);
    });
  });
});
