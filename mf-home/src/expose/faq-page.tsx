import type { PageProps } from '@casino/mf-shared';
import { FaqPage } from '../pages/faq-page';
import { HomeGate } from '../shared/components/home-gate';
import '../shared/home.css';

/** mf_home/FaqPage once mf-home's messages are loaded. */
export default function FaqPageModule(_props: PageProps) {
  return (
    <HomeGate>
      <FaqPage />
    </HomeGate>
  );
}
