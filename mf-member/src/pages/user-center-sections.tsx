import type { ComponentType } from 'react';
import { AnnouncementsView } from '../features/announcements/components/announcements-view';
import { AwardRecordView } from '../features/recommend/components/award-record-view';
import { MemberSearchView } from '../features/recommend/components/member-search-view';
import { RecommendProjectView } from '../features/recommend/components/recommend-project-view';
import { AccountInfoPage } from './account-info-page';
import { BindAccountView } from '../features/bank-account/components/bind-account-view';
import { DwRecordView } from '../features/dw-record/components/dw-record-view';
import { WithdrawalView } from '../features/withdrawal/components/withdrawal-view';
import { DepositSection } from './deposit-section';
import { LettersView } from '../features/letters/components/letters-view';
import { TransferRecordView } from '../features/transfer-record/components/transfer-record-view';
import { WalletView } from '../features/wallet/components/wallet-view';

/**
 * The pages of the member centre, by their /user/<section> name. The menu (features/user-center)
 * and the pages (one feature each) never import each other: they meet here. Each feature adds its
 * own line; a section without an entry shows the "not there yet" note.
 */
export const userCenterSections: Partial<Record<string, ComponentType>> = {
  Info: AccountInfoPage,
  Announcement: AnnouncementsView,
  RecommendProject: RecommendProjectView,
  AwardRecord: AwardRecordView,
  MemberSearch: MemberSearchView,
  MyWallet: WalletView,
  Letter: LettersView,
  Transaction: TransferRecordView,
  Deposit: DepositSection,
  Withdrawal: WithdrawalView,
  DWRecord: DwRecordView,
  BindAccount: BindAccountView,
};
