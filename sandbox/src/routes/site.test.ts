import { isCurrencyCode } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { call, testSandbox } from '../testing';

describe('site blocks, templates, promotions and FAQ', () => {
  let app: FastifyInstance;

  beforeAll(() => {
    app = testSandbox();
  });

  afterAll(async () => {
    await app.close();
  });

  it('footer, float and mobile footer, localized', async () => {
    const footer = await call<{ web_footer: { copyright: string; link_list: { title: string }[] } }>(
      app,
      '/arks/web/footer',
      { site_id: 1 },
      { lang: 'zh_CN' },
    );
    expect(footer.body.apiResponseData.web_footer.copyright).toContain('版权所有');
    expect(footer.body.apiResponseData.web_footer.link_list.length).toBeGreaterThan(3);
    const float = await call<{ web_float_list: { key: string }[] }>(app, '/arks/web/float', { site_id: 1 });
    expect(float.body.apiResponseData.web_float_list.map((f) => f.key)).toContain('service');
    const mobile = await call<{ web_mobile_footer_list: { key: string; title: string }[] }>(
      app,
      '/arks/web/web-mobile-footer',
      { site_id: 2 },
      { lang: 'vi_VN' },
    );
    expect(mobile.body.apiResponseData.web_mobile_footer_list.map((f) => f.key)).toEqual([
      'deposit',
      'withdrawal',
      'wallet',
      'discount',
      'sponsor',
      'signup',
      'letter',
      'announcement',
      'service',
    ]);
    expect(mobile.body.apiResponseData.web_mobile_footer_list[0]?.title).toBe('Nạp tiền');
  });

  it('logos with photo_path served by the sandbox', async () => {
    const logos = await call<{ list: { photo_path: string }[] }>(app, '/web/logo', { site_id: 2 });
    expect(logos.body.apiResponseData.list.length).toBe(3);
    const detail = await call<{ detail: { site_name: string; currency_list: string[]; logo_list: { photo_path: string }[] } }>(
      app,
      '/arks/web/site/detail',
      { site_id: 2 },
    );
    expect(detail.body.apiResponseData.detail).toMatchObject({
      site_name: 'Saigon Star',
      default_currency: 'VND',
      currency_list: ['VND', 'USD'],
    });
    expect(detail.body.apiResponseData.detail.currency_list.every(isCurrencyCode)).toBe(true);
    const path = detail.body.apiResponseData.detail.logo_list[0]?.photo_path ?? '';
    const svg = await app.inject({ method: 'GET', url: path });
    expect(svg.statusCode).toBe(200);
    expect(svg.body).toContain('Saigon Star');
    expect((await call(app, '/arks/web/site/detail', { site_id: 77 })).body).toMatchObject({ status: false, code: 101 });
  });

  it('template lists follow the language of the payload, as a name or a code', async () => {
    const byName = await call<{ list: { title: string }[] }>(app, '/web/model_login', { site_id: 1, language: 'zh_CN', model_version: 1 });
    expect(byName.body.apiResponseData.list[0]?.title).toBe('为什么选择我们');
    const byCode = await call<{ list: { title: string }[] }>(app, '/web/model_login', { site_id: 1, language: 3 });
    expect(byCode.body.apiResponseData.list[0]?.title).toBe('Vì sao chọn chúng tôi');
    const sponsors = await call<{ list: { photo_path: string }[] }>(app, '/web/model_sponsor', { site_id: 1, language: 'en_US' });
    expect(sponsors.body.apiResponseData.list).toHaveLength(3);
    expect(
      (await call<{ list: unknown[] }>(app, '/web/model_setting', { site_id: 1, model_version: 2 })).body.apiResponseData.list,
    ).toEqual([]);
    const bad = await call<{ errors: { field: string }[] }>(app, '/web/model_login', { site_id: 1, language: 'xx_XX' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('Invalid request: language has an invalid value');
  });

  it('promotions: six per site, detail with HTML content, unknown id is code 101', async () => {
    const list = await call<{ promotion_list: { id: number; title: string; photo_path: string }[] }>(app, '/arks/web/promotion/list', {
      site_id: 1,
    });
    expect(list.body.apiResponseData.promotion_list).toHaveLength(6);
    const first = list.body.apiResponseData.promotion_list[0];
    const detail = await call<{ promotion: { content: string; title: string } }>(
      app,
      '/arks/web/promotion/detail',
      { id: first?.id },
      { lang: 'vi_VN' },
    );
    expect(detail.body.apiResponseData.promotion.content).toContain('<ol>');
    expect(detail.body.apiResponseData.promotion.title).toBe('Thưởng 100% Lần Nạp Đầu');
    expect((await call(app, '/arks/web/promotion/detail', { id: 9999 })).body).toMatchObject({
      status: false,
      code: 101,
      message: 'Record not found',
    });
  });

  it('every picture and icon of the seeded blocks and template lists is one the sandbox draws, none a two-letter placeholder', async () => {
    const pictures = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if ((key === 'photo_path' || key === 'icon') && typeof inner === 'string') pictures.add(inner);
          else collect(inner);
        }
      }
    };
    for (const path of ['/arks/web/footer', '/arks/web/float', '/arks/web/web-mobile-footer']) {
      collect((await call(app, path, { site_id: 1 })).body.apiResponseData);
    }
    for (const kind of ['model_setting', 'model_sponsor']) {
      collect((await call(app, `/web/${kind}`, { site_id: 1, language: 'en_US', model_version: 1 })).body.apiResponseData);
    }
    expect(pictures.size).toBeGreaterThan(20);
    for (const path of pictures) {
      const picture = await app.inject({ method: 'GET', url: path });
      expect([path, picture.statusCode]).toEqual([path, 200]);
      expect(picture.body).not.toMatch(/>[A-Z]{2}<\/text>/);
    }
  });

  it('promotion pictures are 16:9 like the cards that show them, drawn as designed pictures that load', async () => {
    const list = await call<{ promotion_list: { title: string; photo_path: string; mobile_photo_path: string }[] }>(
      app,
      '/arks/web/promotion/list',
      { site_id: 1 },
    );
    for (const promotion of list.body.apiResponseData.promotion_list) {
      for (const path of [promotion.photo_path, promotion.mobile_photo_path]) {
        const [, width, height] = /\/(\d+)x(\d+)\.svg/.exec(path) ?? [];
        expect(Math.abs(Number(width) / Number(height) - 16 / 9)).toBeLessThan(0.01);
        const picture = await app.inject({ method: 'GET', url: path });
        expect(picture.statusCode).toBe(200);
        // An illustration and the title's first word.
        expect(picture.body).toContain('<path');
        expect(picture.body).toContain(`>${promotion.title.split(' ')[0] ?? ''}`);
      }
    }
  });

  it('FAQ: ten per site, detail with the answer', async () => {
    const list = await call<{ faq_list: { id: number; question: string }[] }>(app, '/arks/web/faq/list', { site_id: 2 }, { lang: 'zh_CN' });
    expect(list.body.apiResponseData.faq_list).toHaveLength(10);
    expect(list.body.apiResponseData.faq_list[0]?.question).toBe('如何注册账号？');
    const detail = await call<{ faq: { answer: string } }>(app, '/arks/web/faq/detail', {
      id: list.body.apiResponseData.faq_list[0]?.id,
      site_id: 2,
    });
    expect(detail.body.apiResponseData.faq.answer).toContain('Register');
    expect((await call(app, '/arks/web/faq/detail', { id: 1, site_id: 2 })).body.code).toBe(101);
  });
});
