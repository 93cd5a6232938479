import { SafeHtml, useStores, LoadFailure, useAsyncResource, stateTexts, LocaleLink } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../../../app/namespace';
import { getPromotion } from '../api/get-promotion';

/** /discount/:id: one promotion with its sanitised content. */
export const PromotionDetail = observer(function PromotionDetail({ id }: { id: number }) {
  const root = useStores();
  const { t } = useTranslation(HOME_NS);
  const [state, retry] = useAsyncResource(() => getPromotion(root.api, root.site.siteId, id), [id, root.locale.locale]);
  return (
    <article className="home-promotion" aria-busy={state.status === 'loading'}>
      <LocaleLink to="/discount" className="home-back">
        {t('promotions.back')}
      </LocaleLink>
      {state.status === 'loading' && (
        <p className="home-state" role="status">
          {t('promotions.loading')}
        </p>
      )}
      {state.status === 'failed' && (
        <LoadFailure notFound={state.notFound} texts={stateTexts(t, 'promotions')} onRetry={retry} className="home-state" />
      )}
      {state.status === 'loaded' && (
        <>
          <h1>{state.data.title}</h1>
          <img
            className="home-promotion__image"
            src={root.layout.isDesktop ? state.data.photo_path : state.data.mobile_photo_path || state.data.photo_path}
            alt=""
          />
          <SafeHtml className="home-promotion__content" html={state.data.content} />
        </>
      )}
    </article>
  );
});
