import { observer } from 'mobx-react-lite';
import { Outlet, useMatches } from 'react-router';
import { useStores } from '@casino/mf-shared';
import { CommandHosts } from '../remote-loader/command-hosts';
import { DesktopLayout } from './desktop-layout';
import { MobileLayout } from './mobile-layout';
import { useWindowWidth } from './use-window-width';

export interface RouteHandle {
  chrome?: { nav: boolean; footer: boolean };
}

/** Picks the desktop or mobile layout and the route's chrome, and mounts the command hosts. */
export const ShellLayout = observer(function ShellLayout() {
  const { layout } = useStores();
  useWindowWidth();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const chrome = handle?.chrome ?? { nav: true, footer: true };
  const Chosen = layout.isDesktop ? DesktopLayout : MobileLayout;
  return (
    <Chosen nav={chrome.nav} footer={chrome.footer}>
      <Outlet />
      <CommandHosts />
    </Chosen>
  );
});
