import type { AuthOpenRequest } from './auth';
import type { GameLaunchCommand } from './game-launch';

/**
 * Every event of the typed bus with its payload. Commands served by another remote (open the
 * login modal, launch a game) and notifications (session, wallet, real-time) live here.
 */
export interface BusEvents {
  'auth:open': AuthOpenRequest;
  /** The login/register modal closed; `loggedIn` once a login succeeded in it. */
  'auth:closed': { loggedIn: boolean };
  /** A member session started (rootStore.logIn): member data, real-time, marquee and pop-ups reload for the member. */
  'session:logged-in': { memberId: string; memberAccount: string; currency: string };
  /**
   * The member session ended (rootStore.logout, after the member layout, wallet, game state and
   * member windows were cleared). Game lists reload for visitors on it, and whatever keeps member
   * data (favourites, recently played, letters) forgets it.
   */
  'session:logged-out': { reason: 'user' | 'unauthorized' | 'elsewhere' | 'clean-cache' };
  'game:launch': GameLaunchCommand;
  'session:logout-requested': Record<string, never>;
  'game:before-quit': Record<string, never>;
  /** The wallet total (and per-provider entries when my_cash was read) changed. */
  'wallet:changed': { total: number | null };
  /** The member layout was loaded or refreshed (`loaded: false`: cleared at logout). */
  'member:changed': { loaded: boolean };
  /** A remote's module did not load (`load`) or threw while rendering (`render`); real-user monitoring counts both. */
  'remote:failed': { remote: string; error: string; phase?: 'load' | 'render' };
  /** Real-time notifications, routed by the shell's channel handlers (docs/realtime.md). */
  'realtime:carousel-changed': { currency: string };
  'realtime:template-changed': { kind: 'model_setting' | 'model_sponsor' | 'model_login'; language?: string };
  'realtime:customer-service-changed': Record<string, never>;
  'realtime:letters-changed': { reason: 'sent' | 'read' | 'delete' };
  'realtime:transfer-back-done': Record<string, never>;
  'realtime:profile-changed': Record<string, never>;
  'realtime:game-url': { url: string };
  'realtime:game-status': { code: number };
  'realtime:red-envelope': { payload: unknown };
  'realtime:deposit-success': { orderNumber: string; amount: number; depositTimes: number };
  // Changes made in one window of the site that its other windows (the member centre and agent
  // centre open in their own on desktop) must follow; the shell relays them (CROSS_WINDOW_EVENTS).
  /** The member opened the red envelope `id`: no window offers it any more. */
  'member:red-envelope-opened': { id: number };
  /** The member set or changed the withdraw password: pages that need one read their settings again. */
  'member:withdraw-password-changed': Record<string, never>;
}

export type BusEventName = keyof BusEvents;

/**
 * The bus events the shell passes on to the site's other windows of the same origin (a
 * BroadcastChannel), where they are emitted on that window's bus as if they happened there.
 */
export const CROSS_WINDOW_EVENTS = [
  'member:red-envelope-opened',
  'member:withdraw-password-changed',
] as const satisfies readonly BusEventName[];
export type CrossWindowEvent = (typeof CROSS_WINDOW_EVENTS)[number];
