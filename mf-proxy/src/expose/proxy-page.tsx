import { RemoteRoot } from '@casino/mf-shared';
import type { PageProps } from '@casino/contracts';
import { NS, loadMessages } from '../app/namespace';
import { AgentCentreView } from '../features/agent-centre/components/agent-centre-view';
import { agentSections } from '../pages/agent-sections';

/** mf_proxy/ProxyPage (/proxy, its own window on desktop). */
export default function ProxyPage(_props: PageProps) {
  return (
    <RemoteRoot ns={NS} loader={loadMessages}>
      <AgentCentreView sections={agentSections} />
    </RemoteRoot>
  );
}
