import type { Locale, SiteConfig } from '@casino/contracts';
import type { LocaleLinks } from './locale-links';

export interface DocumentMeta {
  title: string;
  description: string | null;
  keywords: string | null;
}

/**
 * The page's title and SEO meta for a locale: the Chinese title for zh_CN, the English one
 * otherwise; Vietnamese pages also carry the Vietnamese description and keywords.
 */
export function documentMeta(config: Pick<SiteConfig, 'seo' | 'siteName'>, locale: Locale): DocumentMeta {
  const english = config.seo.en_US?.title ?? config.siteName;
  const title = locale === 'zh_CN' ? (config.seo.zh_CN?.title ?? english) : english;
  const vietnamese = locale === 'vi_VN' ? config.seo.vi_VN : undefined;
  return { title, description: vietnamese?.description ?? null, keywords: vietnamese?.keywords ?? null };
}

function setMeta(doc: Document, name: string, content: string | null): void {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = doc.createElement('meta');
    element.name = name;
    doc.head.appendChild(element);
  }
  element.content = content;
}

/** Writes the meta into a document. */
export function applyDocumentMeta(doc: Document, meta: DocumentMeta, locale: Locale): void {
  doc.title = meta.title;
  doc.documentElement.lang = locale.replace('_', '-');
  setMeta(doc, 'description', meta.description);
  setMeta(doc, 'keywords', meta.keywords);
}

/**
 * Replaces the page's `<link rel="canonical">` and `<link rel="alternate" hreflang>` by those of
 * the page now shown (none for a page without them), so they follow an in-app navigation.
 */
export function applyLocaleLinks(doc: Document, links: LocaleLinks | null): void {
  for (const old of doc.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]')) old.remove();
  if (!links) return;
  const add = (attributes: Record<string, string>) => {
    const link = doc.createElement('link');
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    doc.head.appendChild(link);
  };
  add({ rel: 'canonical', href: links.canonical });
  for (const alternate of links.alternates) add({ rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href });
}
