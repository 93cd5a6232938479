import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useUiKit } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import type { AgentPage } from '../lib/menu';

interface AgentMenuProps {
  menu: AgentPage[];
  current: AgentPage;
  onSelect: (page: string) => void;
}

/** The agent menu: antd's inline Menu beside the page on desktop, antd-mobile Tabs above it on mobile. */
export const AgentMenu = observer(function AgentMenu({ menu, current, onSelect }: AgentMenuProps) {
  const ui = useUiKit({ extras: true });
  const { t } = useTranslation(NS);
  if (ui.isDesktop) {
    const { Menu } = ui.desktop;
    return (
      <Menu
        mode="inline"
        aria-label={t('menuLabel')}
        items={menu.map((entry) => ({ key: entry.page, label: t(`menu.${entry.key}`) }))}
        selectedKeys={[current.page]}
        onClick={({ key }) => onSelect(key)}
      />
    );
  }
  return (
    <nav aria-label={t('menuLabel')}>
      <ui.mobile.Tabs activeKey={current.page} onChange={onSelect}>
        {menu.map((entry) => (
          <ui.mobile.Tabs.Tab key={entry.page} title={t(`menu.${entry.key}`)} />
        ))}
      </ui.mobile.Tabs>
    </nav>
  );
});
