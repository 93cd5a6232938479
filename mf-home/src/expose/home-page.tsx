import type { PageProps } from '@casino/mf-shared';
import { HomePage } from '../pages/home-page';
import { HomeGate } from '../shared/components/home-gate';
import '../shared/home.css';

/** mf_home/HomePage: the home page once mf-home's messages are loaded. */
export default function HomePageModule(_props: PageProps) {
  return (
    <HomeGate>
      <HomePage />
    </HomeGate>
  );
}
