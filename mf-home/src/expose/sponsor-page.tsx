import type { PageProps } from '@casino/mf-shared';
import { SponsorList } from '../features/templates/components/sponsor-list';
import { HomeGate } from '../shared/components/home-gate';
import '../shared/home.css';

/** mf_home/SponsorPage once mf-home's messages are loaded. */
export default function SponsorPageModule(_props: PageProps) {
  return (
    <HomeGate>
      <SponsorList />
    </HomeGate>
  );
}
