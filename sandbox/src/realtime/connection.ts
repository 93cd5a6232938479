import type { RawData, WebSocket } from 'ws';
import type { ChannelHub, PresenceMember, Subscriber } from './hub';
import {
  channelKind,
  dataAsText,
  encode,
  ErrorCode,
  isValidChannelName,
  MAX_EVENT_DATA_BYTES,
  MAX_EVENT_NAME_LENGTH,
  parseClientMessage,
  type PusherApp,
  type ServerMessage,
} from './protocol';
import { verifyChannelAuth } from './signatures';

export interface ConnectionSettings {
  app: PusherApp;
  hub: ChannelHub;
  /** seconds of client silence before the server sends pusher:ping (also announced to the client) */
  activityTimeoutSeconds: number;
  /** how long a pinged client has to answer before it is closed with 4201 */
  pongTimeoutMs: number;
  /** channel-name prefixes on which client events are relayed; on every other channel they are refused */
  clientEventChannels: readonly string[];
  onProblem?: (socketId: string, message: string) => void;
}

/**
 * One pusher-js client on one WebSocket: the handshake, ping/pong, subscriptions (public,
 * private, presence) and client events. Nothing a client sends can throw out of here.
 */
export class PusherConnection implements Subscriber {
  private idleTimer: NodeJS.Timeout | undefined;
  private pongTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly ws: WebSocket,
    readonly socketId: string,
    private readonly settings: ConnectionSettings,
  ) {}

  /** Sends pusher:connection_established and starts listening. */
  start(): void {
    this.ws.on('message', (raw, isBinary) => this.receive(raw, isBinary));
    // protocol-level pings (browsers never send them, but other clients may) count as activity
    this.ws.on('ping', () => this.active());
    this.ws.on('pong', () => this.active());
    this.ws.on('close', () => this.dispose());
    this.ws.on('error', () => this.dispose());
    this.sendMessage({
      event: 'pusher:connection_established',
      data: JSON.stringify({ socket_id: this.socketId, activity_timeout: this.settings.activityTimeoutSeconds }),
    });
    this.active();
  }

  send(frame: string): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(frame);
  }

  /** Closes with a protocol code (4200 when the server shuts down: clients reconnect). */
  close(code: number, reason: string): void {
    if (this.ws.readyState === this.ws.OPEN || this.ws.readyState === this.ws.CONNECTING) this.ws.close(code, reason);
    this.dispose();
  }

  private sendMessage(message: ServerMessage): void {
    this.send(encode(message));
  }

  private error(message: string, code: number | null = null, channel?: string): void {
    this.sendMessage({ event: 'pusher:error', ...(channel === undefined ? {} : { channel }), data: { code, message } });
    this.settings.onProblem?.(this.socketId, message);
  }

  private active(): void {
    if (this.closed) return;
    clearTimeout(this.pongTimer);
    this.pongTimer = undefined;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.pingIdleClient(), this.settings.activityTimeoutSeconds * 1000);
  }

  private pingIdleClient(): void {
    this.sendMessage({ event: 'pusher:ping', data: '{}' });
    this.pongTimer = setTimeout(() => this.close(ErrorCode.pongNotReceived, 'Pong reply not received'), this.settings.pongTimeoutMs);
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.idleTimer);
    clearTimeout(this.pongTimer);
    this.settings.hub.unsubscribeAll(this.socketId);
  }

  private receive(raw: RawData, isBinary: boolean): void {
    this.active();
    if (isBinary) {
      this.error('Binary frames are not supported: send JSON text');
      return;
    }
    const text = Array.isArray(raw) ? Buffer.concat(raw).toString('utf8') : Buffer.from(raw as ArrayBuffer).toString('utf8');
    const message = parseClientMessage(text);
    if (!message) {
      this.error('Invalid message: expected a JSON object with a string "event"');
      return;
    }
    try {
      this.handle(message.event, message.channel, message.data);
    } catch (error) {
      // a bug here must cost one message, never the server
      this.error(`Could not handle ${message.event}`);
      this.settings.onProblem?.(this.socketId, String(error));
    }
  }

  private handle(event: string, channel: string | undefined, data: unknown): void {
    const payload = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
    switch (event) {
      case 'pusher:ping':
        this.sendMessage({ event: 'pusher:pong', data: '{}' });
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        this.subscribe(payload);
        return;
      case 'pusher:unsubscribe':
        if (typeof payload.channel === 'string') this.settings.hub.unsubscribe(this.socketId, payload.channel);
        return;
      default:
        if (event.startsWith('client-')) this.clientEvent(event, channel, data);
      // other events (pusher:signin, unknown names) are ignored, as the protocol asks
    }
  }

  private subscribe(payload: Record<string, unknown>): void {
    const channel = payload.channel;
    if (!isValidChannelName(channel)) {
      this.error(`Invalid channel name ${JSON.stringify(channel)}: up to 200 of A-Z a-z 0-9 _ - = @ , . ;`);
      return;
    }
    const { app, hub } = this.settings;
    const kind = channelKind(channel);
    let member: PresenceMember | undefined;

    if (kind === 'private' && !verifyChannelAuth(app, this.socketId, channel, payload.auth)) {
      this.refuse(channel, `Invalid signature for ${channel}: expected ${app.key}:HMAC-SHA256(secret, "${this.socketId}:${channel}")`);
      return;
    }
    if (kind === 'presence') {
      const channelData = payload.channel_data;
      if (typeof channelData !== 'string' || !verifyChannelAuth(app, this.socketId, channel, payload.auth, channelData)) {
        this.refuse(
          channel,
          `Invalid signature for ${channel}: expected ${app.key}:HMAC-SHA256(secret, "${this.socketId}:${channel}:<channel_data>")`,
        );
        return;
      }
      member = presenceMember(channelData);
      if (!member) {
        this.refuse(channel, 'channel_data must be a JSON object with a user_id (string or number)');
        return;
      }
    }

    const { presence } = hub.subscribe(this, channel, member);
    this.sendMessage({ event: 'pusher_internal:subscription_succeeded', channel, data: JSON.stringify(presence ? { presence } : {}) });
  }

  /**
   * A refused subscription: the connection-level pusher:error (4009) that Pusher sends, plus a
   * pusher:subscription_error on the channel so pusher-js and laravel-echo's `.error()` hear it.
   */
  private refuse(channel: string, message: string): void {
    this.error(`The connection is unauthorized: ${message}`, ErrorCode.unauthorized);
    this.sendMessage({
      event: 'pusher:subscription_error',
      channel,
      data: JSON.stringify({ type: 'AuthError', error: message, status: 401 }),
    });
  }

  private clientEvent(event: string, channel: string | undefined, data: unknown): void {
    const { hub } = this.settings;
    if (channel === undefined || channelKind(channel) === 'public') {
      this.error(`Client event rejected: ${event} must be sent on a private or presence channel`);
      return;
    }
    if (!hub.isSubscribed(this.socketId, channel)) {
      this.error(`Client event rejected: not subscribed to ${channel}`);
      return;
    }
    // Nothing in the product sends client events, and a relayed one would reach every member of a
    // currency as if the site had sent it (a fake RedEnvelopeDisplay): refused unless configured.
    if (!this.settings.clientEventChannels.some((prefix) => channel.startsWith(prefix))) {
      this.error(`Client event rejected: client events are not enabled on ${channel}`, ErrorCode.clientEventRejected, channel);
      return;
    }
    const text = dataAsText(data);
    if (event.length > MAX_EVENT_NAME_LENGTH || Buffer.byteLength(text) > MAX_EVENT_DATA_BYTES) {
      this.error('Client event rejected: event name or data too large');
      return;
    }
    hub.publish({ channels: [channel], event, data: text, exceptSocketId: this.socketId, userId: hub.userOf(this.socketId, channel) });
  }
}

function presenceMember(channelData: string): PresenceMember | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(channelData);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { user_id: userId, user_info: userInfo } = parsed as Record<string, unknown>;
  if ((typeof userId !== 'string' || userId === '') && typeof userId !== 'number') return undefined;
  return { user_id: String(userId), user_info: userInfo ?? null };
}
