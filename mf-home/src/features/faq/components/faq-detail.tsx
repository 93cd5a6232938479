import { SafeHtml, useStores, LoadFailure, useAsyncResource, stateTexts, LocaleLink } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../../../app/namespace';
import { getFaq } from '../api/get-faq';

/** /faq/:id: one question and its sanitised answer. */
export const FaqDetail = observer(function FaqDetail({ id }: { id: number }) {
  const root = useStores();
  const { t } = useTranslation(HOME_NS);
  const [state, retry] = useAsyncResource(() => getFaq(root.api, root.site.siteId, id), [id, root.locale.locale]);
  return (
    <article className="home-faq-entry">
      <LocaleLink to="/faq" className="home-back">
        {t('faq.back')}
      </LocaleLink>
      {state.status === 'loading' && (
        <p className="home-state" role="status" aria-busy="true">
          {t('faq.loading')}
        </p>
      )}
      {state.status === 'failed' && (
        <LoadFailure notFound={state.notFound} texts={stateTexts(t, 'faq')} onRetry={retry} className="home-state" />
      )}
      {state.status === 'loaded' && (
        <>
          <h1>{state.data.question}</h1>
          <SafeHtml className="home-faq-entry__answer" html={state.data.answer} />
        </>
      )}
    </article>
  );
});
