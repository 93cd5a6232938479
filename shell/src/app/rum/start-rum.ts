/**
 * Starts real-user monitoring on a sampled page (rum-services.tsx decides the sample): web vitals
 * (the `web-vitals` library), the page's errors (error-capture.ts: the window's, and the remotes'
 * failures on the bus), one view per route; each with its owner (owner.ts) and the route's pattern; sent by the
 * reporter. Loaded after the first view: none of it is on the way to the first paint.
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { BootData, RumOwner, RumVital } from '@casino/contracts';
import type { RootStore } from '@casino/mf-shared';
import { remoteOf, resolvePath } from '../route-table';
import { takeErrors } from './error-capture';
import { ownerOfError, remoteOwner, shellOwner } from './owner';
import { RumReporter } from './rum-reporter';

export interface Rum {
  /** The page shows `pathname` now: a view of the route's owner. */
  view(pathname: string): void;
  stop(): void;
}

interface RoutePlace {
  route: string;
  owner: RumOwner;
}

export function startRum(boot: BootData, store: RootStore, target: Window = window): Rum {
  const { manifest, config } = boot;
  const reporter = new RumReporter({
    device: () => store.layout.device,
    send: (url, body) => target.navigator.sendBeacon(url, body),
  });
  /** The route's pattern and the remote that draws it (the shell for its own pages). */
  const placeOf = (pathname: string): RoutePlace => {
    const resolved = resolvePath(pathname, config);
    if (resolved.kind !== 'route') return { route: resolved.kind === 'rule' ? 'rule' : 'not-found', owner: shellOwner(manifest) };
    const module = resolved.entry.module;
    return {
      route: resolved.entry.path,
      owner: module ? remoteOwner(remoteOf(module), manifest) : shellOwner(manifest),
    };
  };
  const landing = placeOf(target.location.pathname);
  let current = landing;

  // LCP, CLS and TTFB belong to the page the visitor landed on; INP to the page shown when it is reported.
  const vital = (name: RumVital, place: () => RoutePlace) => (metric: Metric) => {
    const { route, owner } = place();
    // Seconds, as Prometheus' conventions want; CLS has no unit.
    reporter.add({ type: 'vital', name, value: name === 'CLS' ? metric.value : metric.value / 1000, route, ...owner });
  };
  onLCP(vital('LCP', () => landing));
  onCLS(vital('CLS', () => landing));
  onTTFB(vital('TTFB', () => landing));
  onINP(vital('INP', () => current));

  const stopErrors = takeErrors((error) =>
    reporter.add({
      type: 'error',
      kind: error.kind,
      route: current.route,
      ...(error.remote ? remoteOwner(error.remote, manifest) : ownerOfError(error, manifest)),
    }),
  );
  const leave = () => reporter.flush(true);
  const onVisibility = () => {
    if (target.document.visibilityState === 'hidden') leave();
  };
  target.document.addEventListener('visibilitychange', onVisibility);
  target.addEventListener('pagehide', leave);

  return {
    view(pathname) {
      current = placeOf(pathname);
      reporter.add({ type: 'view', route: current.route, ...current.owner });
    },
    stop() {
      stopErrors();
      target.document.removeEventListener('visibilitychange', onVisibility);
      target.removeEventListener('pagehide', leave);
      leave();
    },
  };
}
