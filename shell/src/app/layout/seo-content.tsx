import { observer } from 'mobx-react-lite';
import { SafeHtml, useStores } from '@casino/mf-shared';

/** The optional SEO content block above the layout, from the site configuration, sanitised. */
export const SeoContent = observer(function SeoContent() {
  const { site } = useStores();
  if (!site.config.seoContent?.trim()) return null;
  return <SafeHtml as="section" className="seo-content" html={site.config.seoContent} />;
});
