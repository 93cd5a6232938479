import type { PageProps } from '@casino/mf-shared';
import { RemoteRoot } from '../app/remote-root';
import { AgentCentreView } from '../features/agent-centre/agent-centre-view';

/** mf_proxy/ProxyPage (/proxy, its own window on desktop). */
export default function ProxyPage(_props: PageProps) {
  return (
    <RemoteRoot>
      <AgentCentreView />
    </RemoteRoot>
  );
}
