import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useUiKit } from '../kits/ui-kits';

/** Counts above this show as "99+" (shell-and-public.md §9). */
export const BADGE_MAX = 99;

/** The text of a count badge: nothing for zero, "99+" above the cap. */
export function badgeText(count: number, max = BADGE_MAX): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > max ? `${max}+` : String(Math.floor(count));
}

/** A count badge (unread letters and the like), capped at 99, antd or antd-mobile by layout. */
export const CountBadge = observer(function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  const ui = useUiKit({ extras: true });
  const text = badgeText(count);
  if (ui.isDesktop) {
    return (
      <ui.desktop.Badge count={text} title={text}>
        {children}
      </ui.desktop.Badge>
    );
  }
  return <ui.mobile.Badge content={text || null}>{children}</ui.mobile.Badge>;
});
