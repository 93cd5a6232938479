import { useStores } from '@casino/mf-shared';
import { useEffect, useState } from 'react';
import { MemberGamesStore } from '../stores/member-games-store';

/** The member's favourites and recently played games for one page, following the session while it is shown. */
export function useMemberGames(): MemberGamesStore {
  const root = useStores();
  const [store] = useState(() => new MemberGamesStore(root));
  useEffect(() => store.start(), [store]);
  return store;
}
