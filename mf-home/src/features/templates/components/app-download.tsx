import { useStores, ListState, SafeLink, stateTexts, useSearchParams } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../../../app/namespace';
import type { AdItem } from '../api/get-template-list';
import { useTemplateList } from '../lib/use-template-list';

const MODES = ['header', 'content', 'footer'] as const;
type AppPageMode = (typeof MODES)[number];

/** /app: the app page; ?appPage=header|content|footer shows only that part (for the native apps' web views). */
export const AppDownload = observer(function AppDownload() {
  const root = useStores();
  const { t } = useTranslation(HOME_NS);
  const [query] = useSearchParams();
  const requested = query.get('appPage');
  const mode = MODES.find((item) => item === requested) as AppPageMode | undefined;
  const show = (part: AppPageMode) => mode === undefined || mode === part;
  // The ads (model_setting) refresh on model_settings.url for this page's language.
  const { store, reload } = useTemplateList<AdItem>('model_setting');
  const ads = store.items;

  return (
    <section className="home-app" data-app-page={mode ?? 'all'} aria-labelledby="home-app-title">
      {show('header') && (
        <header className="home-app__header">
          <h1 id="home-app-title">{t('app.title', { site: root.site.config.siteName })}</h1>
          <p>{t('app.text')}</p>
        </header>
      )}
      {show('content') && (
        <div className="home-app__content">
          {store.status === 'loaded' && ads.length > 0 ? (
            <ul className="home-app__ads" aria-label={t('app.adsLabel')}>
              {ads.map((ad) => (
                <li key={ad.id}>
                  <SafeLink className="home-app__ad" link={ad.link} linkType={ad.link_type} linkMethod={ad.link_method}>
                    <img src={ad.photo_path} alt={ad.title} loading="lazy" width={400} height={200} />
                  </SafeLink>
                </li>
              ))}
            </ul>
          ) : (
            <ListState
              status={store.status}
              empty={ads.length === 0}
              texts={stateTexts(t, 'app')}
              onRetry={reload}
              className="home-state"
            />
          )}
        </div>
      )}
      {show('footer') && <footer className="home-app__footer">{t('app.footer', { site: root.site.config.siteName })}</footer>}
    </section>
  );
});
