import type { PageProps } from '@casino/mf-shared';
import { HomePage } from '../pages/home-page';
import { HomeGate } from '../app/home-gate';
import '../app/home.css';

/** mf_home/HomePage: the home page once mf-home's messages are loaded. */
export default function HomePageModule(_props: PageProps) {
  return (
    <HomeGate>
      <HomePage />
    </HomeGate>
  );
}
