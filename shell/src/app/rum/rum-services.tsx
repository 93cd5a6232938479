import { useEffect, useState } from 'react';
import type { BootData } from '@casino/contracts';
import { useLocation, type RootStore } from '@casino/mf-shared';
import { readBootData } from '../boot-data';
import { startRum, type Rum } from './start-rum';

/**
 * Real-user monitoring on a share of page loads (the site's `flags.rumSampleRate`): the page draws
 * it after its first view (app.tsx), and it reports a view at every route change.
 */
export function RumServices({ store, random = Math.random }: { store: RootStore; random?: () => number }) {
  const { pathname } = useLocation();
  const [rum, setRum] = useState<Rum | null>(null);
  useEffect(() => {
    let boot: BootData;
    try {
      boot = readBootData(document);
    } catch {
      return undefined; // a page without boot data (a test's) reports nothing
    }
    // One draw per page load: a page in the sample reports everything, the others nothing.
    if (random() >= boot.config.flags.rumSampleRate) return undefined;
    const started = startRum(boot, store);
    setRum(started);
    return () => started.stop();
  }, [store, random]);
  useEffect(() => {
    rum?.view(pathname);
  }, [rum, pathname]);
  return null;
}
