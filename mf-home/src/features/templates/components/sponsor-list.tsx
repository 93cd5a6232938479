import { ListState, stateTexts } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../../../app/namespace';
import type { SponsorItem } from '../api/get-template-list';
import { useTemplateList } from '../lib/use-template-list';

/** /sponsor: the site's sponsorships (/web/model_sponsor), in the page's language; refreshed by model_sponsor.url. */
export const SponsorList = observer(function SponsorList() {
  const { t } = useTranslation(HOME_NS);
  const { store, reload } = useTemplateList<SponsorItem>('model_sponsor');
  const items = store.items;
  return (
    <section className="home-sponsor" aria-labelledby="home-sponsor-title">
      <h1 id="home-sponsor-title">{t('sponsor.title')}</h1>
      {store.status === 'loaded' && items.length > 0 ? (
        <ul className="home-sponsor__list">
          {items.map((item) => (
            <li key={item.id} className="home-sponsor__item">
              <img src={item.photo_path} alt="" loading="lazy" width={600} height={340} />
              <h2>{item.title}</h2>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      ) : (
        <ListState
          status={store.status}
          empty={items.length === 0}
          texts={stateTexts(t, 'sponsor')}
          onRetry={reload}
          className="home-state"
        />
      )}
    </section>
  );
});
