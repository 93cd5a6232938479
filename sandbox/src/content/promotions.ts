import { motifForTitle } from '../assets/art';
import { PROMOTION_SIZES, pictureUrl } from '../assets/urls';
import type { Db } from '../db/db';
import { parseJson, type I18nText } from '../http/json';
import { pick, type Lang } from '../http/lang';

/** The site's promotions and FAQ, localized, with pictures drawn from each promotion's title. */

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

function promotionPicture(device: keyof typeof PROMOTION_SIZES, title: string, summary: string, row: PromotionRow): string {
  const { width, height } = PROMOTION_SIZES[device];
  const motif = motifForTitle(`${row.category} ${pick(parseJson<I18nText>(row.title_i18n, {}), 'en_US')}`);
  return pictureUrl(width, height, title, row.color_from, row.color_to, { motif, tagline: summary });
}

function promotionView(row: PromotionRow, lang: Lang) {
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
}

/** The site's enabled promotions, the site's order first. */
export function promotionList(db: Db, siteId: number, lang: Lang) {
  const rows = db
    .prepare('SELECT * FROM promotions WHERE site_id = ? AND enabled = 1 ORDER BY sort DESC, id')
    .all(siteId) as PromotionRow[];
  return rows.map((row) => promotionView(row, lang));
}

/** One enabled promotion with its content (of the site when one is named), or null. */
export function promotionDetail(db: Db, id: number, siteId: number | undefined, lang: Lang) {
  const row = db
    .prepare('SELECT * FROM promotions WHERE id = ? AND enabled = 1 AND (? IS NULL OR site_id = ?)')
    .get(id, siteId ?? null, siteId ?? null) as PromotionRow | undefined;
  return row ? { ...promotionView(row, lang), content: pick(parseJson<I18nText>(row.content_i18n, {}), lang) } : null;
}

interface FaqRow {
  id: number;
  site_id: number;
  category: string;
  question_i18n: string;
  answer_i18n: string;
  sort: number;
}

const faqView = (row: FaqRow, lang: Lang) => ({
  id: row.id,
  site_id: row.site_id,
  category: row.category,
  question: pick(parseJson<I18nText>(row.question_i18n, {}), lang),
  sort: row.sort,
});

/** The site's questions, the site's order first. */
export function faqList(db: Db, siteId: number, lang: Lang) {
  const rows = db.prepare('SELECT * FROM faqs WHERE site_id = ? ORDER BY sort DESC, id').all(siteId) as FaqRow[];
  return rows.map((row) => faqView(row, lang));
}

/** One question with its answer (of the site when one is named), or null. */
export function faqDetail(db: Db, id: number, siteId: number | undefined, lang: Lang) {
  const row = db.prepare('SELECT * FROM faqs WHERE id = ? AND (? IS NULL OR site_id = ?)').get(id, siteId ?? null, siteId ?? null) as
    FaqRow | undefined;
  if (!row) return null;
  const { sort, ...view } = faqView(row, lang);
  return { ...view, answer: pick(parseJson<I18nText>(row.answer_i18n, {}), lang), sort };
}
