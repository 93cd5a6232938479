import { Badge } from 'antd';
import { Badge as MobileBadge } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '../stores/stores-context';

/** Counts above this show as "99+" (shell-and-public.md §9). */
export const BADGE_MAX = 99;

/** The text of a count badge: nothing for zero, "99+" above the cap. */
export function badgeText(count: number, max = BADGE_MAX): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > max ? `${max}+` : String(Math.floor(count));
}

/** A count badge (unread letters and the like), capped at 99, antd or antd-mobile by layout. */
export const CountBadge = observer(function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  const { layout } = useStores();
  const text = badgeText(count);
  if (layout.isDesktop) {
    return (
      <Badge count={text} title={text}>
        {children}
      </Badge>
    );
  }
  return <MobileBadge content={text || null}>{children}</MobileBadge>;
});
