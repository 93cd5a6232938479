import type { FastifyInstance } from 'fastify';
import { SITE_DETAIL_PATH } from '@casino/contracts';
import { faqDetail, faqList, promotionDetail, promotionList } from '../content/promotions';
import { blocks, registerBackground, siteDetail, templateList } from '../content/site-blocks';
import type { SandboxContext } from '../context';
import { fail, ok, publicCall } from '../http/call';
import { currency, deviceCode, language, recordId, siteId } from '../http/common-schemas';
import { parseLang } from '../http/lang';
import { integer, object } from '../http/schema';

const siteOnly = object({ site_id: siteId }, ['site_id']);
const templateBody = object({ site_id: siteId, language, model_version: integer({ minimum: 0 }) }, ['site_id']);
const promotionsBody = object({ site_id: siteId, currency, device: deviceCode }, ['site_id']);
const detailBody = object({ id: recordId, site_id: siteId }, ['id']);

/** Site blocks, template lists, promotions and FAQ (the calls whose answers the spec does not show), over content/. */
export function siteRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  const notFound = () => fail(101, 'recordNotFound');
  publicCall(app, ctx, '/arks/web/footer', siteOnly, ({ body, lang }) =>
    ok({ web_footer: blocks(db, body.site_id, 'footer', lang)[0] ?? null }),
  );
  publicCall(app, ctx, '/arks/web/float', siteOnly, ({ body, lang }) => ok({ web_float_list: blocks(db, body.site_id, 'float', lang) }));
  publicCall(app, ctx, '/arks/web/web-mobile-footer', siteOnly, ({ body, lang }) =>
    ok({ web_mobile_footer_list: blocks(db, body.site_id, 'mobile_footer', lang) }),
  );
  publicCall(app, ctx, '/web/logo', siteOnly, ({ body, lang }) => ok({ list: blocks(db, body.site_id, 'logo', lang) }));
  publicCall(app, ctx, SITE_DETAIL_PATH, siteOnly, ({ body, lang }) => {
    const detail = siteDetail(db, body.site_id, lang);
    return detail ? ok(detail) : notFound();
  });
  publicCall(app, ctx, '/arks/web/model/register-background/detail', siteOnly, ({ body }) => {
    const detail = registerBackground(db, body.site_id);
    return detail ? ok({ detail }) : notFound();
  });
  // The template lists localize by the `language` of the payload (the product sends it), else by the lang header.
  for (const kind of ['model_setting', 'model_sponsor', 'model_login']) {
    publicCall(app, ctx, `/web/${kind}`, templateBody, ({ body, lang }) => {
      const wanted = body.language === undefined ? lang : parseLang(body.language);
      return ok({ language: wanted, list: templateList(db, body.site_id, kind, wanted, body.model_version) });
    });
  }
  publicCall(app, ctx, '/arks/web/promotion/list', promotionsBody, ({ body, lang }) =>
    ok({ promotion_list: promotionList(db, body.site_id, lang) }),
  );
  publicCall(app, ctx, '/arks/web/promotion/detail', detailBody, ({ body, lang }) => {
    const promotion = promotionDetail(db, body.id, body.site_id, lang);
    return promotion ? ok({ promotion }) : notFound();
  });
  publicCall(app, ctx, '/arks/web/faq/list', siteOnly, ({ body, lang }) => ok({ faq_list: faqList(db, body.site_id, lang) }));
  publicCall(app, ctx, '/arks/web/faq/detail', detailBody, ({ body, lang }) => {
    const faq = faqDetail(db, body.id, body.site_id, lang);
    return faq ? ok({ faq }) : notFound();
  });
}
