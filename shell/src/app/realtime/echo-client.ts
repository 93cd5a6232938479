import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { resolveRequestUrl } from '@casino/mf-shared';
import type { SiteConfig } from '@casino/contracts';
import { CONNECT_TIMEOUT_MS } from './backoff';
import { wireName, type ChannelKind } from './channel-plan';
import { attachReconnectPolicy, type ConnectionLike, type ReconnectPolicyOptions } from './reconnect-policy';

/** What the connection needs of a page's location. */
export interface PageLocation {
  protocol: string;
  hostname: string;
}

const ABSOLUTE_URL = /^[a-z][a-z\d+\-.]*:\/\//i;

/**
 * The channel-auth URL: an absolute endpoint as is; one already under the API base's path
 * ('/api/broadcasting/auth' with base '/api' or 'https://api.example/api') on the base's origin;
 * anything else joined to the API base like every request-client call.
 */
export function authEndpointUrl(apiBase: string, endpoint: string): string {
  if (ABSOLUTE_URL.test(endpoint)) return endpoint;
  const base = ABSOLUTE_URL.test(apiBase) ? new URL(apiBase) : null;
  const origin = base ? base.origin : '';
  const basePath = (base ? base.pathname : apiBase).replace(/\/+$/, '');
  if (endpoint.startsWith('/') && basePath && (endpoint === basePath || endpoint.startsWith(`${basePath}/`))) return `${origin}${endpoint}`;
  return resolveRequestUrl(apiBase, endpoint);
}

/**
 * laravel-echo's options for the pusher connector, from the site configuration: the page's host
 * when wsHost is empty, TLS (and wssPort) on https pages, the token as a Bearer Authorization
 * header of channel auth, and the spec's 20000 ms connection timeout. Only the public key.
 */
export function echoOptions(config: Pick<SiteConfig, 'realtime' | 'apiBase'>, token: string | null, page: PageLocation) {
  const realtime = config.realtime;
  if (!realtime) throw new Error('Real-time channels are off in this site configuration (realtime: null).');
  return {
    broadcaster: 'pusher' as const,
    key: realtime.key,
    // pusher-js requires a cluster; it is unused once wsHost is set.
    cluster: realtime.cluster || 'mt1',
    wsHost: realtime.wsHost || page.hostname,
    wsPort: realtime.wsPort,
    wssPort: realtime.wssPort,
    forceTLS: page.protocol === 'https:',
    enabledTransports: ['ws', 'wss'] as ('ws' | 'wss')[],
    disableStats: true,
    authEndpoint: authEndpointUrl(config.apiBase, realtime.authEndpoint),
    // A fresh object: laravel-echo writes `Authorization: Bearer <token>` into it from bearerToken.
    // Setting a lower-case `authorization` here as well would send the header twice.
    auth: { headers: {} as Record<string, string> },
    bearerToken: token,
    unavailableTimeout: CONNECT_TIMEOUT_MS,
    // No X-Socket-Id hooks on global axios/jQuery/Turbo: our request client is ky.
    withoutInterceptors: true,
  };
}

type Listener = (data: unknown) => void;

/** The socket as the connection uses it; echo-client adapts laravel-echo to it, tests fake it. */
export interface RealtimeSocket {
  subscribe(kind: ChannelKind, name: string, listeners: Readonly<Record<string, Listener>>, onError: (error: unknown) => void): void;
  leave(kind: ChannelKind, name: string): void;
  /** The pusher-js connection state ('connected', 'connecting', …). */
  readonly state: string;
  disconnect(): void;
}

/** A laravel-echo client (pusher connector) with the spec's reconnect policy, as a RealtimeSocket. */
export function createEchoSocket(
  config: Pick<SiteConfig, 'realtime' | 'apiBase'>,
  token: string | null,
  page: PageLocation,
  policy: ReconnectPolicyOptions = {},
): RealtimeSocket {
  const echo = new Echo({ ...echoOptions(config, token, page), Pusher });
  const connection = echo.connector.pusher.connection as unknown as ConnectionLike;
  const reconnect = attachReconnectPolicy(connection, policy);
  return {
    subscribe(kind, name, listeners, onError) {
      const channel = kind === 'public' ? echo.channel(name) : kind === 'private' ? echo.private(name) : echo.join(name);
      // Leading dot: the spec's event names have no Laravel namespace (with namespace '' Echo
      // would still turn 'member.cash' into 'member\cash').
      for (const [event, listener] of Object.entries(listeners)) channel.listen(`.${event}`, listener);
      channel.error(onError);
    },
    leave(kind, name) {
      echo.leaveChannel(wireName({ kind, name }));
    },
    get state() {
      return connection.state;
    },
    disconnect() {
      reconnect.stop();
      echo.disconnect();
    },
  };
}
