import type { PageProps } from '@casino/mf-shared';
import { DiscountPage } from '../pages/discount-page';
import { HomeGate } from '../app/home-gate';
import '../app/home.css';

/** mf_home/DiscountPage once mf-home's messages are loaded. */
export default function DiscountPageModule(_props: PageProps) {
  return (
    <HomeGate>
      <DiscountPage />
    </HomeGate>
  );
}
