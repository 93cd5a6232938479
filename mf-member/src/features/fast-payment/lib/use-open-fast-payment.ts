import { useCallback } from 'react';
import { useLocaleNavigate, useLocalePath, useStores } from '@casino/mf-shared';

/**
 * Opens fast payment (member-and-account.md §2, §4): its own 1500×800 window on desktop (inside
 * the click, so no popup blocker stops it; the page in the tab when the browser refuses), the
 * page in the tab on mobile. Where the site says AGENT_BIND_FAST_PAYMENT_FLAG, a visitor logs in
 * first and the login opens it afterwards.
 */
export function useOpenFastPayment(): () => void {
  const { bus, layout, session, site, windows } = useStores();
  const navigate = useLocaleNavigate();
  const localePath = useLocalePath();
  return useCallback(() => {
    if (site.config.flags.agentBindFastPayment && !session.isLoggedIn) {
      bus.emit('auth:open', { tab: 'login', target: { kind: 'window', window: 'fastPayment' } });
      return;
    }
    const path = localePath('/fastPayment');
    if (layout.isDesktop && windows.openMember('fastPayment', path)) return;
    navigate(path);
  }, [bus, layout, session, site, windows, navigate, localePath]);
}
