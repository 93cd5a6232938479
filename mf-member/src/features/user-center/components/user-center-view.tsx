import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LoginPrompt, PageFrame, SideMenuLayout, useStores, Link, useParams } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import { DesktopMenu } from './desktop-menu';
import { DEFAULT_SECTION, findSection } from '../lib/menu';
import { MobileMenu } from './mobile-menu';
import { SectionView, type UserCenterSections } from './section-view';
import './member-centre.css';

/**
 * /user and /user/*: the member centre. Desktop keeps the menu beside the page (/user shows
 * account info); mobile shows the menu at /user and one page at a time below it.
 */
export const UserCenterView = observer(function UserCenterView({ sections }: { sections: UserCenterSections }) {
  const { session, layout } = useStores();
  const { t } = useTranslation(NS);
  const name = (useParams()['*'] ?? '').split('/')[0] ?? '';

  if (!session.isLoggedIn) {
    return (
      <PageFrame title={t('centre.title')}>
        <LoginPrompt text={t('login.centre')} buttonText={t('login.button')} />
      </PageFrame>
    );
  }

  const account = <span className="member-centre__account">{t('centre.account', { account: session.memberAccount ?? '' })}</span>;

  if (layout.isDesktop) {
    const section = name || DEFAULT_SECTION;
    return (
      <PageFrame title={t('centre.title')} extra={account}>
        <SideMenuLayout menu={<DesktopMenu selected={section} />}>
          <SectionView leaf={findSection(section)} name={section} sections={sections} />
        </SideMenuLayout>
      </PageFrame>
    );
  }

  if (!name) {
    return (
      <PageFrame title={t('centre.title')} extra={account}>
        <MobileMenu />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('centre.title')} extra={<Link to="/user">{t('centre.back')}</Link>}>
      <SectionView leaf={findSection(name)} name={name} sections={sections} />
    </PageFrame>
  );
});
