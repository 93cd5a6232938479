import { FastDepositForm } from '../features/deposit/components/fast-deposit-form';
import { FastPaymentView } from '../features/fast-payment/components/fast-payment-view';

/** /fastPayment: who pays (fast-payment) and the deposit with the fast methods (deposit), one store per account. */
export function FastPaymentPage() {
  return <FastPaymentView>{(account) => <FastDepositForm key={account ?? ''} memberAccount={account} />}</FastPaymentView>;
}
