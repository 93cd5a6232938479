import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../app/namespace';
import { isGroup, routeOf, userCenterMenu, type MenuLeaf } from '../lib/menu';
import { useDesktopKit, useNavigate } from '@casino/mf-shared';

type Item = Required<MenuProps>['items'][number];

/** The member-centre menu as antd's inline Menu, every group open. */
export function DesktopMenu({ selected }: { selected: string | undefined }) {
  const { Menu } = useDesktopKit({ extras: true });
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const leaf = (entry: MenuLeaf): Item => ({ key: entry.section, label: t(`menu.${entry.key}`) });
  const items: Item[] = userCenterMenu.map((entry) =>
    isGroup(entry) ? { key: entry.key, label: t(`menu.${entry.key}`), children: entry.children.map(leaf) } : leaf(entry),
  );
  return (
    <Menu
      mode="inline"
      aria-label={t('centre.menuLabel')}
      items={items}
      selectedKeys={selected ? [selected] : []}
      defaultOpenKeys={userCenterMenu.filter(isGroup).map((group) => group.key)}
      onClick={({ key }) => void navigate(routeOf({ key, section: key }))}
    />
  );
}
