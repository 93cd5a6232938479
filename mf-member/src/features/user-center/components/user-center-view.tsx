import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores, LocaleLink, useParams, useAsyncResource } from '@casino/mf-shared';
import { LoginPrompt, PageFrame, SideMenuLayout } from '@casino/mf-shared/page-frame';
import { NS } from '../../../app/namespace';
import { getRecommendCondition } from '../api/get-recommend-condition';
import { AgentCentreLink } from './agent-centre-link';
import { DesktopMenu } from './desktop-menu';
import { DEFAULT_SECTION, findSection, isRecommendSection, visibleMenu } from '../lib/menu';
import { MobileMenu } from './mobile-menu';
import { SectionView, type UserCenterSections } from './section-view';
import './member-centre.css';

/**
 * /user and /user/*: the member centre. Desktop keeps the menu beside the page (/user shows
 * account info); mobile shows the menu at /user and one page at a time below it. The recommend
 * group appears once its condition holds (§2).
 */
export const UserCenterView = observer(function UserCenterView({ sections }: { sections: UserCenterSections }) {
  const { session, layout, site, api } = useStores();
  const { t } = useTranslation(NS);
  const name = (useParams()['*'] ?? '').split('/')[0] ?? '';
  const currency = session.currency ?? '';
  const [condition] = useAsyncResource(
    () => (session.isLoggedIn ? getRecommendCondition(api, site.siteId, currency) : Promise.resolve(false)),
    [session.isLoggedIn, site.siteId, currency],
  );
  const showRecommend = condition.status === 'loaded' && condition.data;
  const menu = visibleMenu(showRecommend);
  // Test hook: where the recommend condition stands, so a test knows an absent entry is decided.
  const recommendState = condition.status === 'loading' ? 'checking' : showRecommend ? 'shown' : 'hidden';

  if (!session.isLoggedIn) {
    return (
      <PageFrame title={t('centre.title')}>
        <LoginPrompt text={t('login.centre')} buttonText={t('login.button')} />
      </PageFrame>
    );
  }

  const account = (
    <span className="member-centre__account">
      {t('centre.account', { account: session.memberAccount ?? '' })}
      <AgentCentreLink />
    </span>
  );
  const section = (sectionName: string) => {
    if (isRecommendSection(sectionName) && !showRecommend) {
      return condition.status === 'loading' ? (
        <div role="status" aria-busy="true">
          {t('centre.checking')}
        </div>
      ) : (
        <div>
          <h2>{t('menu.recommend_award')}</h2>
          <p>{t('centre.recommendUnavailable')}</p>
        </div>
      );
    }
    return <SectionView leaf={findSection(sectionName)} name={sectionName} sections={sections} />;
  };

  if (layout.isDesktop) {
    const selected = name || DEFAULT_SECTION;
    return (
      <PageFrame title={t('centre.title')} extra={account}>
        <div data-recommend={recommendState}>
          <SideMenuLayout menu={<DesktopMenu selected={selected} menu={menu} />}>{section(selected)}</SideMenuLayout>
        </div>
      </PageFrame>
    );
  }

  if (!name) {
    return (
      <PageFrame title={t('centre.title')} extra={account}>
        <div data-recommend={recommendState}>
          <MobileMenu menu={menu} />
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('centre.title')} extra={<LocaleLink to="/user">{t('centre.back')}</LocaleLink>}>
      {section(name)}
    </PageFrame>
  );
});
