import { useStores } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../../../app/namespace';
import { DemoStore } from '../stores/demo-store';
import { DemoModal } from './demo-modal';

/** The home page's "try demo games" block and the demo modal it opens. */
export const GameDemoEntry = observer(function GameDemoEntry() {
  const root = useStores();
  const { t } = useTranslation(HOME_NS);
  const [store] = useState(() => new DemoStore(root));
  return (
    <section className="home-demo-entry" aria-labelledby="home-demo-entry-title">
      <h2 id="home-demo-entry-title" className="home-demo-entry__title">
        {t('demo.entryTitle')}
      </h2>
      <p className="home-demo-entry__text">{t('demo.entryText')}</p>
      <button type="button" className="home-demo-entry__open" onClick={() => store.open()}>
        {t('demo.open')}
      </button>
      <DemoModal store={store} />
    </section>
  );
});
