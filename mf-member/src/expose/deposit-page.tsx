import { RemoteRoot } from '@casino/mf-shared';
import type { PageProps } from '@casino/contracts';
import { NS, loadMessages } from '../app/namespace';
import { DepositPage as Deposit } from '../pages/deposit-page';

/** mf_member/DepositPage (/Deposit). */
export default function DepositPage(_props: PageProps) {
  return (
    <RemoteRoot ns={NS} loader={loadMessages}>
      <Deposit />
    </RemoteRoot>
  );
}
