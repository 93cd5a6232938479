import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '../stores/stores-context';

interface PageFrameProps {
  title: ReactNode;
  /** Shown next to the title (a back link, a subtitle). */
  extra?: ReactNode;
  children?: ReactNode;
}

/** A remote page's title and content area, sized for the desktop or the mobile layout. */
export const PageFrame = observer(function PageFrame({ title, extra, children }: PageFrameProps) {
  const { layout } = useStores();
  const desktop = layout.isDesktop;
  return (
    <section
      className={`remote-page remote-page--${layout.device}`}
      style={{ maxWidth: desktop ? 1200 : undefined, margin: '0 auto', padding: desktop ? '24px 24px 48px' : '12px 12px 24px' }}
    >
      <header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginBottom: desktop ? 16 : 8 }}>
        <h1 style={{ margin: 0, fontSize: desktop ? 28 : 20 }}>{title}</h1>
        {extra}
      </header>
      {children}
    </section>
  );
});
