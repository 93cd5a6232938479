import { RemoteRoot } from '@casino/mf-shared';
import type { PageProps } from '@casino/contracts';
import { HomePage } from '../pages/home-page';
import { HOME_NS, loadHomeMessages } from '../app/namespace';
import '../app/home.css';

/**
 * The home page renders without the UI kit: the shell neither waits for the kit before it nor puts
 * antd's theme around it (docs/remotes.md, "A page without the UI kit"). home-page.test.tsx renders
 * it with no kit to load; a dialog it opens is mf-shared's plain one.
 */
export const uiKit = 'none';

/** mf_home/HomePage: the home page once mf-home's messages are loaded. */
export default function HomePageModule(_props: PageProps) {
  return (
    <RemoteRoot ns={HOME_NS} loader={loadHomeMessages}>
      <HomePage />
    </RemoteRoot>
  );
}
