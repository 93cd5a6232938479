import { useStores } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '../../../shared/components/load-failure';
import { HOME_NS } from '../../../shared/load-home-messages';
import { useLoader } from '../../../shared/use-loader';
import { getTemplateList, type AdItem } from '../api/get-template-list';

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
  const locale = root.locale.locale;
  const [state, retry] = useLoader(() => getTemplateList<AdItem>(root.api, 'model_setting', root.site.siteId, locale), [locale]);

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
          {state.status === 'loading' && (
            <p className="home-state" role="status" aria-busy="true">
              {t('app.loading')}
            </p>
          )}
          {state.status === 'failed' && <LoadFailure notFound={false} textKey="app" onRetry={retry} />}
          {state.status === 'loaded' && state.data.length === 0 && (
            <p className="home-state" role="status">
              {t('app.empty')}
            </p>
          )}
          {state.status === 'loaded' && state.data.length > 0 && (
            <ul className="home-app__ads">
              {state.data.map((ad) => (
                <li key={ad.id}>
                  <img src={ad.photo_path} alt={ad.title} loading="lazy" />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {show('footer') && <footer className="home-app__footer">{t('app.footer', { site: root.site.config.siteName })}</footer>}
    </section>
  );
});
