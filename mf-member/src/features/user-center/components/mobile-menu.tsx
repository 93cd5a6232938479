import { useTranslation } from 'react-i18next';
import { NS } from '../../../app/namespace';
import { isGroup, routeOf, type MenuEntry, type MenuLeaf } from '../lib/menu';
import './member-centre.css';
import { useMobileKit, LocaleLink } from '@casino/mf-shared';
import { MenuLabel } from './menu-label';

/** Consecutive pages without a group share one untitled list. */
function chunks(menu: MenuEntry[]): Array<{ key: string; title?: string; leaves: MenuLeaf[] }> {
  const result: Array<{ key: string; title?: string; leaves: MenuLeaf[] }> = [];
  for (const entry of menu) {
    if (isGroup(entry)) {
      result.push({ key: entry.key, title: entry.key, leaves: entry.children });
      continue;
    }
    const last = result.at(-1);
    if (last && !last.title) last.leaves.push(entry);
    else result.push({ key: entry.key, leaves: [entry] });
  }
  return result;
}

/** The member-centre menu as antd-mobile Lists, one per group. */
export function MobileMenu({ menu }: { menu: MenuEntry[] }) {
  const { List } = useMobileKit();
  const { t } = useTranslation(NS);
  return (
    <nav aria-label={t('centre.menuLabel')}>
      {chunks(menu).map((chunk) => (
        <List key={chunk.key} header={chunk.title ? t(`menu.${chunk.title}`) : undefined}>
          {chunk.leaves.map((leaf) => (
            <List.Item key={leaf.section} arrowIcon>
              <LocaleLink to={routeOf(leaf)} className="member-centre__menu-link">
                <MenuLabel menuKey={leaf.key} />
              </LocaleLink>
            </List.Item>
          ))}
        </List>
      ))}
    </nav>
  );
}
