import type { EventBus } from '@casino/mf-shared';
import { CROSS_WINDOW_EVENTS, type BusEvents, type CrossWindowEvent } from '@casino/contracts';

/** The channel the site's windows share (BroadcastChannel reaches only pages of the same origin). */
export const WINDOW_RELAY_CHANNEL = 'casino-windows';

/** The part of a BroadcastChannel the relay uses (tests pass a stand-in). */
export interface RelayChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

interface RelayedMessage {
  event: CrossWindowEvent;
  payload: BusEvents[CrossWindowEvent];
}

const RELAYED = new Set<string>(CROSS_WINDOW_EVENTS);

/** A message another window posted, when it is one of the relayed events with an object payload; null otherwise. */
export function parseRelayedMessage(data: unknown): RelayedMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { event, payload } = data as { event?: unknown; payload?: unknown };
  if (typeof event !== 'string' || !RELAYED.has(event)) return null;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  if (event === 'member:red-envelope-opened' && typeof (payload as { id?: unknown }).id !== 'number') return null;
  return { event: event as CrossWindowEvent, payload: payload as BusEvents[CrossWindowEvent] };
}

/**
 * Keeps the site's windows together: each CROSS_WINDOW_EVENTS event emitted on this window's bus
 * is posted to the others, and what they post is emitted here. An event received from another
 * window is not posted back (no echo between windows). Returns the function that stops it.
 */
export function relayBusEvents(bus: EventBus, openChannel: () => RelayChannel | null = defaultChannel): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  let receiving = false;
  const stops = CROSS_WINDOW_EVENTS.map((event) =>
    bus.on(event, (payload) => {
      if (!receiving) channel.postMessage({ event, payload });
    }),
  );
  const onMessage = (message: MessageEvent) => {
    const relayed = parseRelayedMessage(message.data);
    if (!relayed) return;
    receiving = true;
    try {
      bus.emit(relayed.event, relayed.payload as never);
    } finally {
      receiving = false;
    }
  };
  channel.addEventListener('message', onMessage);
  return () => {
    for (const stop of stops) stop();
    channel.removeEventListener('message', onMessage);
    channel.close();
  };
}

function defaultChannel(): RelayChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(WINDOW_RELAY_CHANNEL);
}
