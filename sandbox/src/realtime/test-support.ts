/* Helpers for the real-time tests: a listening sandbox, pusher-js clients, raw sockets, waiting. */
import type { FastifyInstance } from 'fastify';
import Pusher, { type Channel } from 'pusher-js';
import WebSocket from 'ws';
import { testSandbox } from '../testing';
import { signLoginHeader } from '../auth/login-header';
import { DEFAULT_LOGIN_HEADER_SECRET } from '../config';
import type { SandboxOptions } from '../app';

export interface RunningSandbox {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> of the API */
  apiUrl: string;
  wsPort: number;
}

/** The sandbox API and its real-time server, both on free ports. */
export async function startSandbox(realtime: SandboxOptions['realtime'] = {}): Promise<RunningSandbox> {
  const app = testSandbox({ realtime: { port: 0, ...realtime } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the sandbox is not listening');
  const wsPort = app.realtime.port;
  if (wsPort === null) throw new Error('the real-time server is not listening');
  return { app, apiUrl: `http://127.0.0.1:${address.port}`, wsPort };
}

export async function login(
  apiUrl: string,
  account = 'player_rmb',
  siteId = 1,
): Promise<{ token: string; member_id: number; member_currency: string }> {
  // as the page does: a captcha (its answer from the test endpoint) and the shell server's signed header
  const captcha = (await (
    await fetch(`${apiUrl}/api/captcha`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 1, site_id: siteId }),
    })
  ).json()) as { apiResponseData: { token: string } };
  const { token } = captcha.apiResponseData;
  const { answer } = (await (await fetch(`${apiUrl}/__sandbox/captchas/${token}`)).json()) as { answer: string };
  const timestamp = Date.now();
  const response = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      lang: 'en_US',
      'x-login-timestamp': String(timestamp),
      'x-login-signature': signLoginHeader(DEFAULT_LOGIN_HEADER_SECRET, '127.0.0.1', timestamp),
    },
    body: JSON.stringify({ account, password: 'Test1234', site_id: siteId, captcha_token: token, answer, remote_addr: '127.0.0.1' }),
  });
  const body = (await response.json()) as {
    status: boolean;
    message: string;
    apiResponseData: { token: string; member_id: number; member_currency: string };
  };
  if (!body.status) throw new Error(`login of ${account} failed: ${body.message}`);
  return body.apiResponseData;
}

/**
 * A pusher-js client configured the way the shell configures laravel-echo's pusher connector:
 * the sandbox's ws port, no TLS, and the broadcasting auth endpoint with the member token.
 * Uses pusher-js's own ajax authorizer, so the form-encoded request is the real one.
 */
export function pusherClient(sandbox: RunningSandbox, token?: string): Pusher {
  return new Pusher('casino-key', {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: sandbox.wsPort,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${sandbox.apiUrl}/api/broadcasting/auth`,
      transport: 'ajax',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    },
  });
}

/** Resolves with the first value `register` hands to its callback, or fails after `ms`. */
export function waitFor<T>(what: string, register: (done: (value: T) => void) => void, ms = 4000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

export function connected(client: Pusher): Promise<string> {
  if (client.connection.state === 'connected') return Promise.resolve(client.connection.socket_id);
  return waitFor('pusher-js to connect', (done) => client.connection.bind('connected', () => done(client.connection.socket_id)));
}

export function nextEvent<T = unknown>(channel: Channel, event: string, ms?: number): Promise<T> {
  return waitFor(
    `${event} on ${channel.name}`,
    (done) => {
      const handler = (data: T): void => {
        channel.unbind(event, handler);
        done(data);
      };
      channel.bind(event, handler);
    },
    ms,
  );
}

/** Resolves with the subscription_succeeded data; rejects on a subscription error. */
export async function subscribed(channel: Channel): Promise<unknown> {
  const outcome = await waitFor<{ ok: boolean; data: unknown }>(`subscription to ${channel.name}`, (done) => {
    channel.bind('pusher:subscription_succeeded', (data: unknown) => done({ ok: true, data }));
    channel.bind('pusher:subscription_error', (data: unknown) => done({ ok: false, data }));
  });
  if (!outcome.ok) throw new Error(`subscription to ${channel.name} failed: ${JSON.stringify(outcome.data)}`);
  return outcome.data;
}

/** Resolves with the subscription error; rejects if the subscription succeeds. */
export async function refused(channel: Channel): Promise<unknown> {
  const outcome = await waitFor<{ ok: boolean; data: unknown }>(`refusal of ${channel.name}`, (done) => {
    channel.bind('pusher:subscription_succeeded', (data: unknown) => done({ ok: true, data }));
    channel.bind('pusher:subscription_error', (data: unknown) => done({ ok: false, data }));
  });
  if (outcome.ok) throw new Error(`subscription to ${channel.name} was accepted`);
  return outcome.data;
}

export function disconnect(client: Pusher): Promise<void> {
  if (client.connection.state === 'disconnected' || client.connection.state === 'failed') return Promise.resolve();
  const closed = waitFor<void>('pusher-js to disconnect', (done) => client.connection.bind('disconnected', () => done()));
  client.disconnect();
  return closed;
}

export interface RawMessage {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

/** A bare WebSocket speaking the protocol by hand, for what pusher-js never sends. */
export class RawClient {
  readonly messages: RawMessage[] = [];
  private readonly waiters: { test: (m: RawMessage) => boolean; done: (m: RawMessage) => void }[] = [];
  closeCode: number | undefined;
  readonly closed: Promise<number>;
  /** The HTTP status when the server refuses the upgrade itself. */
  readonly refusedWith: Promise<number>;
  readonly ws: WebSocket;

  /** `origin` sets the Origin header, as a browser would; without it the socket sends none. */
  constructor(url: string, options: { origin?: string } = {}) {
    this.ws = new WebSocket(url, options.origin === undefined ? {} : { origin: options.origin });
    // ws reports a refused upgrade as an error naming the status, then closes (1006)
    this.refusedWith = new Promise((resolve) =>
      this.ws.on('error', (error) => {
        const status = /Unexpected server response: (\d+)/.exec(error.message)?.[1];
        if (status) resolve(Number(status));
      }),
    );
    this.ws.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as RawMessage;
      if (typeof message.data === 'string') {
        try {
          message.data = JSON.parse(message.data);
        } catch {
          // leave non-JSON text as is
        }
      }
      this.messages.push(message);
      for (const waiter of [...this.waiters]) {
        if (waiter.test(message)) {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          waiter.done(message);
        }
      }
    });
    this.closed = new Promise((resolve) =>
      this.ws.once('close', (code) => {
        this.closeCode = code;
        resolve(code);
      }),
    );
  }

  static forSandbox(sandbox: RunningSandbox, key = 'casino-key', query = 'protocol=7&client=js&version=8.6.0&flash=false'): RawClient {
    return new RawClient(`ws://127.0.0.1:${sandbox.wsPort}/app/${key}?${query}`);
  }

  /** The first message (already received or coming) that passes `test`. */
  next(what: string, test: (m: RawMessage) => boolean, ms?: number): Promise<RawMessage> {
    const seen = this.messages.find(test);
    if (seen) {
      this.messages.splice(this.messages.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return waitFor(
      what,
      (done) =>
        this.waiters.push({
          test,
          done: (m) => {
            this.messages.splice(this.messages.indexOf(m), 1);
            done(m);
          },
        }),
      ms,
    );
  }

  event(name: string, channel?: string, ms?: number): Promise<RawMessage> {
    return this.next(
      `${name}${channel ? ` on ${channel}` : ''}`,
      (m) => m.event === name && (channel === undefined || m.channel === channel),
      ms,
    );
  }

  async socketId(): Promise<string> {
    const established = await this.event('pusher:connection_established');
    return (established.data as { socket_id: string }).socket_id;
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  async close(): Promise<void> {
    if (this.ws.readyState !== WebSocket.CLOSED) this.ws.close();
    await this.closed;
  }
}
