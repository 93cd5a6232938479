import { SafeHtml, ListState, stateTexts } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../../../app/namespace';
import type { LoginTextItem } from '../api/get-template-list';
import { useTemplateList } from '../lib/use-template-list';

/** The login texts (/web/model_login): title and content of each, for visitors; refreshed by model_login.url. */
export const LoginTexts = observer(function LoginTexts() {
  const { t } = useTranslation(HOME_NS);
  const { store, reload } = useTemplateList<LoginTextItem>('model_login');
  const items = store.items;
  return (
    <section className="home-login-texts" aria-labelledby="home-login-texts-title" data-testid="home-login-texts">
      <h2 id="home-login-texts-title" className="home-login-texts__title">
        {t('loginTexts.title')}
      </h2>
      {store.status === 'loaded' && items.length > 0 ? (
        <ul className="home-login-texts__list">
          {items.map((item) => (
            <li key={item.id} className="home-login-texts__item">
              <h3>{item.title}</h3>
              {/* The back office may write markup here: sanitised, never trusted. */}
              <SafeHtml className="home-login-texts__content" html={item.content ?? ''} deferred />
            </li>
          ))}
        </ul>
      ) : (
        <ListState
          status={store.status}
          empty={items.length === 0}
          texts={stateTexts(t, 'loginTexts')}
          onRetry={reload}
          className="home-state"
        />
      )}
    </section>
  );
});
