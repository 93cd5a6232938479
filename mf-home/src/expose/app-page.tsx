import { RemoteRoot } from '@casino/mf-shared';
import type { PageProps } from '@casino/contracts';
import { AppDownload } from '../features/templates/components/app-download';
import { HOME_NS, loadHomeMessages } from '../app/namespace';
import '../app/home.css';

/** mf_home/AppPage once mf-home's messages are loaded. */
export default function AppPageModule(_props: PageProps) {
  return (
    <RemoteRoot ns={HOME_NS} loader={loadHomeMessages}>
      <AppDownload />
    </RemoteRoot>
  );
}
