import { RemoteRoot } from '@casino/mf-shared';
import type { PageProps } from '@casino/contracts';
import { DiscountPage } from '../pages/discount-page';
import { HOME_NS, loadHomeMessages } from '../app/namespace';
import '../app/home.css';

/** mf_home/DiscountPage once mf-home's messages are loaded. */
export default function DiscountPageModule(_props: PageProps) {
  return (
    <RemoteRoot ns={HOME_NS} loader={loadHomeMessages}>
      <DiscountPage />
    </RemoteRoot>
  );
}
