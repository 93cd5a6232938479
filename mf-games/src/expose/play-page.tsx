import type { PageProps } from '@casino/mf-shared';
import { RemoteRoot } from '../app/remote-root';
import { PlayView } from '../features/play/play-view';

/** mf_games/PlayPage (/play). */
export default function PlayPage(_props: PageProps) {
  return (
    <RemoteRoot>
      <PlayView />
    </RemoteRoot>
  );
}
