import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useAgentLevelName, useStores } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';

/** Beside the centre's title: the agent's account and its level, by the site's name for it. */
export const AgentHeaderLine = observer(function AgentHeaderLine() {
  const { member, session } = useStores();
  const { t } = useTranslation(NS);
  const levelName = useAgentLevelName();
  const layout = member.layout;
  if (!layout?.isAgent || layout.agentLevel === null) return null;
  return (
    <span className="agent-centre__who" data-testid="agent-header-line">
      {t('access.header', { account: layout.account || session.memberAccount || '', level: levelName(layout.agentLevel) })}
    </span>
  );
});
