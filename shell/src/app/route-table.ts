import type { RemoteModuleId } from '@casino/mf-shared/contracts';

/** One client route of the site (ARCHITECTURE.md "Route → remote"). Plain data: the server reads it too. */
export interface RouteEntry {
  path: string;
  /** The remote module that renders the route. */
  module?: RemoteModuleId;
  /** A shell page (popup helpers). */
  shellPage?: 'loading' | 'authCallback';
  /** Where an exact visit redirects (internal, in-app). */
  redirect?: string;
  /** slotgame shows no navigation bar and no footer. */
  chrome?: { nav: boolean; footer: boolean };
}

export const routeTable: RouteEntry[] = [
  { path: '/', module: 'mf_home/HomePage' },
  { path: '/app', module: 'mf_home/AppPage' },
  { path: '/discount', module: 'mf_home/DiscountPage' },
  { path: '/discount/:id', module: 'mf_home/DiscountPage' },
  { path: '/faq', module: 'mf_home/FaqPage' },
  { path: '/faq/:id', module: 'mf_home/FaqPage' },
  { path: '/sponsor', module: 'mf_home/SponsorPage' },
  { path: '/gameHall', redirect: '/' },
  { path: '/gameHall/:id', module: 'mf_games/GameHallPage' },
  { path: '/main', redirect: '/' },
  { path: '/main/:id', module: 'mf_games/GameHallPage' },
  { path: '/slotgame', module: 'mf_games/SlotGamePage', chrome: { nav: false, footer: false } },
  { path: '/gameRoom', module: 'mf_games/GameRoomPage' },
  { path: '/play', module: 'mf_games/PlayPage', chrome: { nav: false, footer: false } },
  { path: '/close', module: 'mf_games/ClosePage', chrome: { nav: false, footer: false } },
  { path: '/user', module: 'mf_member/UserCenterPage' },
  { path: '/user/*', module: 'mf_member/UserCenterPage' },
  { path: '/Deposit', module: 'mf_member/DepositPage' },
  { path: '/fastPayment', module: 'mf_member/FastPaymentPage', chrome: { nav: false, footer: false } },
  { path: '/proxy', module: 'mf_proxy/ProxyPage' },
  { path: '/loading', shellPage: 'loading', chrome: { nav: false, footer: false } },
  { path: '/authCallback', shellPage: 'authCallback', chrome: { nav: false, footer: false } },
];

/** The remote (federation name) of a module id. */
export function remoteOf(id: RemoteModuleId): string {
  return id.slice(0, id.indexOf('/'));
}
