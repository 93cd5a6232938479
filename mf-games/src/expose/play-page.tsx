import { RemoteRoot } from '@casino/mf-shared';
import type { PageProps } from '@casino/contracts';
import { NS, loadMessages } from '../app/namespace';
import { PlayView } from '../features/play/components/play-view';

/** mf_games/PlayPage (/play). */
export default function PlayPage(_props: PageProps) {
  return (
    <RemoteRoot ns={NS} loader={loadMessages}>
      <PlayView />
    </RemoteRoot>
  );
}
