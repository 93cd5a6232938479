import { RemoteRoot } from '@casino/mf-shared';
import type { PageProps } from '@casino/contracts';
import { SponsorList } from '../features/templates/components/sponsor-list';
import { HOME_NS, loadHomeMessages } from '../app/namespace';
import '../app/home.css';

/** mf_home/SponsorPage once mf-home's messages are loaded. */
export default function SponsorPageModule(_props: PageProps) {
  return (
    <RemoteRoot ns={HOME_NS} loader={loadHomeMessages}>
      <SponsorList />
    </RemoteRoot>
  );
}
