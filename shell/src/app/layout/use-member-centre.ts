import { useCallback } from 'react';
import { POPUP_FEATURES, USER_WINDOW, useLocalePath, useStores, useNavigate } from '@casino/mf-shared';

/**
 * Opens a member-centre page: in its own window on desktop (reused while open), in the same tab
 * on mobile (shell-and-public.md §2). A blocked popup falls back to the same tab.
 */
export function useOpenMemberCentre(): (path: string) => void {
  const { layout, windows } = useStores();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  return useCallback(
    (path: string) => {
      const target = localePath(path);
      if (layout.isDesktop && windows.open(USER_WINDOW, target, POPUP_FEATURES)) return;
      void navigate(target);
    },
    [layout, windows, navigate, localePath],
  );
}
