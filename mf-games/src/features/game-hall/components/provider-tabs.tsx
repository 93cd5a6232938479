import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PendingNote, useUiKit } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';

/**
 * The hall's provider tabs. Until the games issue loads the providers of the hall, the frame
 * holds the one "all providers" tab and says where its content comes from.
 */
export const ProviderTabs = observer(function ProviderTabs() {
  const ui = useUiKit({ extras: true });
  const { t } = useTranslation(NS);
  const note = <PendingNote text={t('hall.pending')} />;
  if (ui.isDesktop) {
    return (
      <ui.desktop.Tabs aria-label={t('hall.providersLabel')} items={[{ key: 'all', label: t('hall.allProviders'), children: note }]} />
    );
  }
  return (
    <ui.mobile.Tabs aria-label={t('hall.providersLabel')} defaultActiveKey="all">
      <ui.mobile.Tabs.Tab key="all" title={t('hall.allProviders')}>
        {note}
      </ui.mobile.Tabs.Tab>
    </ui.mobile.Tabs>
  );
});
