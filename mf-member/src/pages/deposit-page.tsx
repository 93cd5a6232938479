import { DepositPageView } from '../features/deposit/components/deposit-page-view';
import { DepositSection } from './deposit-section';

/** /Deposit: the deposit in its own page frame (visitors see the login prompt). */
export function DepositPage() {
  return (
    <DepositPageView>
      <DepositSection />
    </DepositPageView>
  );
}
