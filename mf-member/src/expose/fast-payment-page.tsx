import type { PageProps } from '@casino/mf-shared';
import { RemoteRoot } from '../app/remote-root';
import { FastPaymentView } from '../features/fast-payment/fast-payment-view';

/** mf_member/FastPaymentPage (/fastPayment, its own window). */
export default function FastPaymentPage(_props: PageProps) {
  return (
    <RemoteRoot>
      <FastPaymentView />
    </RemoteRoot>
  );
}
