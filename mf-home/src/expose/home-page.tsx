import { RemoteRoot } from '@casino/mf-shared';
import type { PageProps } from '@casino/contracts';
import { HomePage } from '../pages/home-page';
import { HOME_NS, loadHomeMessages } from '../app/namespace';
import '../app/home.css';

/** mf_home/HomePage: the home page once mf-home's messages are loaded. */
export default function HomePageModule(_props: PageProps) {
  return (
    <RemoteRoot ns={HOME_NS} loader={loadHomeMessages}>
      <HomePage />
    </RemoteRoot>
  );
}
