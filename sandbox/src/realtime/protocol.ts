/*
 * The Pusher Channels wire protocol (version 7) as pusher-js speaks it: message shapes, error
 * codes and the naming rules shared by the WebSocket side and the HTTP events API.
 * Reference: https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol/
 */

/** The app the sandbox serves; the values are sandbox-only and published in docs/realtime-sandbox.md. */
export interface PusherApp {
  id: string;
  key: string;
  secret: string;
}

export const DEFAULT_PUSHER_APP: PusherApp = { id: 'casino-sandbox', key: 'casino-key', secret: 'casino-secret' };

/** Protocol versions whose framing this server speaks (pusher-js 8 sends 7). */
export const SUPPORTED_PROTOCOLS = [5, 6, 7] as const;

/** Close and error codes of the protocol (4000-4099: do not reconnect, 4100-4199: back off, 4200-4299: reconnect). */
export const ErrorCode = {
  appNotFound: 4001,
  unsupportedProtocol: 4007,
  unauthorized: 4009,
  overCapacity: 4100,
  genericReconnect: 4200,
  pongNotReceived: 4201,
  closedForInactivity: 4202,
  /** what Pusher-compatible servers (soketi, Reverb) answer a client event the app does not allow */
  clientEventRejected: 4301,
} as const;

/** What the server sends: `data` is JSON text, except `pusher:error`, whose data is an object. */
export interface ServerMessage {
  event: string;
  channel?: string;
  data: string | Record<string, unknown>;
  user_id?: string;
}

/** What a client sends, once parsed; anything else is ignored. */
export interface ClientMessage {
  event: string;
  channel?: string;
  data?: unknown;
}

/** Pusher's channel-name rule: at most 200 of A-Z a-z 0-9 _ - = @ , . ; */
export const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,200}$/;
export const SOCKET_ID = /^\d+\.\d+$/;
export const MAX_EVENT_NAME_LENGTH = 200;
/** Pusher allows 10 kB per event; the sandbox is generous (QA payloads), but still bounded. */
export const MAX_EVENT_DATA_BYTES = 100 * 1024;
export const MAX_CHANNELS_PER_EVENT = 100;
export const MAX_BATCH_EVENTS = 10;

export type ChannelKind = 'public' | 'private' | 'presence';

export function channelKind(name: string): ChannelKind {
  if (name.startsWith('presence-')) return 'presence';
  // private-encrypted- channels authorise the same way; the payload encryption is end to end.
  if (name.startsWith('private-')) return 'private';
  return 'public';
}

export function isValidChannelName(name: unknown): name is string {
  return typeof name === 'string' && CHANNEL_NAME.test(name);
}

export function isValidSocketId(value: unknown): value is string {
  return typeof value === 'string' && SOCKET_ID.test(value);
}

/** Parses one text frame; null for anything that is not a JSON object with a string `event`. */
export function parseClientMessage(raw: string): ClientMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.event !== 'string') return null;
  return {
    event: record.event,
    channel: typeof record.channel === 'string' ? record.channel : undefined,
    data: record.data,
  };
}

/** Event data travels as text: a string is sent as is, anything else as its JSON. */
export function dataAsText(data: unknown): string {
  return typeof data === 'string' ? data : JSON.stringify(data ?? null);
}

export function encode(message: ServerMessage): string {
  return JSON.stringify(message);
}
