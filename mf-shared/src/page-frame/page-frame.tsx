import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '@casino/mf-shared';
import './page-frame.css';

interface PageFrameProps {
  title: ReactNode;
  /** Shown next to the title (a back link, a subtitle). */
  extra?: ReactNode;
  children?: ReactNode;
}

/** A remote page's title and content area, sized for the desktop or the mobile layout. */
export const PageFrame = observer(function PageFrame({ title, extra, children }: PageFrameProps) {
  const { layout } = useStores();
  return (
    <section className={`remote-page remote-page--${layout.device}`}>
      <header className="remote-page__header">
        <h1 className="remote-page__title">{title}</h1>
        {extra}
      </header>
      {children}
    </section>
  );
});
