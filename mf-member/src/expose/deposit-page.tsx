import type { PageProps } from '@casino/mf-shared';
import { RemoteRoot } from '../app/remote-root';
import { DepositView } from '../features/deposit/deposit-view';

/** mf_member/DepositPage (/Deposit). */
export default function DepositPage(_props: PageProps) {
  return (
    <RemoteRoot>
      <DepositView />
    </RemoteRoot>
  );
}
