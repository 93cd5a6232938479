import { useStores, LoadFailure, useAsyncResource, stateTexts, LocaleLink } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../../../app/namespace';
import { getFaqs, type FaqEntry } from '../api/get-faqs';
import { faqCategoryKey } from '../lib/faq-category';

function byCategory(entries: FaqEntry[]): [string, FaqEntry[]][] {
  const groups = new Map<string, FaqEntry[]>();
  for (const entry of entries) groups.set(entry.category, [...(groups.get(entry.category) ?? []), entry]);
  return Array.from(groups.entries());
}

/** /faq: the questions by category, each leading to /faq/:id. */
export const FaqList = observer(function FaqList() {
  const root = useStores();
  const { t } = useTranslation(HOME_NS);
  const [state, retry] = useAsyncResource(() => getFaqs(root.api, root.site.siteId), [root.locale.locale]);
  return (
    <section className={`home-faq home-faq--${root.layout.isDesktop ? 'desktop' : 'mobile'}`} aria-labelledby="home-faq-title">
      <h1 id="home-faq-title">{t('faq.title')}</h1>
      {state.status === 'loading' && (
        <p className="home-state" role="status" aria-busy="true">
          {t('faq.loading')}
        </p>
      )}
      {state.status === 'failed' && <LoadFailure notFound={false} texts={stateTexts(t, 'faq')} onRetry={retry} className="home-state" />}
      {state.status === 'loaded' && state.data.length === 0 && (
        <p className="home-state" role="status">
          {t('faq.empty')}
        </p>
      )}
      {state.status === 'loaded' &&
        byCategory(state.data).map(([category, entries]) => {
          const key = faqCategoryKey(category);
          const heading = key ? t(key) : category;
          return (
            <section key={category} className="home-faq__group" aria-label={heading}>
              <h2>{heading}</h2>
              <ul>
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <LocaleLink to={`/faq/${entry.id}`}>{entry.question}</LocaleLink>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
    </section>
  );
});
