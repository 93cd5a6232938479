import { RemoteRoot, type PageProps } from '@casino/mf-shared';
import { NS, loadMessages } from '../app/namespace';
import { DepositView } from '../features/deposit/components/deposit-view';

/** mf_member/DepositPage (/Deposit). */
export default function DepositPage(_props: PageProps) {
  return (
    <RemoteRoot ns={NS} loader={loadMessages}>
      <DepositView />
    </RemoteRoot>
  );
}
