/** Windows a login can lead to (member-and-account.md §4 Login: "fast payment, user or proxy windows"). */
export type MemberWindowKind = 'user' | 'proxy' | 'fastPayment';

/** Where the visitor goes once logged in: a path of the site, or one of the member windows. */
export type PostLoginTarget = { kind: 'path'; path: string } | { kind: 'window'; window: MemberWindowKind; path?: string };

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
