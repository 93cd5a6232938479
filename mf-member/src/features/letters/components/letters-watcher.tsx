import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '@casino/mf-shared';
import { lettersStoreOf } from '../stores/letters-store';

/**
 * Site-wide (in the member host): reads the member's letters once logged in, so the header's and
 * the menu's unread badges are right before the Letter page is opened; events keep them current.
 */
export const LettersWatcher = observer(function LettersWatcher() {
  const root = useStores();
  const memberId = root.session.memberId;
  useEffect(() => {
    if (memberId) void lettersStoreOf(root).load(1);
  }, [root, memberId]);
  return null;
});
