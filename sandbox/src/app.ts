import { EventEmitter } from 'node:events';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEFAULT_CORS_ORIGINS } from './config';
import type { SandboxContext, SandboxEventMap } from './context';
import { openDatabase, type Db } from './db/database';
import { installErrorHandling } from './http/errors';
import { faultHook, FaultRegistry } from './http/faults';
import { adminRoutes } from './routes/admin';
import { assetRoutes } from './routes/assets';
import { authRoutes } from './routes/auth';
import { gameRoutes } from './routes/games';
import { homeContentRoutes } from './routes/home-content';
import { siteRoutes } from './routes/site';

export interface SandboxOptions {
  /** SQLite file or ':memory:' (the default, for tests) */
  dbFile?: string;
  logger?: FastifyServerOptions['logger'];
  corsOrigins?: string[];
  /** the clock, replaceable in tests */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    sandbox: SandboxContext;
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
  const ctx: SandboxContext = {
    db,
    faults: new FaultRegistry(),
    events: new EventEmitter<SandboxEventMap>(),
    now: options.now ?? (() => new Date()),
  };
  app.decorate('sandbox', ctx);
  app.addHook('onClose', () => closeDb(db));

  installErrorHandling(app);

  app.register(cors, {
    origin: options.corsOrigins ?? DEFAULT_CORS_ORIGINS,
    methods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['accept', 'content-type', 'lang', 'authorization'],
    exposedHeaders: ['authorization'],
    maxAge: 600,
  });

  app.register(
    async (api) => {
      // faults first, so a test can fail a call whatever its body holds
      api.addHook('onRequest', faultHook(ctx.faults));
      homeContentRoutes(api, ctx);
      gameRoutes(api, ctx);
      siteRoutes(api, ctx);
      authRoutes(api, ctx);
      assetRoutes(api, ctx);
    },
    { prefix: '/api' },
  );

  app.register(async (admin) => adminRoutes(admin, ctx), { prefix: '/__sandbox' });

  return app;
}

function closeDb(db: Db): void {
  if (db.open) db.close();
}
