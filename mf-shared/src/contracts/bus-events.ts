/**
 * Every event of the typed bus with its payload. Commands served by another remote (open the
 * login modal, launch a game) and notifications (session, wallet, real-time) live here.
 */
export interface BusEvents {
  'auth:open': { tab: 'login' | 'register' };
  'session:logged-in': { memberId: string; memberAccount: string; currency: string };
  'session:logged-out': { reason: 'user' | 'unauthorized' | 'elsewhere' | 'clean-cache' };
  'game:launch': { gpId: string; gtId: number; gameCode?: string; house?: string; source: string };
  'session:logout-requested': Record<string, never>;
  'game:before-quit': Record<string, never>;
  'wallet:changed': { cash: number };
  'remote:failed': { remote: string; error: string };
  'realtime:carousel-changed': { currency: string };
}

export type BusEventName = keyof BusEvents;
