import { LocaleLink, useSearchParams, useStores } from '@casino/mf-shared';
import type { GameData, GameTypeData } from '@casino/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../app/namespace';
import { chosenProvider, offeredProviders, providerKey } from '../lib/provider-choice';
import { opensInGameRoom, providerSearch } from '../lib/provider-query';
import type { MemberGamesStore } from '../stores/member-games-store';
import { GameTabs } from './game-tabs';
import { HallHighlights } from './hall-highlights';
import { ProviderGames } from './provider-games';

const ALL = 'all';

/**
 * A hall's providers as tabs: "All providers" (the hall's hot, new and template lists) and one tab
 * per provider (its games). The chosen provider is kept in the address (`?gp_id&house`), so a
 * reload or a shared link shows it again. Desktop slots on a site with the room flag open each
 * provider in the game room (/gameRoom) instead.
 */
export const HallProviders = observer(function HallProviders({ type, memberGames }: { type: GameTypeData; memberGames: MemberGamesStore }) {
  const root = useStores();
  const { t } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const providers = offeredProviders(type.gp_list);
  const chosen = chosenProvider(providers, params.get('gp_id'), params.get('house'));
  const modes = new Map(providers.map((provider) => [provider.gp_id, provider.open_mode]));
  const openModeOf = (game: GameData) => modes.get(game.gp_id);

  if (providers.length === 0) {
    return (
      <p className="games-state games-state--empty" role="status">
        {t('hall.noProviders')}
      </p>
    );
  }

  const maintenanceMark = (maintenance: number) =>
    Number(maintenance) === 1 ? <span className="games-provider-tab__maintenance"> ({t('hall.maintenance')})</span> : null;

  if (opensInGameRoom(type.gt_id, root.layout.isDesktop, root.site.config.flags.gameRoom)) {
    return (
      <>
        <nav className="games-rooms" aria-label={t('hall.roomsLabel')}>
          <ul className="games-rooms__list">
            {providers.map((provider) => (
              <li key={providerKey(provider)}>
                <LocaleLink
                  className="games-rooms__link"
                  to={`/gameRoom${providerSearch({ gtId: type.gt_id, gpId: provider.gp_id, house: provider.house })}`}
                >
                  {provider.gp_name}
                  {maintenanceMark(provider.maintenance)}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
        <HallHighlights gtId={type.gt_id} memberGames={memberGames} openModeOf={openModeOf} />
      </>
    );
  }

  const choose = (key: string) => {
    const provider = providers.find((candidate) => providerKey(candidate) === key);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('gp_id');
        next.delete('house');
        if (provider) next.set('gp_id', provider.gp_id);
        if (provider?.house) next.set('house', provider.house);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <GameTabs
      className="games-hall__providers"
      label={t('hall.providersLabel')}
      items={[
        { key: ALL, label: t('hall.allProviders') },
        ...providers.map((provider) => ({
          key: providerKey(provider),
          label: (
            <>
              {provider.gp_name}
              {maintenanceMark(provider.maintenance)}
            </>
          ),
        })),
      ]}
      activeKey={chosen ? providerKey(chosen) : ALL}
      onChange={choose}
    >
      {chosen ? (
        <ProviderGames
          key={providerKey(chosen)}
          provider={{ gtId: type.gt_id, gpId: chosen.gp_id, house: chosen.house }}
          details={chosen}
          source="game-hall"
          memberGames={memberGames}
        />
      ) : (
        <HallHighlights gtId={type.gt_id} memberGames={memberGames} openModeOf={openModeOf} />
      )}
    </GameTabs>
  );
});
