import { useAsyncResource, useStores } from '@casino/mf-shared';
import type { GameData, GameProviderData } from '@casino/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../app/namespace';
import { getGameLabels } from '../api/get-game-labels';
import type { ListSource } from '../lib/launch-request';
import { listQueryOf } from '../lib/list-query';
import type { ProviderQuery } from '../lib/provider-query';
import { combinedStatus, recentGames } from '../lib/recent-games';
import { tagTitle } from '../lib/tag-title';
import type { MemberGamesStore } from '../stores/member-games-store';
import { GamesBrowser, type GameCategory } from './games-browser';

interface ProviderGamesProps {
  provider: ProviderQuery;
  /** The provider as /v3/game_list describes it, when the page has it (name, maintenance, open mode). */
  details?: GameProviderData | undefined;
  source: ListSource;
  memberGames: MemberGamesStore;
}

/**
 * One provider's games of one type (POST /v2/game_label): every game, each label's games, and for
 * a member the favourites and the recently played among them. Another provider replaces the call
 * in flight (its cancel group); a login or logout asks again (member_favorite is the member's).
 */
export const ProviderGames = observer(function ProviderGames({ provider, details, source, memberGames }: ProviderGamesProps) {
  const root = useStores();
  const { t } = useTranslation(NS);
  const query = listQueryOf(root);
  const [state, retry] = useAsyncResource(
    () => getGameLabels(root.api, query, provider),
    [provider.gpId, provider.gtId, provider.house, query.siteId, query.currency, query.device, root.locale.locale, memberGames.generation],
  );

  const status = state.status;
  const main = state.status === 'loaded' ? state.data.main : [];
  const labels = state.status === 'loaded' ? state.data.list : [];
  const categories: GameCategory[] = [
    { key: 'all', title: t('hall.allGames'), status, games: main, onRetry: retry, emptyText: t('hall.providerEmpty') },
    ...labels.map((label) => ({
      key: `label-${label.id}`,
      title: tagTitle(t, label.tag),
      status,
      games: label.game_list ?? [],
      onRetry: retry,
      emptyText: t('hall.labelEmpty'),
    })),
  ];
  if (memberGames.isMember) {
    const lastPlayed = memberGames.lastPlayed;
    categories.push(
      {
        key: 'favourites',
        title: t('hall.favourites'),
        status,
        games: main.filter((game: GameData) => memberGames.isFavourite(game)),
        onRetry: retry,
        emptyText: t('hall.favouritesEmpty'),
      },
      {
        key: 'recent',
        title: t('hall.recent'),
        status: combinedStatus(status, lastPlayed.status),
        games: recentGames(main, lastPlayed.items),
        onRetry: () => {
          if (status === 'failed') retry();
          if (lastPlayed.status === 'failed') void memberGames.loadLastPlayed();
        },
        emptyText: t('hall.recentEmpty'),
      },
    );
  }

  const name = details?.gp_name || provider.gpId;
  return (
    <section className="games-provider" aria-label={t('hall.providerGames', { name })}>
      {Number(details?.maintenance) === 1 && (
        <p className="games-provider__maintenance-note" role="note">
          {t('hall.maintenanceNote', { name })}
        </p>
      )}
      <GamesBrowser
        label={t('hall.listsLabel')}
        categories={categories}
        source={source}
        memberGames={memberGames}
        showProvider={false}
        {...(details?.open_mode ? { openModeOf: () => details.open_mode } : {})}
      />
    </section>
  );
});
