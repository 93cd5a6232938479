import { DepositView } from '../features/deposit/components/deposit-view';
import { FastPaymentEntry } from '../features/fast-payment/components/fast-payment-entry';

/** The deposit (member centre's Deposit and the /Deposit page): the member's form, then the way to fast payment. */
export function DepositSection() {
  return (
    <>
      <DepositView />
      <FastPaymentEntry />
    </>
  );
}
