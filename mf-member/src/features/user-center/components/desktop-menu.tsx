import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../app/namespace';
import { isGroup, routeOf, type MenuEntry, type MenuLeaf } from '../lib/menu';
import { useDesktopKit, useLocaleNavigate } from '@casino/mf-shared';
import { MenuLabel } from './menu-label';

type Item = Required<MenuProps>['items'][number];

/** The member-centre menu as antd's inline Menu, every group open. */
export function DesktopMenu({ selected, menu }: { selected: string | undefined; menu: MenuEntry[] }) {
  const { Menu } = useDesktopKit({ extras: true });
  const { t } = useTranslation(NS);
  const navigate = useLocaleNavigate();
  const leaf = (entry: MenuLeaf): Item => ({ key: entry.section, label: <MenuLabel menuKey={entry.key} /> });
  const items: Item[] = menu.map((entry) =>
    isGroup(entry) ? { key: entry.key, label: t(`menu.${entry.key}`), children: entry.children.map(leaf) } : leaf(entry),
  );
  return (
    <Menu
      // remounted when a group appears (the recommend group once its condition holds), so it opens too
      key={menu.length}
      mode="inline"
      aria-label={t('centre.menuLabel')}
      items={items}
      selectedKeys={selected ? [selected] : []}
      defaultOpenKeys={menu.filter(isGroup).map((group) => group.key)}
      onClick={({ key }) => navigate(routeOf({ key, section: key }))}
    />
  );
}
