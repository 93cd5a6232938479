import { useStores, LoadFailure, useAsyncResource, stateTexts, LocaleLink, supportDevice } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../../../app/namespace';
import { getPromotions } from '../api/get-promotions';

/** /discount: the promotions as cards (desktop grid, mobile list with the mobile pictures). */
export const PromotionList = observer(function PromotionList() {
  const root = useStores();
  const { t } = useTranslation(HOME_NS);
  const isDesktop = root.layout.isDesktop;
  const currency = root.session.currency ?? root.site.currency;
  const [state, retry] = useAsyncResource(
    () => getPromotions(root.api, { siteId: root.site.siteId, currency, device: supportDevice(root.layout) }),
    [root.locale.locale, currency, isDesktop],
  );

  return (
    <section className={`home-promotions home-promotions--${isDesktop ? 'desktop' : 'mobile'}`} aria-labelledby="home-promotions-title">
      <h1 id="home-promotions-title">{t('promotions.title')}</h1>
      {state.status === 'loading' && (
        <p className="home-state" role="status" aria-busy="true">
          {t('promotions.loading')}
        </p>
      )}
      {state.status === 'failed' && (
        <LoadFailure notFound={false} texts={stateTexts(t, 'promotions')} onRetry={retry} className="home-state" />
      )}
      {state.status === 'loaded' && state.data.length === 0 && (
        <p className="home-state" role="status">
          {t('promotions.empty')}
        </p>
      )}
      {state.status === 'loaded' && state.data.length > 0 && (
        <ul className="home-promotions__list">
          {state.data.map((promotion) => (
            <li key={promotion.id} className="home-promotion-card">
              <LocaleLink to={`/discount/${promotion.id}`} className="home-promotion-card__link">
                <img
                  className="home-promotion-card__image"
                  src={isDesktop ? promotion.photo_path : promotion.mobile_photo_path || promotion.photo_path}
                  alt=""
                  loading="lazy"
                />
                <span className="home-promotion-card__title">{promotion.title}</span>
              </LocaleLink>
              <p className="home-promotion-card__summary">{promotion.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
