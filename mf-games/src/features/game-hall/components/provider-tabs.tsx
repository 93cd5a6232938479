import { Tabs as DesktopTabs } from 'antd';
import { Tabs as MobileTabs } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PendingNote, useStores } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';

/**
 * The hall's provider tabs. Until the games issue loads the providers of the hall, the frame
 * holds the one "all providers" tab and says where its content comes from.
 */
export const ProviderTabs = observer(function ProviderTabs() {
  const { layout } = useStores();
  const { t } = useTranslation(NS);
  const note = <PendingNote text={t('hall.pending')} />;
  if (layout.isDesktop) {
    return <DesktopTabs aria-label={t('hall.providersLabel')} items={[{ key: 'all', label: t('hall.allProviders'), children: note }]} />;
  }
  return (
    <MobileTabs aria-label={t('hall.providersLabel')} defaultActiveKey="all">
      <MobileTabs.Tab key="all" title={t('hall.allProviders')}>
        {note}
      </MobileTabs.Tab>
    </MobileTabs>
  );
});
