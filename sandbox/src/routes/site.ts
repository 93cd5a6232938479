import type { FastifyInstance } from 'fastify';
import { SITE_DETAIL_PATH, isCurrencyCode, type SiteDetailResponse } from '@casino/contracts';
import type { SandboxContext } from '../context';
import { fail, ok, publicCall } from '../http/call';
import { currency, deviceCode, language, recordId, siteId } from '../http/common-schemas';
import { localizeDeep, parseLang, pick, type Lang } from '../http/lang';
import { motifForTitle } from '../assets/art';
import { PROMOTION_SIZES, pictureUrl } from '../assets/urls';
import { integer, object } from '../http/schema';
import { parseJson, type I18nText } from '../http/json';

interface BlockRow {
  id: number;
  data: string;
  sort: number;
  updated_at: string;
}

const siteOnly = object({ site_id: siteId }, ['site_id']);
const templateBody = object({ site_id: siteId, language, model_version: integer({ minimum: 0 }) }, ['site_id']);

/** Site blocks, template lists, promotions and FAQ: the calls whose answers the spec does not show. */
export function siteRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  function blocks(siteIdValue: number, kind: string, lang: Lang): Record<string, unknown>[] {
    const rows = db
      .prepare('SELECT id, data, sort, updated_at FROM web_blocks WHERE site_id = ? AND kind = ? ORDER BY sort DESC, id')
      .all(siteIdValue, kind) as BlockRow[];
    return rows.map((row) => ({
      id: row.id,
      ...(localizeDeep(parseJson(row.data, {}), lang) as Record<string, unknown>),
      sort: row.sort,
      updated_at: row.updated_at,
    }));
  }

  publicCall(app, ctx, '/arks/web/footer', siteOnly, ({ body, lang }) =>
    ok({ web_footer: blocks(body.site_id, 'footer', lang)[0] ?? null }),
  );
  publicCall(app, ctx, '/arks/web/float', siteOnly, ({ body, lang }) => ok({ web_float_list: blocks(body.site_id, 'float', lang) }));
  publicCall(app, ctx, '/arks/web/web-mobile-footer', siteOnly, ({ body, lang }) =>
    ok({ web_mobile_footer_list: blocks(body.site_id, 'mobile_footer', lang) }),
  );
  publicCall(app, ctx, '/web/logo', siteOnly, ({ body, lang }) => ok({ list: blocks(body.site_id, 'logo', lang) }));

  publicCall(app, ctx, SITE_DETAIL_PATH, siteOnly, ({ body, lang }) => {
    const site = db.prepare('SELECT * FROM sites WHERE site_id = ?').get(body.site_id) as
      | {
          site_id: number;
          site_name: string;
          default_currency: string;
          default_language: string;
          template: string;
          customer_service_link: string;
        }
      | undefined;
    if (!site) return fail(101, 'recordNotFound');
    // The register form offers these (docs/auth.md "Register currency"); only the spec's symbols are written.
    const currencies = (
      db.prepare('SELECT currency FROM site_currencies WHERE site_id = ? ORDER BY sort').pluck().all(site.site_id) as string[]
    ).filter(isCurrencyCode);
    const defaultCurrency = isCurrencyCode(site.default_currency) ? site.default_currency : (currencies[0] ?? 'USD');
    const answer: SiteDetailResponse & { detail: Record<string, unknown> } = {
      detail: {
        ...site,
        default_currency: defaultCurrency,
        currency_list: currencies,
        language_list: ['en_US', 'zh_CN', 'vi_VN'],
        logo_list: blocks(site.site_id, 'logo', lang),
      },
    };
    return ok(answer);
  });

  publicCall(app, ctx, '/arks/web/model/register-background/detail', siteOnly, ({ body }) => {
    const site = db.prepare('SELECT site_name FROM sites WHERE site_id = ?').get(body.site_id) as { site_name: string } | undefined;
    if (!site) return fail(101, 'recordNotFound');
    return ok({
      detail: {
        photo_path: pictureUrl(1200, 800, site.site_name, '#0f2027', '#2c5364', { motif: 'star' }),
        mobile_photo_path: pictureUrl(750, 1000, site.site_name, '#0f2027', '#2c5364', { motif: 'star' }),
      },
    });
  });

  // The template lists localize by the `language` of the payload (the product sends it), else by the lang header.
  const templateList = (kind: string) =>
    publicCall(app, ctx, `/web/${kind}`, templateBody, ({ body, lang }) => {
      const wanted = body.language === undefined ? lang : parseLang(body.language);
      const version = body.model_version;
      const list = blocks(body.site_id, kind, wanted).filter(
        (item) => version === undefined || item.model_version === undefined || item.model_version === version,
      );
      return ok({ language: wanted, list });
    });
  templateList('model_setting');
  templateList('model_sponsor');
  templateList('model_login');

  interface PromotionRow {
    id: number;
    site_id: number;
    category: string;
    title_i18n: string;
    summary_i18n: string;
    content_i18n: string;
    start_at: string;
    end_at: string | null;
    sort: number;
    color_from: string;
    color_to: string;
  }

  const promotionPicture = (device: keyof typeof PROMOTION_SIZES, title: string, summary: string, row: PromotionRow) => {
    const { width, height } = PROMOTION_SIZES[device];
    const motif = motifForTitle(`${row.category} ${pick(parseJson<I18nText>(row.title_i18n, {}), 'en_US')}`);
    return pictureUrl(width, height, title, row.color_from, row.color_to, { motif, tagline: summary });
  };

  const promotionView = (row: PromotionRow, lang: Lang) => {
    const title = pick(parseJson<I18nText>(row.title_i18n, {}), lang);
    const summary = pick(parseJson<I18nText>(row.summary_i18n, {}), lang);
    return {
      id: row.id,
      site_id: row.site_id,
      category: row.category,
      title,
      summary,
      photo_path: promotionPicture('desktop', title, summary, row),
      mobile_photo_path: promotionPicture('mobile', title, summary, row),
      start_at: row.start_at,
      end_at: row.end_at,
      sort: row.sort,
    };
  };

  publicCall(
    app,
    ctx,
    '/arks/web/promotion/list',
    object({ site_id: siteId, currency, device: deviceCode }, ['site_id']),
    ({ body, lang }) => {
      const rows = db
        .prepare('SELECT * FROM promotions WHERE site_id = ? AND enabled = 1 ORDER BY sort DESC, id')
        .all(body.site_id) as PromotionRow[];
      return ok({ promotion_list: rows.map((row) => promotionView(row, lang)) });
    },
  );

  publicCall(app, ctx, '/arks/web/promotion/detail', object({ id: recordId, site_id: siteId }, ['id']), ({ body, lang }) => {
    const row = db
      .prepare('SELECT * FROM promotions WHERE id = ? AND enabled = 1 AND (? IS NULL OR site_id = ?)')
      .get(body.id, body.site_id ?? null, body.site_id ?? null) as PromotionRow | undefined;
    if (!row) return fail(101, 'recordNotFound');
    return ok({ promotion: { ...promotionView(row, lang), content: pick(parseJson<I18nText>(row.content_i18n, {}), lang) } });
  });

  interface FaqRow {
    id: number;
    site_id: number;
    category: string;
    question_i18n: string;
    answer_i18n: string;
    sort: number;
  }

  publicCall(app, ctx, '/arks/web/faq/list', siteOnly, ({ body, lang }) => {
    const rows = db.prepare('SELECT * FROM faqs WHERE site_id = ? ORDER BY sort DESC, id').all(body.site_id) as FaqRow[];
    return ok({
      faq_list: rows.map((row) => ({
        id: row.id,
        site_id: row.site_id,
        category: row.category,
        question: pick(parseJson<I18nText>(row.question_i18n, {}), lang),
        sort: row.sort,
      })),
    });
  });

  publicCall(app, ctx, '/arks/web/faq/detail', object({ id: recordId, site_id: siteId }, ['id']), ({ body, lang }) => {
    const row = db
      .prepare('SELECT * FROM faqs WHERE id = ? AND (? IS NULL OR site_id = ?)')
      .get(body.id, body.site_id ?? null, body.site_id ?? null) as FaqRow | undefined;
    if (!row) return fail(101, 'recordNotFound');
    return ok({
      faq: {
        id: row.id,
        site_id: row.site_id,
        category: row.category,
        question: pick(parseJson<I18nText>(row.question_i18n, {}), lang),
        answer: pick(parseJson<I18nText>(row.answer_i18n, {}), lang),
        sort: row.sort,
      },
    });
  });
}
