import type { GameLaunchRequest } from './game-launch';

/** Windows a login can lead to (member-and-account.md §4 Login: "fast payment, user or proxy windows"). */
export type MemberWindowKind = 'user' | 'proxy' | 'fastPayment';

/**
 * Where the visitor goes once logged in: a path of the site, one of the member windows, or the
 * game the visitor clicked (launched by the post-login step with launchGame, outside any click).
 */
export type PostLoginTarget =
  | { kind: 'path'; path: string }
  | { kind: 'window'; window: MemberWindowKind; path?: string }
  | { kind: 'game'; request: GameLaunchRequest };

/** The `auth:open` command: which tab, where to go after the login, and whether to ask first. */
export interface AuthOpenRequest {
  tab: 'login' | 'register';
  target?: PostLoginTarget;
  /**
   * Ask "please log in first" (proxy.please_login_title) with confirm and cancel before the
   * modal opens (member-and-account.md §5, a visitor starting a game).
   */
  confirmFirst?: boolean;
}
