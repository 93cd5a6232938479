import { useStores, ListState, ResponsiveModal, stateTexts, createDateFormat } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../../../app/namespace';
import { BulletinHistoryStore } from '../stores/bulletin-history-store';
import { BulletinContent } from './bulletin-content';

/** The "announcement history" entry and its dialog (POST /arks/web/bulletin/history). */
export const BulletinHistory = observer(function BulletinHistory() {
  const root = useStores();
  const { t, i18n } = useTranslation(HOME_NS);
  const [store] = useState(() => new BulletinHistoryStore(root));
  const locale = root.locale.locale;
  const open = store.open;

  useEffect(() => {
    if (open) void store.load();
  }, [store, open, locale]);

  const dateFormat = createDateFormat(i18n.language, 'dateTime');
  const items = store.list.items;
  return (
    <>
      <button type="button" className="home-history__open" onClick={() => store.setOpen(true)}>
        {t('bulletins.historyOpen')}
      </button>
      <ResponsiveModal open={open} title={t('bulletins.historyTitle')} onClose={() => store.setOpen(false)} className="home-history">
        {store.list.status === 'loaded' && items.length > 0 ? (
          <ul className="home-history__list" aria-label={t('bulletins.historyTitle')}>
            {items.map((bulletin) => {
              const updated = new Date(bulletin.updated_at);
              return (
                <li key={bulletin.id} className="home-history__item">
                  <details>
                    <summary>
                      <span className="home-history__title">{bulletin.title}</span>
                      {!Number.isNaN(updated.getTime()) && (
                        <time className="home-history__date" dateTime={bulletin.updated_at}>
                          {dateFormat.format(updated)}
                        </time>
                      )}
                    </summary>
                    <BulletinContent html={bulletin.display_content} />
                  </details>
                </li>
              );
            })}
          </ul>
        ) : (
          <ListState
            status={store.list.status}
            empty={items.length === 0}
            texts={stateTexts(t, 'bulletins.history')}
            onRetry={() => void store.load()}
            className="home-state"
          />
        )}
      </ResponsiveModal>
    </>
  );
});
