import { useStores } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../shared/components/load-failure';
import { HOME_NS } from '../../../shared/load-home-messages';
import { useLoader } from '../../../shared/use-loader';
import { getTemplateList, type SponsorItem } from '../api/get-template-list';

/** /sponsor: the site's sponsorships (/web/model_sponsor), in the page's language. */
export const SponsorList = observer(function SponsorList() {
  const root = useStores();
  const { t } = useTranslation(HOME_NS);
  const locale = root.locale.locale;
  const [state, retry] = useLoader(() => getTemplateList<SponsorItem>(root.api, 'model_sponsor', root.site.siteId, locale), [locale]);
  return (
    <section className="home-sponsor" aria-labelledby="home-sponsor-title">
      <h1 id="home-sponsor-title">{t('sponsor.title')}</h1>
      {state.status === 'loading' && (
        <p className="home-state" role="status" aria-busy="true">
          {t('sponsor.loading')}
        </p>
      )}
      {state.status === 'failed' && <LoadFailure notFound={false} textKey="sponsor" onRetry={retry} />}
      {state.status === 'loaded' && state.data.length === 0 && (
        <p className="home-state" role="status">
          {t('sponsor.empty')}
        </p>
      )}
      {state.status === 'loaded' && state.data.length > 0 && (
        <ul className="home-sponsor__list">
          {state.data.map((item) => (
            <li key={item.id} className="home-sponsor__item">
              <img src={item.photo_path} alt="" loading="lazy" />
              <h2>{item.title}</h2>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
