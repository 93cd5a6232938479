import { lazy, type ComponentType } from 'react';
import { AccountInfoPage } from './account-info-page';

type SectionModule = Promise<{ default: ComponentType }>;

/**
 * How each page of the member centre other than Info is loaded: its own chunk, fetched when the
 * member goes there, so opening the centre does not download the whole member area. Exported for
 * whoever wants them early (a test that should not race a first module transform).
 */
export const sectionLoaders: Record<string, () => SectionModule> = {
  Announcement: () => import('../features/announcements/components/announcements-view').then((m) => ({ default: m.AnnouncementsView })),
  RecommendProject: () =>
    import('../features/recommend/components/recommend-project-view').then((m) => ({ default: m.RecommendProjectView })),
  AwardRecord: () => import('../features/recommend/components/award-record-view').then((m) => ({ default: m.AwardRecordView })),
  MemberSearch: () => import('../features/recommend/components/member-search-view').then((m) => ({ default: m.MemberSearchView })),
  Signin: () => import('../features/signin/components/signin-view').then((m) => ({ default: m.SigninView })),
  MyWallet: () => import('../features/wallet/components/wallet-view').then((m) => ({ default: m.WalletView })),
  Letter: () => import('../features/letters/components/letters-view').then((m) => ({ default: m.LettersView })),
  Transaction: () => import('../features/transfer-record/components/transfer-record-view').then((m) => ({ default: m.TransferRecordView })),
  Deposit: () => import('./deposit-section').then((m) => ({ default: m.DepositSection })),
  Withdrawal: () => import('../features/withdrawal/components/withdrawal-view').then((m) => ({ default: m.WithdrawalView })),
  DWRecord: () => import('../features/dw-record/components/dw-record-view').then((m) => ({ default: m.DwRecordView })),
  BindAccount: () => import('../features/bank-account/components/bind-account-view').then((m) => ({ default: m.BindAccountView })),
};

/**
 * The pages of the member centre, by their /user/<section> name. The menu (features/user-center)
 * and the pages (one feature each) never import each other: they meet here. Each feature adds its
 * own line; every menu entry has one (user-center-sections.test.ts). Info is the page /user opens on.
 */
export const userCenterSections: Partial<Record<string, ComponentType>> = {
  Info: AccountInfoPage,
  ...Object.fromEntries(Object.entries(sectionLoaders).map(([name, load]) => [name, lazy(load)])),
};
