import { channelKind, encode, type ChannelKind } from './protocol';

/** One connected socket as the hub sees it. */
export interface Subscriber {
  readonly socketId: string;
  send(frame: string): void;
}

export interface PresenceMember {
  user_id: string;
  user_info: unknown;
}

export interface PresenceData {
  ids: string[];
  hash: Record<string, unknown>;
  count: number;
}

export interface ChannelInfo {
  occupied: boolean;
  subscription_count: number;
  /** presence channels only: distinct users */
  user_count?: number;
}

export interface PublishRequest {
  channels: readonly string[];
  event: string;
  /** JSON text (or any text) as the subscribers receive it */
  data: string;
  /** a socket that must not receive it (the sender, as in Pusher's `socket_id`) */
  exceptSocketId?: string;
  /** sender of a client event on a presence channel */
  userId?: string;
}

interface ChannelState {
  readonly kind: ChannelKind;
  readonly subscribers: Map<string, Subscriber>;
  /** presence: user id → info and the sockets that joined as that user */
  readonly members: Map<string, { info: unknown; sockets: Set<string> }>;
  /** presence: socket id → user id */
  readonly userOf: Map<string, string>;
}

/**
 * Channels, their subscribers and presence members, in memory. It knows nothing of WebSockets
 * or HTTP: the socket server and the events API both publish through `publish`.
 */
export class ChannelHub {
  private readonly channels = new Map<string, ChannelState>();

  /**
   * Adds a subscriber (idempotent). For a presence channel the member joins, the others get
   * `pusher_internal:member_added` when this is the user's first socket, and the answer carries
   * the member list for `pusher_internal:subscription_succeeded`.
   */
  subscribe(subscriber: Subscriber, channel: string, member?: PresenceMember): { presence?: PresenceData } {
    let state = this.channels.get(channel);
    if (!state) {
      state = { kind: channelKind(channel), subscribers: new Map(), members: new Map(), userOf: new Map() };
      this.channels.set(channel, state);
    }
    state.subscribers.set(subscriber.socketId, subscriber);
    if (state.kind !== 'presence' || !member) return {};

    const previous = state.userOf.get(subscriber.socketId);
    if (previous !== undefined && previous !== member.user_id) this.leavePresence(state, channel, subscriber.socketId);
    state.userOf.set(subscriber.socketId, member.user_id);
    const existing = state.members.get(member.user_id);
    if (existing) {
      existing.sockets.add(subscriber.socketId);
    } else {
      state.members.set(member.user_id, { info: member.user_info, sockets: new Set([subscriber.socketId]) });
      this.send(
        state,
        channel,
        'pusher_internal:member_added',
        JSON.stringify({ user_id: member.user_id, user_info: member.user_info }),
        subscriber.socketId,
      );
    }
    return { presence: this.presenceData(state) };
  }

  /** Removes a subscriber; a presence user whose last socket leaves is announced as removed. */
  unsubscribe(socketId: string, channel: string): void {
    const state = this.channels.get(channel);
    if (!state || !state.subscribers.delete(socketId)) return;
    if (state.kind === 'presence') this.leavePresence(state, channel, socketId);
    if (state.subscribers.size === 0) this.channels.delete(channel);
  }

  unsubscribeAll(socketId: string): void {
    for (const [name, state] of [...this.channels]) {
      if (state.subscribers.has(socketId)) this.unsubscribe(socketId, name);
    }
  }

  isSubscribed(socketId: string, channel: string): boolean {
    return this.channels.get(channel)?.subscribers.has(socketId) ?? false;
  }

  /** The presence user a socket joined a channel as. */
  userOf(socketId: string, channel: string): string | undefined {
    return this.channels.get(channel)?.userOf.get(socketId);
  }

  /** Sends the event to every subscriber of each channel; returns how many frames went out. */
  publish(request: PublishRequest): number {
    let delivered = 0;
    for (const channel of new Set(request.channels)) {
      const state = this.channels.get(channel);
      if (!state) continue;
      delivered += this.send(state, channel, request.event, request.data, request.exceptSocketId, request.userId);
    }
    return delivered;
  }

  channelInfo(channel: string): ChannelInfo {
    const state = this.channels.get(channel);
    const info: ChannelInfo = { occupied: state !== undefined, subscription_count: state?.subscribers.size ?? 0 };
    if (channelKind(channel) === 'presence') info.user_count = state?.members.size ?? 0;
    return info;
  }

  /** Occupied channels, optionally only those whose name starts with `prefix`. */
  occupiedChannels(prefix = ''): string[] {
    return [...this.channels.keys()].filter((name) => name.startsWith(prefix)).sort();
  }

  users(channel: string): string[] {
    return [...(this.channels.get(channel)?.members.keys() ?? [])];
  }

  /** Subscriptions in total (one socket on three channels counts three). */
  subscriptionCount(): number {
    let count = 0;
    for (const state of this.channels.values()) count += state.subscribers.size;
    return count;
  }

  private leavePresence(state: ChannelState, channel: string, socketId: string): void {
    const userId = state.userOf.get(socketId);
    if (userId === undefined) return;
    state.userOf.delete(socketId);
    const member = state.members.get(userId);
    if (!member) return;
    member.sockets.delete(socketId);
    if (member.sockets.size > 0) return;
    state.members.delete(userId);
    this.send(state, channel, 'pusher_internal:member_removed', JSON.stringify({ user_id: userId }), socketId);
  }

  private presenceData(state: ChannelState): PresenceData {
    const hash: Record<string, unknown> = {};
    for (const [id, member] of state.members) hash[id] = member.info;
    return { ids: Object.keys(hash), hash, count: state.members.size };
  }

  private send(state: ChannelState, channel: string, event: string, data: string, exceptSocketId?: string, userId?: string): number {
    const frame = encode(userId === undefined ? { event, channel, data } : { event, channel, data, user_id: userId });
    let sent = 0;
    for (const [socketId, subscriber] of state.subscribers) {
      if (socketId === exceptSocketId) continue;
      subscriber.send(frame);
      sent += 1;
    }
    return sent;
  }
}
