import type { RequestClient } from '@casino/mf-shared';
import type { AgentDomainAnswer } from '@casino/contracts';

/** POST /arks/web/check-agent-domain: on an agent's own domain, its agent and currency. */
export function postCheckAgentDomain(api: RequestClient, body: { host: string; site_id: number }): Promise<AgentDomainAnswer> {
  return api.post<AgentDomainAnswer>('/arks/web/check-agent-domain', body, { silent: true });
}
