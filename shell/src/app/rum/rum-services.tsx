import { useEffect, useState } from 'react';
import type { BootData } from '@casino/contracts';
import type { RootStore } from '@casino/mf-shared';
import type { AppRouter } from '../app-router';
import { readBootData } from '../boot-data';
import { startRum, type Rum } from './start-rum';

/**
 * Real-user monitoring on a share of page loads (the site's `flags.rumSampleRate`): the page draws
 * it after its first view (app.tsx), and it reports a view at every route the router shows.
 */
export function RumServices({ store, router, random = Math.random }: { store: RootStore; router: AppRouter; random?: () => number }) {
  const [rum, setRum] = useState<Rum | null>(null);
  useEffect(() => {
    let boot: BootData;
    try {
      boot = readBootData(document);
    } catch {
      return undefined; // a page without boot data (a test's) reports nothing
    }
    // One draw per page load: a page in the sample reports everything, the others nothing.
    // Says which, for whoever looks at the page (a test waits for it), like html[data-app]: "off"
    // now, "sampled" once the first view is recorded (below).
    if (random() >= boot.config.flags.rumSampleRate) {
      document.documentElement.dataset.rum = 'off';
      return undefined;
    }
    const started = startRum(boot, store);
    setRum(started);
    return () => started.stop();
  }, [store, random]);
  // It sits beside the router, not under it (app.tsx): the router's own subscription says where the page is.
  useEffect(() => {
    if (!rum) return undefined;
    let shown = router.state.location.pathname;
    rum.view(shown);
    document.documentElement.dataset.rum = 'sampled';
    return router.subscribe((state) => {
      if (state.location.pathname === shown) return;
      shown = state.location.pathname;
      rum.view(shown);
    });
  }, [rum, router]);
  return null;
}
