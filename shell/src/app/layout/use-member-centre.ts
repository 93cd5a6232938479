import { useCallback } from 'react';
import { PROXY_WINDOW, POPUP_FEATURES, USER_WINDOW, useLocaleNavigate, useLocalePath, useStores } from '@casino/mf-shared';

/**
 * Whether a window showing `current` already shows the page asked for: the same page or one
 * under it (the member centre's own menu moves within it).
 */
export function showsPage(current: string, target: string): boolean {
  const base = target.split('?')[0] ?? target;
  return current === target || (!target.includes('?') && (current === base || current.startsWith(`${base}/`)));
}

/** Where a window of this site is (path and query), or null when it cannot be read. */
function whereIs(opened: Window): string | null {
  try {
    return `${opened.location.pathname}${opened.location.search}`;
  } catch {
    return null;
  }
}

/**
 * Opens `path` in the window `name` on desktop, else in this tab. While that window is open, a
 * click brings it forward (focus) instead of reloading it, and only sends it to `path` when it
 * shows another page.
 */
function useOpenInWindow(name: string): (path: string) => void {
  const { layout, windows } = useStores();
  const navigate = useLocaleNavigate();
  const localePath = useLocalePath();
  return useCallback(
    (path: string) => {
      const target = localePath(path);
      if (layout.isDesktop && windows.isOpen(name)) {
        // An empty address finds the named window without navigating it.
        const open = windows.open(name, '');
        if (open) {
          const current = whereIs(open);
          if (current === null || !showsPage(current, target)) open.location.assign(target);
          open.focus();
          return;
        }
      }
      if (layout.isDesktop && windows.open(name, target, POPUP_FEATURES)) return;
      navigate(target);
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
