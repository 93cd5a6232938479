import type { ChannelHub, ChannelInfo } from './hub';
import { isValidChannelName, isValidSocketId, MAX_CHANNELS_PER_EVENT, MAX_EVENT_DATA_BYTES, MAX_EVENT_NAME_LENGTH } from './protocol';

/** One event as the HTTP API receives it (`POST /apps/<id>/events`, one item of `batch_events`). */
export interface EventToPublish {
  name: string;
  /** text the subscribers receive as `data` (JSON text by convention) */
  data: string;
  channels: string[];
  /** the socket that must not receive it */
  socket_id?: string;
  /** attributes to report back: subscription_count, user_count */
  info: string[];
}

export type Checked<T> = { ok: true; value: T } | { ok: false; status: 400 | 413; message: string };

const INFO_ATTRIBUTES = ['subscription_count', 'user_count'];

/** Validates an event body the way Pusher's HTTP API does (`channel` or `channels`, `name`, `data` as a string). */
export function checkEvent(body: unknown, where = 'event'): Checked<EventToPublish> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return bad(`${where} must be a JSON object`);
  const b = body as Record<string, unknown>;
  if (typeof b.name !== 'string' || b.name === '' || b.name.length > MAX_EVENT_NAME_LENGTH) {
    return bad(`${where}.name must be a string of 1 to ${MAX_EVENT_NAME_LENGTH} characters`);
  }
  if (typeof b.data !== 'string') return bad(`${where}.data must be a string (the JSON text of the payload)`);
  if (Buffer.byteLength(b.data) > MAX_EVENT_DATA_BYTES) {
    return { ok: false, status: 413, message: `${where}.data is larger than ${MAX_EVENT_DATA_BYTES} bytes` };
  }
  const channels = b.channels !== undefined ? b.channels : b.channel !== undefined ? [b.channel] : undefined;
  if (!Array.isArray(channels) || channels.length === 0 || channels.length > MAX_CHANNELS_PER_EVENT) {
    return bad(`${where} needs "channel" or "channels" (1 to ${MAX_CHANNELS_PER_EVENT} names)`);
  }
  const invalid = channels.filter((c) => !isValidChannelName(c));
  if (invalid.length > 0) return bad(`invalid channel name ${JSON.stringify(invalid[0])}: up to 200 of A-Z a-z 0-9 _ - = @ , . ;`);
  if (b.socket_id !== undefined && !isValidSocketId(b.socket_id)) return bad(`${where}.socket_id must look like 123.456`);
  const info = typeof b.info === 'string' && b.info !== '' ? b.info.split(',').map((s) => s.trim()) : [];
  const unknownInfo = info.find((attribute) => !INFO_ATTRIBUTES.includes(attribute));
  if (unknownInfo !== undefined) return bad(`${where}.info may list ${INFO_ATTRIBUTES.join(', ')} (got ${unknownInfo})`);
  return {
    ok: true,
    value: { name: b.name, data: b.data, channels: channels as string[], socket_id: b.socket_id as string | undefined, info },
  };
}

function bad(message: string): { ok: false; status: 400; message: string } {
  return { ok: false, status: 400, message };
}

export interface PublishResult {
  /** frames sent to sockets */
  delivered: number;
  /** the info attributes asked for, per channel (empty when none was asked) */
  channels: Record<string, Partial<ChannelInfo>>;
}

/** The one path every server-side event takes: the events API, /__sandbox/emit and content edits. */
export function publishEvent(hub: ChannelHub, event: EventToPublish): PublishResult {
  const delivered = hub.publish({ channels: event.channels, event: event.name, data: event.data, exceptSocketId: event.socket_id });
  const channels: PublishResult['channels'] = {};
  if (event.info.length > 0) {
    for (const name of event.channels) {
      const info = hub.channelInfo(name);
      const picked: Partial<ChannelInfo> = {};
      if (event.info.includes('subscription_count')) picked.subscription_count = info.subscription_count;
      if (event.info.includes('user_count') && info.user_count !== undefined) picked.user_count = info.user_count;
      channels[name] = picked;
    }
  }
  return { delivered, channels };
}
