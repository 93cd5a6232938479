import { useCallback } from 'react';
import { PROXY_WINDOW, POPUP_FEATURES, USER_WINDOW, useLocalePath, useStores, useNavigate } from '@casino/mf-shared';

/** Opens `path` in the window `name` on desktop (reused while open), else in this tab. */
function useOpenInWindow(name: string): (path: string) => void {
  const { layout, windows } = useStores();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  return useCallback(
    (path: string) => {
      const target = localePath(path);
      if (layout.isDesktop && windows.open(name, target, POPUP_FEATURES)) return;
      void navigate(target);
    },
    [name, layout, windows, navigate, localePath],
  );
}

/**
 * Opens a member-centre page: in its own window on desktop (reused while open), in the same tab
 * on mobile (shell-and-public.md §2). A blocked popup falls back to the same tab.
 */
export function useOpenMemberCentre(): (path: string) => void {
  return useOpenInWindow(USER_WINDOW);
}

/** Opens the agent centre (/proxy) the same way, in the proxy window (member-and-account.md §2). */
export function useOpenAgentCentre(): () => void {
  const open = useOpenInWindow(PROXY_WINDOW);
  return useCallback(() => open('/proxy'), [open]);
}
