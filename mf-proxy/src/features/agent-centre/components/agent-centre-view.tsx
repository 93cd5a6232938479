import { Suspense, useEffect, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores, useSearchParams } from '@casino/mf-shared';
import { LoginPrompt, PageFrame, SideMenuLayout } from '@casino/mf-shared/page-frame';
import { NS } from '../../../app/namespace';
import { AgentHeaderLine } from './agent-header-line';
import { AgentMenu } from './agent-menu';
import { requiredPage, resolvePage } from '../lib/menu';

/**
 * /proxy: the agent centre, in its own window on desktop. ?page=Register (or Plan, Agreement)
 * shows the application menu; other values the centre, where an agent that is not active yet
 * (member layout agent_active 0) is sent on to ?page=Register.
 */
interface AgentCentreViewProps {
  /** The page components by ?page= value (src/pages/agent-sections.tsx). */
  sections: Partial<Record<string, ComponentType>>;
}

export const AgentCentreView = observer(function AgentCentreView({ sections }: AgentCentreViewProps) {
  const { session, layout, member } = useStores();
  const { t } = useTranslation(NS);
  const [query, setQuery] = useSearchParams();
  const { mode, menu, current } = resolvePage(query.get('page'));
  const title = t(mode === 'application' ? 'title.application' : 'title.centre');
  const redirect = session.isLoggedIn ? requiredPage(mode, member.layout) : null;
  useEffect(() => {
    if (redirect) setQuery({ page: redirect }, { replace: true });
  }, [redirect, setQuery]);

  if (!session.isLoggedIn) {
    return (
      <PageFrame title={title}>
        <LoginPrompt text={t('login.prompt')} buttonText={t('login.button')} />
      </PageFrame>
    );
  }

  // Until the layout says whether the agent is active, a centre page would call for nothing.
  if (redirect || (mode === 'centre' && member.loading && !member.layout)) {
    return (
      <PageFrame title={title}>
        <div className="data-state data-state--loading" role="status" aria-busy="true">
          {t('access.checking')}
        </div>
      </PageFrame>
    );
  }

  const select = (page: string) => setQuery({ page });
  const Section = sections[current.page];
  const content = (
    <>
      <h2>{t(`menu.${current.key}`)}</h2>
      {Section && (
        <Suspense fallback={null}>
          <Section />
        </Suspense>
      )}
    </>
  );
  return (
    <PageFrame title={title} extra={<AgentHeaderLine />}>
      {layout.isDesktop ? (
        <SideMenuLayout menu={<AgentMenu menu={menu} current={current} onSelect={select} />}>{content}</SideMenuLayout>
      ) : (
        <>
          <AgentMenu menu={menu} current={current} onSelect={select} />
          {content}
        </>
      )}
    </PageFrame>
  );
});
