import { RemoteRoot } from '@casino/mf-shared';
import type { PageProps } from '@casino/contracts';
import { NS, loadMessages } from '../app/namespace';
import { CloseView } from '../features/play/components/close-view';

/** mf_games/ClosePage (/close, the lobby return). */
export default function ClosePage(_props: PageProps) {
  return (
    <RemoteRoot ns={NS} loader={loadMessages}>
      <CloseView />
    </RemoteRoot>
  );
}
