import type { LoadStatus } from '@casino/mf-shared';
import type { GameData, GameOpenMode } from '@casino/contracts';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { ListSource } from '../lib/launch-request';
import type { MemberGamesStore } from '../stores/member-games-store';
import { GameGrid } from './game-grid';
import { GameSearch } from './game-search';
import { GameTabs } from './game-tabs';

/** One list a browser offers as a tab: its games and the state of their load. */
export interface GameCategory {
  key: string;
  title: string;
  status: LoadStatus;
  games: GameData[];
  onRetry: () => void;
  emptyText: string;
}

interface GamesBrowserProps {
  /** The name of the row of list tabs. */
  label: string;
  categories: GameCategory[];
  source: ListSource;
  memberGames: MemberGamesStore;
  showProvider: boolean;
  openModeOf?: (game: GameData) => GameOpenMode | undefined;
}

/**
 * Lists as tabs (all, labels, favourites, recently played…), a search box over the list shown,
 * and its games. The search stays when another list is chosen.
 */
export const GamesBrowser = observer(function GamesBrowser({
  label,
  categories,
  source,
  memberGames,
  showProvider,
  openModeOf,
}: GamesBrowserProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const active = categories.find((category) => category.key === chosen) ?? categories[0];
  if (!active) return null;
  return (
    <div className="games-browser">
      <GameSearch value={query} onChange={setQuery} />
      <GameTabs
        className="games-browser__lists"
        label={label}
        items={categories.map((category) => ({ key: category.key, label: category.title }))}
        activeKey={active.key}
        onChange={setChosen}
      >
        <GameGrid
          label={active.title}
          status={active.status}
          games={active.games}
          onRetry={active.onRetry}
          emptyText={active.emptyText}
          query={query}
          source={source}
          memberGames={memberGames}
          showProvider={showProvider}
          {...(openModeOf ? { openModeOf } : {})}
        />
      </GameTabs>
    </div>
  );
});
