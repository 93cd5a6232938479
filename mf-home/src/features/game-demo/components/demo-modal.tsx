import { detachOpener, sendWindowTo, useLocalePath, useStores, windowAddress, ResponsiveModal } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../../../app/namespace';
import type { DemoGame } from '../api/demo-types';
import type { DemoStore } from '../stores/demo-store';
import { DemoGameCard } from './demo-game-card';

/** The game-demo modal: game-type tabs, providers of the type, their games, demo play. */
export const DemoModal = observer(function DemoModal({ store }: { store: DemoStore }) {
  const { notifier } = useStores();
  const localePath = useLocalePath();
  const { t } = useTranslation(HOME_NS);
  const type = store.activeType;

  const play = async (game: DemoGame) => {
    if (store.playing !== null) return;
    // Opened now, inside the click, so the browser does not block it; it shows /loading until the
    // URL comes. Detached at once: the provider's game page must not reach this tab (window.opener).
    const popup = window.open(localePath('/loading'), '_blank');
    detachOpener(popup);
    const url = await store.play(game);
    const address = windowAddress(url, window.location.href);
    if (!address) {
      popup?.close();
      if (url) notifier.error(t('demo.unsafeUrl'));
      return;
    }
    if (popup) sendWindowTo(popup, address, window.location.href);
    else window.location.assign(address);
  };

  return (
    <ResponsiveModal open={store.modalVisible} title={t('demo.title')} onClose={() => store.close()} className="home-demo" width={960}>
      {store.typesStatus === 'loading' && (
        <p role="status" aria-busy="true">
          {t('demo.loadingTypes')}
        </p>
      )}
      {store.typesStatus === 'failed' && (
        <p role="alert">
          {t('demo.failedTypes')}{' '}
          <button type="button" className="data-state__retry" onClick={() => void store.loadTypes()}>
            {t('ui.retry', { ns: 'common' })}
          </button>
        </p>
      )}
      {store.typesStatus === 'loaded' && store.types.length === 0 && <p role="status">{t('demo.noTypes')}</p>}
      {type && (
        <>
          <div role="tablist" aria-label={t('demo.typesLabel')} className="home-demo__types">
            {store.types.map((item) => (
              <button
                key={item.gt_id}
                type="button"
                role="tab"
                aria-selected={item.gt_id === type.gt_id}
                className="home-demo__type"
                onClick={() => store.selectType(item.gt_id)}
              >
                {item.gt_name}
              </button>
            ))}
          </div>
          <div role="tabpanel" aria-label={type.gt_name} className="home-demo__panel">
            <div role="group" aria-label={t('demo.providersLabel')} className="home-demo__providers">
              {type.gp_list.map((provider) => (
                <button
                  key={provider.gp_id}
                  type="button"
                  aria-pressed={provider.gp_id === store.activeGpId}
                  className="home-demo__provider"
                  onClick={() => store.selectProvider(type.gt_id, provider)}
                >
                  {provider.gp_name}
                </button>
              ))}
            </div>
            {store.listVisible && store.gamesStatus === 'loading' && (
              <p role="status" aria-busy="true">
                {t('demo.loadingGames')}
              </p>
            )}
            {store.listVisible && store.gamesStatus === 'failed' && <p role="alert">{t('demo.failedGames')}</p>}
            {store.listVisible && store.gamesStatus === 'loaded' && store.games.length === 0 && <p role="status">{t('demo.noGames')}</p>}
            {store.listVisible && store.games.length > 0 && (
              <ul className="home-demo__games" aria-label={t('demo.gamesLabel')}>
                {store.games.map((game) => (
                  <DemoGameCard key={game.id} game={game} playing={store.playing} onPlay={(item) => void play(item)} />
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </ResponsiveModal>
  );
});
