import type { PageProps } from '@casino/mf-shared';
import { RemoteRoot } from '../app/remote-root';
import { CloseView } from '../features/play/close-view';

/** mf_games/ClosePage (/close, the lobby return). */
export default function ClosePage(_props: PageProps) {
  return (
    <RemoteRoot>
      <CloseView />
    </RemoteRoot>
  );
}
