import { EventEmitter } from 'node:events';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  DEFAULT_CORS_ORIGINS,
  DEFAULT_LIMITS,
  DEFAULT_LOGIN_HEADER_SECRET,
  DEFAULT_LOGIN_HEADER_TTL_MS,
  DEFAULT_SITE_ORIGINS,
  type SandboxLimits,
} from './config';
import type { SandboxContext, SandboxEventMap } from './context';
import { openDatabase, type Db } from './db/database';
import { adminAccessHook } from './http/admin-access';
import { installErrorHandling } from './http/errors';
import { faultHook, FaultRegistry } from './http/faults';
import { publishContentChanges } from './realtime/content-events';
import { publishMemberEvents } from './realtime/member-events';
import type { PusherApp } from './realtime/protocol';
import { RealtimeServer, type RealtimeOptions } from './realtime/realtime-server';
import { adminRoutes } from './routes/admin';
import { assetRoutes } from './routes/assets';
import { accountAdminRoutes } from './routes/account-admin';
import { accountRecoveryRoutes } from './routes/account-recovery';
import { authRoutes } from './routes/auth';
import { registerRoutes } from './routes/register';
import { memberProfileRoutes } from './routes/member-profile';
import { memberAccountRoutes, memberAccountAdminRoutes } from './routes/member-account';
import { memberWalletRoutes } from './routes/member-wallet';
import { memberSigninRoutes } from './routes/member-signin';
import { walletAdminRoutes } from './routes/wallet-admin';
import { broadcastingAuthRoutes, realtimeAdminRoutes } from './routes/broadcasting';
import { gameRoutes } from './routes/games';
import { gameCatalogueRoutes } from './routes/game-catalogue';
import { gameAdminRoutes } from './routes/game-admin';
import { gamePageRoutes } from './routes/game-pages';
import { paymentPageRoutes } from './routes/payment-pages';
import { DemoLaunches } from './games/demo-launches';
import { memberGameRoutes } from './routes/member-games';
import { memberMoneyRoutes } from './routes/member-money';
import { moneyAdminRoutes } from './routes/money-admin';
import { homeContentRoutes } from './routes/home-content';
import { siteRoutes } from './routes/site';
import { thirdPartyLoginRoutes } from './routes/third-party-login';
import { agentReportRoutes } from './routes/agent-reports';
import { agentTransferRoutes } from './routes/agent-transfer';
import { agentAccessAdminRoutes, agentAccessRoutes } from './routes/agent-access';

export interface SandboxOptions {
  /** SQLite file or ':memory:' (the default, for tests) */
  dbFile?: string;
  logger?: FastifyServerOptions['logger'];
  corsOrigins?: string[];
  /** pages that may open the real-time socket and call /__sandbox from a browser (config.ts DEFAULT_SITE_ORIGINS) */
  siteOrigins?: string[];
  /** opens /__sandbox to non-loopback clients sending it in x-sandbox-token; none by default */
  adminToken?: string | null;
  /**
   * The sandbox's origin as browsers reach it (SANDBOX_PUBLIC_URL), for the game and sport page
   * URLs; by default http://127.0.0.1:<the port it listens on>.
   */
  publicUrl?: string;
  /** the clock, replaceable in tests */
  now?: () => Date;
  /** the Pusher app that /api/broadcasting/auth signs for and the real-time server serves (sandbox defaults) */
  pusherApp?: PusherApp;
  /**
   * Start the Pusher-protocol server with the app (when it becomes ready, e.g. on `listen`) and
   * stop it on `close`; `{ port: 0 }` picks a free port, read it from `app.realtime.port`.
   * Without this option events are still published, to nobody.
   */
  /** The secret the shell server signs POST /login's header with (LOGIN_HEADER_SECRET); the sandbox default otherwise. */
  loginHeaderSecret?: string;
  loginHeaderTtlMs?: number;
  /** The guessing and SMS limits (config.ts DEFAULT_LIMITS by default); tests shorten them. */
  limits?: SandboxLimits;
  realtime?: Pick<RealtimeOptions, 'port' | 'host' | 'activityTimeoutSeconds' | 'pongTimeoutMs' | 'clientEventChannels'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sandbox: SandboxContext;
    realtime: RealtimeServer;
  }
}

/** The sandbox server, not yet listening: tests call `app.inject`, main.ts calls `listen`. */
export function buildSandbox(options: SandboxOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    ajv: { customOptions: { allErrors: true, coerceTypes: false, removeAdditional: false } },
    // '/api/arks/web/carousel_picture/' is the same call as without the slash
    routerOptions: { ignoreTrailingSlash: true },
  });

  const { db } = openDatabase(options.dbFile ?? ':memory:');
  const siteOrigins = options.siteOrigins ?? DEFAULT_SITE_ORIGINS;
  const ctx: SandboxContext = {
    db,
    demoLaunches: new DemoLaunches(),
    publicUrl: () => options.publicUrl ?? listeningOrigin(app),
    siteOrigins,
    faults: new FaultRegistry(),
    events: new EventEmitter<SandboxEventMap>(),
    now: options.now ?? (() => new Date()),
    security: {
      loginHeaderSecret: options.loginHeaderSecret ?? DEFAULT_LOGIN_HEADER_SECRET,
      loginHeaderTtlMs: options.loginHeaderTtlMs ?? DEFAULT_LOGIN_HEADER_TTL_MS,
    },
    limits: options.limits ?? structuredClone(DEFAULT_LIMITS),
  };
  app.decorate('sandbox', ctx);

  const realtime = new RealtimeServer({
    ...options.realtime,
    siteOrigins,
    app: options.pusherApp,
    log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
  });
  app.decorate('realtime', realtime);
  publishContentChanges(ctx.events, db, (event) => realtime.trigger(event));
  publishMemberEvents(ctx.events, (event) => realtime.trigger(event));
  if (options.realtime) {
    app.addHook('onReady', async () => {
      await realtime.listen();
    });
  }
  app.addHook('onClose', async () => {
    await realtime.close();
    closeDb(db);
  });

  installErrorHandling(app);

  app.register(cors, {
    origin: options.corsOrigins ?? DEFAULT_CORS_ORIGINS,
    methods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['accept', 'content-type', 'lang', 'authorization', 'x-login-timestamp', 'x-login-signature'],
    exposedHeaders: ['authorization'],
    maxAge: 600,
  });

  app.register(
    async (api) => {
      // faults first, so a test can fail a call whatever its body holds
      api.addHook('onRequest', faultHook(ctx.faults));
      homeContentRoutes(api, ctx);
      gameRoutes(api, ctx);
      gameCatalogueRoutes(api, ctx);
      memberGameRoutes(api, ctx);
      siteRoutes(api, ctx);
      authRoutes(api, ctx);
      accountRecoveryRoutes(api, ctx);
      registerRoutes(api, ctx);
      memberProfileRoutes(api, ctx);
      memberAccountRoutes(api, ctx);
      agentAccessRoutes(api, ctx);
      memberMoneyRoutes(api, ctx);
      memberWalletRoutes(api, ctx);
      memberSigninRoutes(api, ctx);
      agentTransferRoutes(api, ctx);
      assetRoutes(api, ctx);
      agentReportRoutes(api, ctx);
      broadcastingAuthRoutes(api, ctx, realtime);
    },
    { prefix: '/api' },
  );

  // The game provider's and the sport provider's own pages, on the sandbox's origin (routes/game-pages.ts).
  app.register(async (pages) => gamePageRoutes(pages, ctx));
  // The payment provider's page of a deposit paid at the provider (routes/payment-pages.ts).
  app.register(async (pay) => paymentPageRoutes(pay, ctx));

  // A stand-in third-party sign-in provider, for the site's login popup (routes/third-party-login.ts).
  app.register(async (oauth) => thirdPartyLoginRoutes(oauth, ctx, siteOrigins), { prefix: '/oauth' });

  app.register(
    async (admin) => {
      // reset wipes the database: only this machine, or whoever holds the configured token
      admin.addHook('onRequest', adminAccessHook({ token: options.adminToken ?? null, siteOrigins }));
      adminRoutes(admin, ctx);
      accountAdminRoutes(admin, ctx);
      gameAdminRoutes(admin, ctx);
      moneyAdminRoutes(admin, ctx);
      memberAccountAdminRoutes(admin, ctx);
      agentAccessAdminRoutes(admin, ctx);
      realtimeAdminRoutes(admin, realtime);
      walletAdminRoutes(admin, ctx, (event) => realtime.trigger(event));
    },
    { prefix: '/__sandbox' },
  );

  return app;
}

/** http://127.0.0.1:<port> of a listening server; without a port before it listens (app.inject). */
function listeningOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  return typeof address === 'object' && address !== null ? `http://127.0.0.1:${address.port}` : 'http://127.0.0.1';
}

function closeDb(db: Db): void {
  if (db.open) db.close();
}
