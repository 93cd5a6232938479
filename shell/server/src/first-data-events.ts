import Pusher from 'pusher-js';
import type { SiteConfig } from '@casino/contracts';
import type { FirstDataCache } from './first-data-cache';
import { isKeyOfPath } from './first-data';

/**
 * The real-time events that change first data (shell-and-public.md §7, the page's channel plan in
 * shell/src/app/realtime/channel-plan.ts), and the calls whose cached answers they drop. Today's
 * first data is home's banner lists: `carousel_picture.url` on `web_api.{site currency}`, which
 * the sandbox publishes when a banner is edited (sandbox/src/realtime/content-events.ts). A new
 * entry in contracts' firstData whose content has an event gets its line here.
 */
export const FIRST_DATA_EVENTS: { channel: (currency: string) => string; event: string; paths: string[] }[] = [
  { channel: (currency) => `web_api.${currency}`, event: 'carousel_picture.url', paths: ['/arks/web/carousel_picture'] },
];

interface Log {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Subscribes the server to the events of FIRST_DATA_EVENTS on the site's Pusher-protocol server
 * and drops the answers they make stale; when the connection comes back after a loss, everything
 * (events may have been missed). Only when the site configuration names the real-time host
 * (REALTIME_HOST): an empty host means "the page's own host", which the server does not have;
 * the cache's short lifetime alone then bounds how stale an answer gets. Returns the unsubscribe.
 */
export function invalidateOnEvents(
  site: Pick<SiteConfig, 'realtime' | 'currency'>,
  cache: Pick<FirstDataCache, 'invalidate'>,
  log: Log,
): (() => void) | null {
  const realtime = site.realtime;
  if (!realtime?.wsHost) return null;
  const pusher = new Pusher(realtime.key, {
    cluster: realtime.cluster || 'mt1',
    wsHost: realtime.wsHost,
    wsPort: realtime.wsPort,
    wssPort: realtime.wssPort,
    // ws on wsPort, then wss on wssPort (pusher-js falls back by itself).
    forceTLS: false,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
  });
  let connectedBefore = false;
  pusher.connection.bind('state_change', ({ current }: { current: string }) => {
    if (current !== 'connected') return;
    if (connectedBefore) log.info(`first data: real-time connection back, ${cache.invalidate(() => true)} cached answers dropped`);
    connectedBefore = true;
  });
  for (const { channel, event, paths } of FIRST_DATA_EVENTS) {
    pusher.subscribe(channel(site.currency)).bind(event, () => {
      cache.invalidate((key) => paths.some((path) => isKeyOfPath(key, path)));
    });
  }
  return () => pusher.disconnect();
}
