import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LocaleLink, POPUP_FEATURES, PROXY_WINDOW, useLocaleNavigate, useLocalePath, useStores } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';

/**
 * The way from the member centre to the agent centre, for members whose layout says is_agent: its
 * own window on desktop (a blocked popup falls back to this tab), the page on mobile (§2).
 */
export const AgentCentreLink = observer(function AgentCentreLink() {
  const { member, layout, windows } = useStores();
  const { t } = useTranslation(NS);
  const navigate = useLocaleNavigate();
  const localePath = useLocalePath();
  if (!member.layout?.isAgent) return null;
  return (
    <LocaleLink
      to="/proxy"
      className="member-centre__agent"
      onClick={(event) => {
        event.preventDefault();
        const target = localePath('/proxy');
        if (layout.isDesktop && windows.open(PROXY_WINDOW, target, POPUP_FEATURES)) return;
        navigate(target);
      }}
    >
      {t('centre.agentCentre')}
    </LocaleLink>
  );
});
