import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkEvent, publishEvent, type EventToPublish } from './events';
import type { ChannelHub } from './hub';
import { channelKind, isValidChannelName, MAX_BATCH_EVENTS, MAX_EVENT_DATA_BYTES, type PusherApp } from './protocol';
import { verifyApiRequest } from './signatures';

/** A batch of 10 events of the largest size, plus JSON framing. */
const MAX_BODY_BYTES = MAX_BATCH_EVENTS * MAX_EVENT_DATA_BYTES + 64 * 1024;

export interface HttpApiSettings {
  app: PusherApp;
  hub: ChannelHub;
  /** seconds since the epoch, for the auth_timestamp check */
  nowSeconds: () => number;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new HttpError(413, `Request body larger than ${MAX_BODY_BYTES} bytes`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Malformed JSON body');
  }
}

function orThrow<T>(checked: { ok: true; value: T } | { ok: false; status: number; message: string }): T {
  if (!checked.ok) throw new HttpError(checked.status, checked.message);
  return checked.value;
}

/**
 * Pusher's HTTP API on the real-time port: POST events and batch_events, GET channels,
 * channels/<name> and channels/<name>/users, every call under /apps/<app_id> with the signed
 * query the `pusher` library sends. Errors answer `{ error }` with Pusher's statuses (400, 401,
 * 404, 413).
 */
export function createHttpApi(settings: HttpApiSettings): (req: IncomingMessage, res: ServerResponse) => void {
  const { app, hub } = settings;

  async function route(req: IncomingMessage): Promise<[number, unknown]> {
    const url = new URL(req.url ?? '/', 'http://realtime.invalid');
    const method = (req.method ?? 'GET').toUpperCase();
    if (url.pathname === '/' || url.pathname === '/health') return [200, { ok: true }];

    const match = /^\/apps\/([^/]+)(\/.*)$/.exec(url.pathname);
    if (!match) throw new HttpError(404, `Not found: ${method} ${url.pathname}`);
    const appId = decodeURIComponent(match[1] ?? '');
    const rest = match[2] ?? '';
    if (appId !== app.id) throw new HttpError(404, `Unknown app id "${appId}"`);

    const body = method === 'POST' ? await readBody(req) : '';
    const auth = verifyApiRequest(app, { method, path: url.pathname, query: url.searchParams, body }, settings.nowSeconds());
    if (!auth.ok) throw new HttpError(401, auth.message);

    if (method === 'POST' && rest === '/events') {
      const event = orThrow(checkEvent(parseJson(body)));
      const result = publishEvent(hub, event);
      return [200, event.info.length > 0 ? { channels: result.channels } : {}];
    }

    if (method === 'POST' && rest === '/batch_events') {
      const parsed = parseJson(body) as { batch?: unknown } | null;
      const batch = parsed?.batch;
      if (!Array.isArray(batch) || batch.length === 0 || batch.length > MAX_BATCH_EVENTS) {
        throw new HttpError(400, `batch must be a list of 1 to ${MAX_BATCH_EVENTS} events`);
      }
      // validate every event before publishing any, so a bad batch publishes nothing
      const events: EventToPublish[] = batch.map((item, i) => orThrow(checkEvent(item, `batch[${i}]`)));
      const answers = events.map((event) => publishEvent(hub, event).channels[event.channels[0] ?? ''] ?? {});
      return [200, events.some((event) => event.info.length > 0) ? { batch: answers } : {}];
    }

    if (method === 'GET' && rest === '/channels') {
      const prefix = url.searchParams.get('filter_by_prefix') ?? '';
      const info = (url.searchParams.get('info') ?? '').split(',').filter(Boolean);
      if (info.includes('user_count') && !prefix.startsWith('presence-')) {
        throw new HttpError(400, 'info=user_count requires filter_by_prefix=presence-');
      }
      const channels: Record<string, { user_count?: number; subscription_count?: number }> = {};
      for (const name of hub.occupiedChannels(prefix)) {
        const details = hub.channelInfo(name);
        channels[name] = {};
        if (info.includes('user_count')) channels[name].user_count = details.user_count ?? 0;
        if (info.includes('subscription_count')) channels[name].subscription_count = details.subscription_count;
      }
      return [200, { channels }];
    }

    const channelMatch = /^\/channels\/([^/]+)(\/users)?$/.exec(rest);
    if (method === 'GET' && channelMatch) {
      const name = decodeURIComponent(channelMatch[1] ?? '');
      if (!isValidChannelName(name)) throw new HttpError(400, `Invalid channel name ${JSON.stringify(name)}`);
      if (channelMatch[2]) {
        if (channelKind(name) !== 'presence') throw new HttpError(400, 'users are only listed for presence channels');
        return [200, { users: hub.users(name).map((id) => ({ id })) }];
      }
      const info = (url.searchParams.get('info') ?? '').split(',').filter(Boolean);
      if (info.includes('user_count') && channelKind(name) !== 'presence') {
        throw new HttpError(400, 'info=user_count is only available for presence channels');
      }
      const details = hub.channelInfo(name);
      const answer: Record<string, unknown> = { occupied: details.occupied };
      if (info.includes('user_count')) answer.user_count = details.user_count ?? 0;
      if (info.includes('subscription_count')) answer.subscription_count = details.subscription_count;
      return [200, answer];
    }

    throw new HttpError(404, `Not found: ${method} ${url.pathname}`);
  }

  return (req, res) => {
    route(req).then(
      ([status, body]) => sendJson(res, status, body),
      (error: unknown) => {
        if (res.headersSent) return;
        if (error instanceof HttpError) sendJson(res, error.status, { error: error.message });
        else sendJson(res, 500, { error: 'Internal error' });
      },
    );
  };
}
