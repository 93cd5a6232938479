import { reaction } from 'mobx';
import { useEffect, useRef } from 'react';
import { MEMBER_WINDOWS, launchGame, useLocaleNavigate, useLocalePath, useStores } from '@casino/mf-shared';
import type { PostLoginTarget } from '@casino/contracts';

/**
 * What follows the login modal: the target `auth:open` carried is honoured after a successful
 * login, home when it carried none (a path through the locale path helper; a member window through rootStore.windows, in
 * the tab when the popup is blocked or on mobile), and `auth:closed {loggedIn}` tells the caller
 * how it ended. It watches the site-wide modal state the modal publishes, so it needs nothing of
 * the modal itself. A game target is launched outside the login's click (the login call came
 * between), so no popup is tried: the launcher asks for a click when the game needs a window.
 */
export function usePostLogin(): void {
  const root = useStores();
  const navigate = useLocaleNavigate();
  const localePath = useLocalePath();
  const target = useRef<PostLoginTarget | null>(null);

  useEffect(() => root.bus.on('auth:open', (request) => void (target.current = request.target ?? null)), [root]);

  useEffect(
    () =>
      reaction(
        () => root.modals.isOpen('auth'),
        (open) => {
          if (open) return;
          const loggedIn = root.session.isLoggedIn;
          const wanted = target.current;
          target.current = null;
          if (loggedIn && !wanted) {
            // member-and-account.md §1: home is the default target after a login.
            navigate('/');
          } else if (loggedIn && wanted) {
            if (wanted.kind === 'path') navigate(wanted.path);
            else if (wanted.kind === 'game') void launchGame(root, wanted.request, { inClick: false });
            else {
              const path = localePath(wanted.path ?? MEMBER_WINDOWS[wanted.window].path);
              if (!(root.layout.isDesktop && root.windows.openMember(wanted.window, path))) navigate(path);
            }
          }
          root.bus.emit('auth:closed', { loggedIn });
        },
      ),
    [root, navigate, localePath],
  );
}
