import { RemoteRoot } from '@casino/mf-shared';
import type { PageProps } from '@casino/contracts';
import { NS, loadMessages } from '../app/namespace';
import { FastPaymentPage as FastPayment } from '../pages/fast-payment-page';

/** mf_member/FastPaymentPage (/fastPayment, its own 1500 × 800 window on desktop). */
export default function FastPaymentPage(_props: PageProps) {
  return (
    <RemoteRoot ns={NS} loader={loadMessages}>
      <FastPayment />
    </RemoteRoot>
  );
}
