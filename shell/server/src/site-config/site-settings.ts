import { LOCALES, isLocale, type SiteFlags, type ThirdPartyLogin } from '@casino/contracts';
import { parseHostRules, type HostRule } from './host-rules';
import { resolveSiteFlags } from './site-flags';
import { resolveThirdPartyLogins } from './third-party-logins';

/** Page texts for search engines in one language. */
export interface SeoText {
  title: string;
  description?: string;
  keywords?: string;
}

/** Which look the site wears (shell-and-public.md §7 template channels, §9 H5_1..H5_8). */
export interface TemplateSettings {
  /** Desktop template, such as site02, suncity or apsport. */
  desktop: string;
  /** Mobile template: H5_1..H5_8 (the "bob_mobile" family), or "origin" for the desktop template's own mobile look. */
  mobile: string;
  /** Sent as model_version with /web/model_setting, /web/model_sponsor and /web/model_login. */
  modelVersion: number;
}

/** The site environment configuration, after environment overrides. Nothing in it is secret. */
export interface SiteSettings {
  siteId: number;
  siteName: string;
  currency: string;
  defaultLocale: string;
  locales: string[];
  demoMode: boolean;
  customerServiceUrl: string;
  template: TemplateSettings;
  iframeAllowedHosts: HostRule[];
  /** Per locale; en_US and zh_CN titles always, vi_VN description and keywords when the site offers vi_VN. */
  seo: Record<string, SeoText>;
  /** The spec's site flags (`flags` in the document), defaults where not set. */
  flags: SiteFlags;
  /** Third-party sign-in providers of the login modal (third-party-logins.ts). */
  thirdPartyLogins: ThirdPartyLogin[];
}

/** Templates that have their own `{template}_template` real-time channel (shell-and-public.md §7). */
export const CHANNEL_TEMPLATES = ['site02', 'suncity', 'apsport'] as const;
/** Mobile templates H5_1..H5_8 share the bob_mobile template and its channel. */
export const MOBILE_TEMPLATE = /^H5_[1-8]$/;

type Env = Record<string, string | undefined>;
type Doc = Record<string, unknown>;

const isObject = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the site settings from a configuration document with environment variables on top.
 * Never throws: every missing or wrong value becomes one readable line in `problems`.
 */
export function resolveSiteSettings(document: unknown, env: Env, origin: string): { settings: SiteSettings; problems: string[] } {
  const problems: string[] = [];
  const doc: Doc = isObject(document) ? document : {};
  if (!isObject(document)) problems.push(`${origin}: the site configuration must be a JSON object`);

  /** An environment value wins when set and not empty; otherwise the document's field. */
  const pick = (envName: string, field: string, from: Doc = doc): { value: unknown; where: string } | undefined => {
    const raw = env[envName];
    if (raw !== undefined && raw !== '') return { value: raw, where: envName };
    if (from[field] !== undefined) return { value: from[field], where: `${field} in ${origin}` };
    return undefined;
  };
  const missing = (field: string, envName?: string) =>
    problems.push(`${field} is missing: set it in ${origin}${envName ? ` or with ${envName}` : ''}`);

  const integer = (envName: string, field: string, min: number, from?: Doc): number => {
    const found = pick(envName, field, from);
    if (!found) {
      missing(field, envName);
      return min;
    }
    const value = typeof found.value === 'string' ? Number(found.value) : found.value;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
      problems.push(`${found.where} must be a whole number ≥ ${min} (got ${JSON.stringify(found.value)})`);
      return min;
    }
    return value;
  };
  const text = (envName: string | undefined, field: string, check?: (value: string) => string | undefined, from?: Doc): string => {
    const found = envName
      ? pick(envName, field, from)
      : (from ?? doc)[field] !== undefined
        ? { value: (from ?? doc)[field], where: `${field} in ${origin}` }
        : undefined;
    if (!found) {
      missing(field, envName);
      return '';
    }
    if (typeof found.value !== 'string' || !found.value.trim()) {
      problems.push(`${found.where} must be a non-empty text (got ${JSON.stringify(found.value)})`);
      return '';
    }
    const problem = check?.(found.value);
    if (problem) problems.push(`${found.where} ${problem} (got "${found.value}")`);
    return found.value;
  };

  const siteId = integer('SITE_ID', 'siteId', 1);
  const siteName = text('SITE_NAME', 'siteName');
  const currency = text('SITE_CURRENCY', 'currency', (v) => (/^[A-Z]{3}$/.test(v) ? undefined : 'must be a three-letter code such as RMB'));
  const defaultLocale = text('DEFAULT_LOCALE', 'defaultLocale', (v) => (isLocale(v) ? undefined : `must be one of ${LOCALES.join(', ')}`));

  let locales: string[] = [];
  const foundLocales = pick('SITE_LOCALES', 'locales');
  if (!foundLocales) missing('locales', 'SITE_LOCALES');
  else {
    const list =
      typeof foundLocales.value === 'string'
        ? foundLocales.value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : foundLocales.value;
    if (!Array.isArray(list) || list.length === 0 || !list.every((l): l is string => typeof l === 'string')) {
      problems.push(`${foundLocales.where} must be a non-empty list of locale codes`);
    } else {
      const unknown = list.filter((code) => !isLocale(code));
      if (unknown.length) problems.push(`${foundLocales.where} has unknown locales: ${unknown.join(', ')}`);
      locales = list;
    }
  }
  if (locales.length && isLocale(defaultLocale) && !locales.includes(defaultLocale)) {
    problems.push(`defaultLocale ${defaultLocale} is not one of the site's locales (${locales.join(', ')})`);
  }

  let demoMode = false;
  const foundDemo = pick('DEMO_MODE', 'demoMode');
  if (foundDemo) {
    const v = foundDemo.value;
    if (v === true || v === 'true' || v === '1') demoMode = true;
    else if (!(v === false || v === 'false' || v === '0'))
      problems.push(`${foundDemo.where} must be true or false (got ${JSON.stringify(v)})`);
  }

  const customerServiceUrl = text('CUSTOMER_SERVICE_URL', 'customerServiceUrl', (v) => {
    try {
      return ['http:', 'https:'].includes(new URL(v).protocol) ? undefined : 'must be an http(s) URL';
    } catch {
      return 'must be an absolute URL';
    }
  });

  const templateDoc = isObject(doc.template) ? doc.template : {};
  if (doc.template !== undefined && !isObject(doc.template))
    problems.push(`template in ${origin} must be an object { desktop, mobile, modelVersion }`);
  const template: TemplateSettings = {
    desktop: text(
      'SITE_TEMPLATE',
      'template.desktop',
      (v) => (/^[a-z][a-z0-9_]*$/.test(v) ? undefined : 'must be a template name such as site02'),
      prefixed(templateDoc, 'template.'),
    ),
    mobile: text(
      'SITE_MOBILE_TEMPLATE',
      'template.mobile',
      (v) => (v === 'origin' || MOBILE_TEMPLATE.test(v) ? undefined : 'must be H5_1 to H5_8, or origin'),
      prefixed(templateDoc, 'template.'),
    ),
    modelVersion: integer('SITE_MODEL_VERSION', 'template.modelVersion', 1, prefixed(templateDoc, 'template.')),
  };

  // IFRAME_ALLOWED_HOSTS set to an empty value means "no host at all", so it is read with `!== undefined`.
  let hostEntries: string[] = [];
  if (env.IFRAME_ALLOWED_HOSTS !== undefined) hostEntries = env.IFRAME_ALLOWED_HOSTS.split(',');
  else if (Array.isArray(doc.iframeAllowedHosts) && doc.iframeAllowedHosts.every((h) => typeof h === 'string'))
    hostEntries = doc.iframeAllowedHosts;
  else if (doc.iframeAllowedHosts !== undefined) problems.push(`iframeAllowedHosts in ${origin} must be a list of host patterns`);
  else missing('iframeAllowedHosts', 'IFRAME_ALLOWED_HOSTS');
  const hostRules = parseHostRules(hostEntries);
  const hostsWhere = env.IFRAME_ALLOWED_HOSTS !== undefined ? 'IFRAME_ALLOWED_HOSTS' : `iframeAllowedHosts in ${origin}`;
  problems.push(...hostRules.problems.map((p) => `${hostsWhere}: ${p}`));

  const seo: Record<string, SeoText> = {};
  const seoDoc = isObject(doc.seo) ? doc.seo : undefined;
  if (!seoDoc) problems.push(`seo is missing: set it in ${origin} as { "en_US": { "title": … }, "zh_CN": { "title": … }, … }`);
  else {
    for (const [locale, entry] of Object.entries(seoDoc)) {
      if (!isLocale(locale)) problems.push(`seo.${locale} in ${origin}: unknown locale`);
      else if (!isObject(entry) || typeof entry.title !== 'string' || !entry.title.trim())
        problems.push(`seo.${locale}.title is missing in ${origin}`);
      else {
        const bad = (['description', 'keywords'] as const).filter((k) => entry[k] !== undefined && typeof entry[k] !== 'string');
        if (bad.length) problems.push(`seo.${locale}.${bad.join(', ')} in ${origin} must be text`);
        seo[locale] = {
          title: entry.title,
          ...(typeof entry.description === 'string' ? { description: entry.description } : {}),
          ...(typeof entry.keywords === 'string' ? { keywords: entry.keywords } : {}),
        };
      }
    }
    // The page title is Chinese for zh_CN and English otherwise (shell-and-public.md §2).
    for (const locale of ['en_US', 'zh_CN']) if (!isObject(seoDoc[locale])) problems.push(`seo.${locale}.title is missing in ${origin}`);
    // Vietnamese-language sites carry a description and keywords about the brand.
    if (locales.includes('vi_VN')) {
      const vi = isObject(seoDoc.vi_VN) ? seoDoc.vi_VN : {};
      for (const key of ['description', 'keywords']) {
        if (typeof vi[key] !== 'string' || !(vi[key] as string).trim())
          problems.push(`seo.vi_VN.${key} is missing in ${origin} (the site offers vi_VN)`);
      }
    }
  }

  const siteFlags = resolveSiteFlags(doc.flags, env, origin);
  problems.push(...siteFlags.problems);
  const thirdParty = resolveThirdPartyLogins(doc.thirdPartyLogins, env, origin);
  problems.push(...thirdParty.problems);

  return {
    settings: {
      siteId,
      siteName,
      currency,
      defaultLocale,
      locales,
      demoMode,
      customerServiceUrl,
      template,
      iframeAllowedHosts: hostRules.rules,
      seo,
      flags: siteFlags.flags,
      thirdPartyLogins: thirdParty.logins,
    },
    problems,
  };
}

/** Lets nested fields be looked up by their dotted name (`template.desktop`) so messages name the full path. */
function prefixed(object: Doc, prefix: string): Doc {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [`${prefix}${key}`, value]));
}

/** The title, description and keywords a page in `locale` shows (shell-and-public.md §2). */
export function pageSeo(seo: Record<string, SeoText>, locale: string): SeoText {
  const title = (locale === 'zh_CN' ? seo.zh_CN?.title : seo.en_US?.title) ?? '';
  if (locale !== 'vi_VN') return { title };
  return { title, description: seo.vi_VN?.description, keywords: seo.vi_VN?.keywords };
}
