import { useUiKit } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';

export interface GameTabItem {
  key: string;
  label: ReactNode;
}

interface GameTabsProps {
  /** The tab list's name for assistive technology (desktop; antd-mobile's list takes none). */
  label: string;
  items: GameTabItem[];
  activeKey: string;
  onChange: (key: string) => void;
  /** The active tab's content. */
  children: ReactNode;
  className?: string;
}

/**
 * One row of tabs (providers, or the lists of a provider): antd's Tabs on desktop, antd-mobile's on
 * mobile, each rendering the tab roles; only the active tab carries content, so a list that is
 * not shown is neither rendered nor asked for.
 */
export const GameTabs = observer(function GameTabs({ label, items, activeKey, onChange, children, className }: GameTabsProps) {
  const ui = useUiKit({ extras: true });
  if (ui.isDesktop) {
    return (
      <ui.desktop.Tabs
        className={className}
        aria-label={label}
        activeKey={activeKey}
        onChange={onChange}
        items={items.map((item) => ({ key: item.key, label: item.label, children: item.key === activeKey ? children : null }))}
      />
    );
  }
  return (
    <ui.mobile.Tabs className={className} aria-label={label} activeKey={activeKey} onChange={onChange}>
      {items.map((item) => (
        <ui.mobile.Tabs.Tab key={item.key} title={item.label}>
          {item.key === activeKey ? children : null}
        </ui.mobile.Tabs.Tab>
      ))}
    </ui.mobile.Tabs>
  );
});
