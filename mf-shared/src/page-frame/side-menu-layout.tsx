import type { ReactNode } from 'react';
import './side-menu-layout.css';

/** A centre page with its menu beside the content (the member and agent centres on desktop). */
export function SideMenuLayout({ menu, children }: { menu: ReactNode; children: ReactNode }) {
  return (
    <div className="side-menu-layout">
      <aside className="side-menu-layout__menu">{menu}</aside>
      <div className="side-menu-layout__content">{children}</div>
    </div>
  );
}
