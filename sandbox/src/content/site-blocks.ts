import { isCurrencyCode, type SiteDetailResponse } from '@casino/contracts';
import { pictureUrl } from '../assets/urls';
import type { Db } from '../db/db';
import { parseJson } from '../http/json';
import { localizeDeep, type Lang } from '../http/lang';

/** The site's configurable blocks (web_blocks: footer, float, logos, template lists), its detail and register background. */

interface BlockRow {
  id: number;
  data: string;
  sort: number;
  updated_at: string;
}

/** The site's blocks of one kind, the site's order first, localized to `lang`. */
export function blocks(db: Db, siteId: number, kind: string, lang: Lang): Record<string, unknown>[] {
  const rows = db
    .prepare('SELECT id, data, sort, updated_at FROM web_blocks WHERE site_id = ? AND kind = ? ORDER BY sort DESC, id')
    .all(siteId, kind) as BlockRow[];
  return rows.map((row) => ({
    id: row.id,
    ...(localizeDeep(parseJson(row.data, {}), lang) as Record<string, unknown>),
    sort: row.sort,
    updated_at: row.updated_at,
  }));
}

/** A template list (model_setting, model_sponsor, model_login) of one model version (or all). */
export function templateList(db: Db, siteId: number, kind: string, lang: Lang, version: number | undefined): Record<string, unknown>[] {
  return blocks(db, siteId, kind, lang).filter(
    (item) => version === undefined || item.model_version === undefined || item.model_version === version,
  );
}

interface SiteRow {
  site_id: number;
  site_name: string;
  default_currency: string;
  default_language: string;
  template: string;
  customer_service_link: string;
}

/** The site's detail with its currencies and logos, or null for no such site. */
export function siteDetail(db: Db, siteId: number, lang: Lang): (SiteDetailResponse & { detail: Record<string, unknown> }) | null {
  const site = db.prepare('SELECT * FROM sites WHERE site_id = ?').get(siteId) as SiteRow | undefined;
  if (!site) return null;
  // The register form offers these (docs/auth.md "Register currency"); only the spec's symbols are written.
  const currencies = (
    db.prepare('SELECT currency FROM site_currencies WHERE site_id = ? ORDER BY sort').pluck().all(site.site_id) as string[]
  ).filter(isCurrencyCode);
  const defaultCurrency = isCurrencyCode(site.default_currency) ? site.default_currency : (currencies[0] ?? 'USD');
  return {
    detail: {
      ...site,
      default_currency: defaultCurrency,
      currency_list: currencies,
      language_list: ['en_US', 'zh_CN', 'vi_VN'],
      logo_list: blocks(db, site.site_id, 'logo', lang),
    },
  };
}

/** The register page's background pictures, drawn with the site's name, or null for no such site. */
export function registerBackground(db: Db, siteId: number): { photo_path: string; mobile_photo_path: string } | null {
  const site = db.prepare('SELECT site_name FROM sites WHERE site_id = ?').get(siteId) as { site_name: string } | undefined;
  if (!site) return null;
  return {
    photo_path: pictureUrl(1200, 800, site.site_name, '#0f2027', '#2c5364', { motif: 'star' }),
    mobile_photo_path: pictureUrl(750, 1000, site.site_name, '#0f2027', '#2c5364', { motif: 'star' }),
  };
}
