/** Entries of the main navigation: game halls by game type id, then the public pages. */
export const navItems = [
  { key: 'home', to: '/' },
  { key: 'slot', to: '/gameHall/2' },
  { key: 'live', to: '/gameHall/3' },
  { key: 'sport', to: '/gameHall/4' },
  { key: 'lottery', to: '/gameHall/5' },
  { key: 'chess', to: '/gameHall/6' },
  { key: 'discount', to: '/discount' },
  { key: 'sponsor', to: '/sponsor' },
  { key: 'app', to: '/app' },
] as const;

export type NavItem = (typeof navItems)[number];

/** The game halls of the main navigation: the game-type bar of the mobile layout offers each of them. */
export const gameTypeItems = navItems.filter((item) => item.to.startsWith('/gameHall/'));

/**
 * How many of the header's entries fit beside the "More" button in `available` pixels: all when
 * every one fits without it, else as many as fit in order with it (the rest fold into it).
 */
export function entriesThatFit(widths: readonly number[], available: number, moreWidth: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width > available) break;
    used += width;
    count += 1;
  }
  return count;
}

/** The footer's entries (shell-and-public.md §2); member-only ones open the member centre. */
export const footerItems = [
  { key: 'deposit', to: '/user/Deposit', member: true },
  { key: 'withdrawal', to: '/user/Withdrawal', member: true },
  { key: 'wallet', to: '/user/MyWallet', member: true },
  { key: 'discount', to: '/discount', member: false },
  { key: 'sponsor', to: '/sponsor', member: false },
  { key: 'signUp', to: null, member: false },
  { key: 'letter', to: '/user/Letter', member: true },
  { key: 'announcement', to: '/user/Announcement', member: true },
  { key: 'customService', to: null, member: false },
] as const;

export type FooterItem = (typeof footerItems)[number];

/** The footer entries a visitor or member is offered: sign-up is gone for members and in demo mode. */
export function visibleFooterItems({ loggedIn, demoMode }: { loggedIn: boolean; demoMode: boolean }): FooterItem[] {
  return footerItems.filter((item) => item.key !== 'signUp' || (!loggedIn && !demoMode));
}
