import { randomInt } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer } from 'ws';
import { DEFAULT_SITE_ORIGINS } from '../config';
import { isSiteOrigin } from '../http/site-origins';
import { PusherConnection } from './connection';
import { publishEvent, type EventToPublish, type PublishResult } from './events';
import { createHttpApi } from './http-api';
import { ChannelHub } from './hub';
import { DEFAULT_PUSHER_APP, encode, ErrorCode, SUPPORTED_PROTOCOLS, type PusherApp } from './protocol';

/** The pieces of a pino/Fastify logger the server writes to. */
export interface RealtimeLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface RealtimeOptions {
  app?: PusherApp;
  /** 0 picks a free port (tests read it from `port` after `listen`) */
  port?: number;
  host?: string;
  /** seconds; Pusher's default is 120 */
  activityTimeoutSeconds?: number;
  pongTimeoutMs?: number;
  /** pages whose sockets are accepted (the Origin header); a socket without Origin is not a browser's and is accepted */
  siteOrigins?: readonly string[];
  /** channel-name prefixes on which client events are relayed; none by default (the product sends none) */
  clientEventChannels?: readonly string[];
  /** the clock of the auth_timestamp check, in milliseconds */
  now?: () => number;
  log?: RealtimeLog;
}

export interface RealtimeStats {
  listening: boolean;
  port: number | null;
  connections: number;
  subscriptions: number;
  channels: { name: string; subscription_count: number; user_count?: number }[];
}

const SILENT: RealtimeLog = { info: () => undefined, warn: () => undefined };

/**
 * The sandbox's Pusher Channels server: WebSockets at /app/<key> and the HTTP events API at
 * /apps/<app_id>/..., both on one port. The hub exists before `listen`, so events published
 * while it is not listening simply reach nobody.
 */
export class RealtimeServer {
  readonly app: PusherApp;
  readonly hub = new ChannelHub();
  private readonly connections = new Map<string, PusherConnection>();
  private readonly options: Required<Omit<RealtimeOptions, 'app'>>;
  private server: Server | undefined;
  private wss: WebSocketServer | undefined;
  private boundPort: number | null = null;

  constructor(options: RealtimeOptions = {}) {
    this.app = options.app ?? DEFAULT_PUSHER_APP;
    this.options = {
      port: options.port ?? 6001,
      host: options.host ?? '127.0.0.1',
      activityTimeoutSeconds: options.activityTimeoutSeconds ?? 120,
      pongTimeoutMs: options.pongTimeoutMs ?? 30_000,
      siteOrigins: options.siteOrigins ?? DEFAULT_SITE_ORIGINS,
      clientEventChannels: options.clientEventChannels ?? [],
      now: options.now ?? Date.now,
      log: options.log ?? SILENT,
    };
  }

  /** The bound port once listening (the real one when asked for 0), else null. */
  get port(): number | null {
    return this.boundPort;
  }

  /** Publishes one server event: what the events API, /__sandbox/emit and content edits call. */
  trigger(event: EventToPublish): PublishResult {
    return publishEvent(this.hub, event);
  }

  stats(): RealtimeStats {
    return {
      listening: this.boundPort !== null,
      port: this.boundPort,
      connections: this.connections.size,
      subscriptions: this.hub.subscriptionCount(),
      channels: this.hub.occupiedChannels().map((name) => {
        const { occupied: _occupied, ...counts } = this.hub.channelInfo(name);
        return { name, ...counts };
      }),
    };
  }

  async listen(): Promise<number> {
    if (this.server) throw new Error('The real-time server is already listening');
    const { log } = this.options;
    const server = createServer(createHttpApi({ app: this.app, hub: this.hub, nowSeconds: () => Math.floor(this.options.now() / 1000) }));
    const wss = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 });
    server.on('upgrade', (req, socket: Socket, head) => {
      const url = new URL(req.url ?? '/', 'http://realtime.invalid');
      const match = /^\/app\/([^/]+)$/.exec(url.pathname);
      if (!match) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      // A browser always sends Origin: a page of another site must not get a socket, even with the public key.
      const origin = req.headers.origin;
      if (origin !== undefined && !isSiteOrigin(origin, this.options.siteOrigins)) {
        log.warn(`realtime: refused a WebSocket from the page ${origin}: add its origin to SANDBOX_SITE_ORIGINS if it is the site's`);
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        const key = decodeURIComponent(match[1] ?? '');
        const protocol = Number(url.searchParams.get('protocol'));
        const refuse = (code: number, message: string): void => {
          ws.send(encode({ event: 'pusher:error', data: { code, message } }));
          ws.close(code, message);
        };
        if (key !== this.app.key) return refuse(ErrorCode.appNotFound, `App key ${key} does not exist`);
        if (!SUPPORTED_PROTOCOLS.some((v) => v === protocol)) {
          return refuse(
            ErrorCode.unsupportedProtocol,
            `Unsupported protocol version ${url.searchParams.get('protocol') ?? '(none)'}: use ${SUPPORTED_PROTOCOLS.join(', ')}`,
          );
        }
        const socketId = this.newSocketId();
        const connection = new PusherConnection(ws, socketId, {
          app: this.app,
          hub: this.hub,
          activityTimeoutSeconds: this.options.activityTimeoutSeconds,
          pongTimeoutMs: this.options.pongTimeoutMs,
          clientEventChannels: this.options.clientEventChannels,
          onProblem: (id, message) => log.info(`realtime ${id}: ${message}`),
        });
        this.connections.set(socketId, connection);
        ws.on('close', () => this.connections.delete(socketId));
        connection.start();
      });
    });
    server.on('clientError', (_error, socket) => socket.destroy());

    await new Promise<void>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EADDRINUSE') return reject(error);
        // a second sandbox (e2e next to `npm start`) must say which setting to change
        reject(
          new Error(`The real-time port ${this.options.port} is in use: set SANDBOX_WS_PORT to another port (0 = any free one)`, {
            cause: error,
          }),
        );
      });
      server.listen(this.options.port, this.options.host, () => {
        server.removeAllListeners('error');
        server.on('error', (error) => log.warn(`realtime server error: ${String(error)}`));
        resolve();
      });
    });
    this.server = server;
    this.wss = wss;
    this.boundPort = (server.address() as AddressInfo).port;
    return this.boundPort;
  }

  /** Closes every client with 4200 (reconnect: the server is restarting), then stops listening. */
  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    this.boundPort = null;
    for (const connection of this.connections.values()) connection.close(ErrorCode.genericReconnect, 'Server shutting down');
    // give clients a moment to answer the close frame, then cut whoever is left
    const deadline = Date.now() + 500;
    while (this.wss && [...this.wss.clients].some((c) => c.readyState !== c.CLOSED) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const client of this.wss?.clients ?? []) client.terminate();
    this.connections.clear();
    this.wss?.close();
    this.wss = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private newSocketId(): string {
    let id: string;
    do id = `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
    while (this.connections.has(id));
    return id;
  }
}
