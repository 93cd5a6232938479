import { observer } from 'mobx-react-lite';
import { useStores, Outlet, useMatches, useSearchParams } from '@casino/mf-shared';
import { CommandHosts } from '../remote-loader/command-hosts';
import { DesktopLayout } from './desktop-layout';
import { MobileLayout } from './mobile-layout';
import { PreviewBadge } from './preview-badge';
import { SeoContent } from './seo-content';
import { SkipLink } from './skip-link';
import { useWindowWidth } from './use-window-width';

export interface RouteHandle {
  chrome?: { nav: boolean; footer: boolean };
}

type AppPage = 'header' | 'content' | 'footer';

/** Which parts show: the route's chrome, narrowed by ?appPage= (the apps embed one part at a time). */
export function visibleParts(chrome: { nav: boolean; footer: boolean }, appPage: string | null) {
  const mode = (['header', 'content', 'footer'] as const).find((value) => value === appPage) as AppPage | undefined;
  if (!mode) return { nav: chrome.nav, content: true, footer: chrome.footer };
  return { nav: mode === 'header', content: mode === 'content', footer: mode === 'footer' };
}

/** Picks the desktop or mobile layout and the route's chrome, and mounts the command hosts. */
export const ShellLayout = observer(function ShellLayout() {
  const { layout } = useStores();
  useWindowWidth();
  const matches = useMatches();
  const [query] = useSearchParams();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const parts = visibleParts(handle?.chrome ?? { nav: true, footer: true }, query.get('appPage'));
  const Chosen = layout.isDesktop ? DesktopLayout : MobileLayout;
  return (
    <>
      <SkipLink />
      <SeoContent />
      <PreviewBadge />
      <Chosen nav={parts.nav} footer={parts.footer}>
        {parts.content && <Outlet />}
        <CommandHosts />
      </Chosen>
    </>
  );
});
