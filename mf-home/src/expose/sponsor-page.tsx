import type { PageProps } from '@casino/mf-shared';
import { SponsorList } from '../features/templates/components/sponsor-list';
import { HomeGate } from '../app/home-gate';
import '../app/home.css';

/** mf_home/SponsorPage once mf-home's messages are loaded. */
export default function SponsorPageModule(_props: PageProps) {
  return (
    <HomeGate>
      <SponsorList />
    </HomeGate>
  );
}
