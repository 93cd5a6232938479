import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SafeHtml, useStores } from '@casino/mf-shared';

/** The optional SEO content block above the layout, from the site configuration, sanitised; a named region (a landmark). */
export const SeoContent = observer(function SeoContent() {
  const { site } = useStores();
  const { t } = useTranslation('shell');
  if (!site.config.seoContent?.trim()) return null;
  return (
    <section className="seo-content" aria-label={t('seo.label', { site: site.config.siteName })}>
      <SafeHtml html={site.config.seoContent} />
    </section>
  );
});
