import { useAsyncResource, useStores, type AsyncState } from '@casino/mf-shared';
import type { GameTypeData } from '@casino/contracts';
import { getGameTypes } from '../api/get-game-types';
import { listQueryOf } from './list-query';

/** The site's game types with their providers (POST /v3/game_list), asked again when the language, currency or layout changes. */
export function useGameTypes(): [AsyncState<GameTypeData[]>, () => void] {
  const root = useStores();
  const query = listQueryOf(root);
  return useAsyncResource(
    () => getGameTypes(root.api, query),
    [query.siteId, query.currency, query.device, query.template, root.locale.locale],
  );
}
