import type { PageProps } from '@casino/mf-shared';
import { DiscountPage } from '../pages/discount-page';
import { HomeGate } from '../shared/components/home-gate';
import '../shared/home.css';

/** mf_home/DiscountPage once mf-home's messages are loaded. */
export default function DiscountPageModule(_props: PageProps) {
  return (
    <HomeGate>
      <DiscountPage />
    </HomeGate>
  );
}
