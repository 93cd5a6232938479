import type { PageProps } from '@casino/mf-shared';
import { AppDownload } from '../features/templates/components/app-download';
import { HomeGate } from '../app/home-gate';
import '../app/home.css';

/** mf_home/AppPage once mf-home's messages are loaded. */
export default function AppPageModule(_props: PageProps) {
  return (
    <HomeGate>
      <AppDownload />
    </HomeGate>
  );
}
