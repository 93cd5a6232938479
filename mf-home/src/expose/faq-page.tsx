import { RemoteRoot } from '@casino/mf-shared';
import type { PageProps } from '@casino/contracts';
import { FaqPage } from '../pages/faq-page';
import { HOME_NS, loadHomeMessages } from '../app/namespace';
import '../app/home.css';

/** mf_home/FaqPage once mf-home's messages are loaded. */
export default function FaqPageModule(_props: PageProps) {
  return (
    <RemoteRoot ns={HOME_NS} loader={loadHomeMessages}>
      <FaqPage />
    </RemoteRoot>
  );
}
