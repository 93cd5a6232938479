import { lazy, type ComponentType } from 'react';
import { AccountInfoPage } from './account-info-page';

/**
 * The pages of the member centre, by their /user/<section> name. The menu (features/user-center)
 * and the pages (one feature each) never import each other: they meet here. Each feature adds its
 * own line; every menu entry has one (user-center-sections.test.ts). Info is the page /user
 * opens on; every other page is its own chunk, loaded when the member goes there, so opening the
 * centre does not download the whole member area.
 */
export const userCenterSections: Partial<Record<string, ComponentType>> = {
  Info: AccountInfoPage,
  Announcement: lazy(() =>
    import('../features/announcements/components/announcements-view').then((m) => ({ default: m.AnnouncementsView })),
  ),
  RecommendProject: lazy(() =>
    import('../features/recommend/components/recommend-project-view').then((m) => ({ default: m.RecommendProjectView })),
  ),
  AwardRecord: lazy(() => import('../features/recommend/components/award-record-view').then((m) => ({ default: m.AwardRecordView }))),
  MemberSearch: lazy(() => import('../features/recommend/components/member-search-view').then((m) => ({ default: m.MemberSearchView }))),
  Signin: lazy(() => import('../features/signin/components/signin-view').then((m) => ({ default: m.SigninView }))),
  MyWallet: lazy(() => import('../features/wallet/components/wallet-view').then((m) => ({ default: m.WalletView }))),
  Letter: lazy(() => import('../features/letters/components/letters-view').then((m) => ({ default: m.LettersView }))),
  Transaction: lazy(() =>
    import('../features/transfer-record/components/transfer-record-view').then((m) => ({ default: m.TransferRecordView })),
  ),
  Deposit: lazy(() => import('./deposit-section').then((m) => ({ default: m.DepositSection }))),
  Withdrawal: lazy(() => import('../features/withdrawal/components/withdrawal-view').then((m) => ({ default: m.WithdrawalView }))),
  DWRecord: lazy(() => import('../features/dw-record/components/dw-record-view').then((m) => ({ default: m.DwRecordView }))),
  BindAccount: lazy(() => import('../features/bank-account/components/bind-account-view').then((m) => ({ default: m.BindAccountView }))),
};
