import type { PageProps } from '@casino/mf-shared';
import { FaqPage } from '../pages/faq-page';
import { HomeGate } from '../app/home-gate';
import '../app/home.css';

/** mf_home/FaqPage once mf-home's messages are loaded. */
export default function FaqPageModule(_props: PageProps) {
  return (
    <HomeGate>
      <FaqPage />
    </HomeGate>
  );
}
