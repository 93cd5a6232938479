import { RemoteRoot, type PageProps } from '@casino/mf-shared';
import { NS, loadMessages } from '../app/namespace';
import { FastPaymentView } from '../features/fast-payment/components/fast-payment-view';

/** mf_member/FastPaymentPage (/fastPayment, its own window). */
export default function FastPaymentPage(_props: PageProps) {
  return (
    <RemoteRoot ns={NS} loader={loadMessages}>
      <FastPaymentView />
    </RemoteRoot>
  );
}
