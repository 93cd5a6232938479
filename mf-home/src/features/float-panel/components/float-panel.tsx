import { useStores, ListState, SafeLink, AsyncList, browserStorage, stateTexts } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../../../app/namespace';
import { getFloatList, type FloatItem } from '../api/get-float-list';

type Side = 'left' | 'right';

/** Session storage key of a closed side panel: it stays closed while the tab lives. */
export const floatClosedKey = (side: Side) => `home_float_closed_${side}`;

const sideOf = (item: FloatItem): Side => (item.position === 'left' ? 'left' : 'right');

/**
 * The floating buttons of /arks/web/float. Desktop: fixed side panels (left / right by position),
 * each closable. Mobile: a row in the page flow, so nothing covers the content.
 */
export const FloatPanel = observer(function FloatPanel() {
  const root = useStores();
  const { t } = useTranslation(HOME_NS);
  const [session] = useState(() => browserStorage('session'));
  const [store] = useState(() => new AsyncList<FloatItem>());
  const [closed, setClosed] = useState<Record<Side, boolean>>(() => ({
    left: session.getItem(floatClosedKey('left')) === '1',
    right: session.getItem(floatClosedKey('right')) === '1',
  }));
  const locale = root.locale.locale;
  const load = () => store.load(() => getFloatList(root.api, root.site.siteId));

  useEffect(() => {
    void store.load(() => getFloatList(root.api, root.site.siteId));
  }, [store, root, locale]);

  const items = store.items;
  const state = (
    <ListState
      status={store.status}
      empty={items.length === 0}
      texts={stateTexts(t, 'float')}
      onRetry={() => void load()}
      className="home-float-state"
    />
  );

  if (!root.layout.isDesktop) {
    // Nothing to offer: no row at all (an empty shortcut row is noise, and it sits at the end of the page).
    if (store.status === 'loaded' && items.length === 0) return null;
    return (
      <nav className="home-float home-float--inline" aria-label={t('float.label')} data-testid="home-float">
        {store.status === 'loaded' ? <FloatList items={items} /> : state}
      </nav>
    );
  }

  const close = (side: Side) => {
    session.setItem(floatClosedKey(side), '1');
    setClosed((previous) => ({ ...previous, [side]: true }));
  };
  const panel = (side: Side, content: ReactNode) => (
    <aside
      key={side}
      className={`home-float home-float--fixed home-float--${side}`}
      aria-label={t(side === 'left' ? 'float.leftLabel' : 'float.rightLabel')}
      data-testid="home-float"
    >
      <button type="button" className="home-float__close" aria-label={t('float.close')} onClick={() => close(side)}>
        <span aria-hidden="true">×</span>
      </button>
      {content}
    </aside>
  );
  // While loading or after a failure the right panel carries the state (fixed: nothing below moves).
  if (store.status !== 'loaded') return closed.right ? null : panel('right', state);
  return (
    <>
      {(['left', 'right'] as const).map((side) => {
        const sideItems = items.filter((item) => sideOf(item) === side);
        return sideItems.length === 0 || closed[side] ? null : panel(side, <FloatList items={sideItems} />);
      })}
    </>
  );
});

function FloatList({ items }: { items: FloatItem[] }) {
  return (
    <ul className="home-float__list">
      {items.map((item) => (
        <li key={item.id}>
          <SafeLink className="home-float__link" link={item.link} linkType={item.link_type} linkMethod={item.link_method}>
            {item.icon && <img className="home-float__icon" src={item.icon} alt="" width={40} height={40} />}
            <span className="home-float__title">{item.title}</span>
          </SafeLink>
        </li>
      ))}
    </ul>
  );
}
