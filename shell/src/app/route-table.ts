import type { RemoteModuleId } from '@casino/mf-shared/contracts';
import type { MiddlewareName } from './middleware/registry';

/** One client route of the site (ARCHITECTURE.md "Route → remote"). Plain data: the server reads it too. */
export interface RouteEntry {
  path: string;
  /** The remote module that renders the route. */
  module?: RemoteModuleId;
  /** A shell page (popup helpers). */
  shellPage?: 'loading' | 'authCallback';
  /** Named middleware run before the route renders (docs/routing.md). */
  middleware?: MiddlewareName[];
  /** A path that only redirects (its middleware always leaves). */
  redirectOnly?: true;
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
  { path: '/gameHall', middleware: ['exact-home'], redirectOnly: true },
  { path: '/gameHall/:id', module: 'mf_games/GameHallPage' },
  { path: '/main', middleware: ['exact-home'], redirectOnly: true },
  { path: '/main/:id', module: 'mf_games/GameHallPage' },
  { path: '/slotgame', module: 'mf_games/SlotGamePage', middleware: ['exact-home'], chrome: { nav: false, footer: false } },
  { path: '/gameRoom', module: 'mf_games/GameRoomPage' },
  { path: '/play', module: 'mf_games/PlayPage', middleware: ['auth'], chrome: { nav: false, footer: false } },
  { path: '/close', module: 'mf_games/ClosePage', chrome: { nav: false, footer: false } },
  { path: '/user', module: 'mf_member/UserCenterPage', middleware: ['auth'] },
  { path: '/user/*', module: 'mf_member/UserCenterPage', middleware: ['auth'] },
  { path: '/Deposit', module: 'mf_member/DepositPage', middleware: ['auth'] },
  { path: '/fastPayment', module: 'mf_member/FastPaymentPage', chrome: { nav: false, footer: false } },
  { path: '/proxy', module: 'mf_proxy/ProxyPage', middleware: ['auth'] },
  { path: '/fastDeposit', middleware: ['fast-deposit'], redirectOnly: true },
  { path: '/register', middleware: ['register-route'], redirectOnly: true },
  { path: '/loading', shellPage: 'loading', chrome: { nav: false, footer: false } },
  { path: '/authCallback', shellPage: 'authCallback', chrome: { nav: false, footer: false } },
];

/** The remote (federation name) of a module id. */
export function remoteOf(id: RemoteModuleId): string {
  return id.slice(0, id.indexOf('/'));
}
