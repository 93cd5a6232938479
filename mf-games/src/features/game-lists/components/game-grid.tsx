import { ListState, LoadFailure, useLaunchGame, useStores, type LoadStatus } from '@casino/mf-shared';
import type { GameData, GameOpenMode } from '@casino/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../app/namespace';
import { localizedName } from '../lib/game-name';
import { launchRequestOf, type ListSource } from '../lib/launch-request';
import { searchGames } from '../lib/search-games';
import type { MemberGamesStore } from '../stores/member-games-store';
import { GameTile } from './game-tile';

interface GameGridProps {
  /** The list's name (its tab's title), for the list element. */
  label: string;
  status: LoadStatus;
  games: GameData[];
  onRetry: () => void;
  /** What the list says when it has no game at all. */
  emptyText: string;
  query: string;
  source: ListSource;
  memberGames: MemberGamesStore;
  showProvider: boolean;
  /** The open mode of a game's provider, when the page knows it. */
  openModeOf?: (game: GameData) => GameOpenMode | undefined;
}

/**
 * A list of game tiles with its states: loading, failed (Retry), empty, and no game matching the
 * search. A tile launches its game from the click itself (useLaunchGame: the game window may only
 * open inside the click); a game that started is the member's most recent one.
 */
export const GameGrid = observer(function GameGrid(props: GameGridProps) {
  const { label, status, games, onRetry, emptyText, query, source, memberGames, showProvider, openModeOf } = props;
  const root = useStores();
  const { t } = useTranslation(NS);
  const launch = useLaunchGame();
  const locale = root.locale.locale;
  const nameOf = (game: GameData) => localizedName(game.game_name, locale, game.game_code);

  if (status === 'failed')
    return <LoadFailure notFound={false} texts={{ failed: t('hall.listFailed') }} onRetry={onRetry} className="games-state" />;
  if (status === 'loading' || games.length === 0) {
    return (
      <ListState
        status={status}
        empty
        texts={{ loading: t('hall.listLoading'), empty: emptyText }}
        onRetry={onRetry}
        className="games-state"
      />
    );
  }
  const shown = searchGames(games, query, nameOf);
  if (shown.length === 0) {
    return (
      <p className="games-state games-state--empty" role="status">
        {t('hall.noMatch', { query: query.trim() })}
      </p>
    );
  }

  return (
    <ul className="games-grid" aria-label={label}>
      {shown.map((game) => {
        const name = nameOf(game);
        const play = () => {
          void launch(launchRequestOf(game, name, source, openModeOf?.(game))).then((outcome) => {
            if (outcome.status === 'started') void memberGames.loadLastPlayed();
          });
        };
        const favourite = memberGames.isMember
          ? {
              pressed: memberGames.isFavourite(game),
              busy: memberGames.isStoring(game.id),
              onToggle: () => {
                void memberGames.toggleFavourite(game).then((stored) => {
                  if (!stored) root.notifier.error(t('hall.favouriteFailed'));
                });
              },
            }
          : null;
        return (
          <GameTile
            key={`${game.gp_id}-${game.id}`}
            game={game}
            name={name}
            showProvider={showProvider}
            favourite={favourite}
            onLaunch={play}
          />
        );
      })}
    </ul>
  );
});
