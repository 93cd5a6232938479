import { observer } from 'mobx-react-lite';
import { sanitizeHtml, useStores } from '@casino/mf-shared';

/** The optional SEO content block above the layout, from the site configuration, sanitised. */
export const SeoContent = observer(function SeoContent() {
  const { site } = useStores();
  const html = sanitizeHtml(site.config.seoContent);
  if (!html) return null;
  return <section className="seo-content" dangerouslySetInnerHTML={{ __html: html }} />;
});
