import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { enableStaticRendering } from 'mobx-react-lite';
import { RootStore, createI18n, createMemoryStorage, loadCommonMessages, loadNamespace, loadUiKit, type Notifier } from '@casino/mf-shared';
import type { i18n as I18n } from 'i18next';
import type { BootData, BootManifest, Locale, RemoteName, ServerRenderedPage } from '@casino/contracts';
import {
  createCache,
  createStaticHandler,
  createStaticRouter,
  extractStyle,
  StaticRouterProvider,
  StyleProvider,
} from '@casino/mf-shared/server-render';
import { App } from '../app/app';
import { DEVICE_WIDTHS } from '../app/hydration';
import type { AppRouter } from '../app/app-router';
import { buildRoutes, ROOT_ROUTE_ID } from '../app/routes';
import { isMemberOnly, resolvePath } from '../app/route-table';
import { CommandFacade } from '../app/remote-loader/command-facade';
import { releaseFingerprint } from '../app/updates/build-watcher';
import type { RouteRequestContext } from '../app/middleware/registry';
import { rememberTexts } from './remembered-texts';
import { ServerRegistry, type ReleaseFileResolver } from './server-registry';

// Observers render once per request on the server: no reactions to keep.
enableStaticRendering(true);

const loadShellMessages = (locale: string) => import(`../locales/${locale}.json`);

export interface RenderInput {
  /** The page's absolute URL, as the browser asked for it. */
  url: string;
  /** The request's Cookie header: the route loaders read the language and flags from it. */
  cookie?: string;
  /** The boot data the page carries (manifest, site configuration, first data). */
  boot: BootData;
  locale: Locale;
  device: ServerRenderedPage['device'];
  /** The live remotes' server containers (server/remoteEntry.js), as URLs `releaseFile` knows. */
  serverEntries: Partial<Record<RemoteName, string>>;
  releaseFile: ReleaseFileResolver;
  /** The render's budget: what is not ready by then is left to the browser. */
  timeoutMs: number;
  /** The page's CSP nonce, for the styles the page carries. */
  nonce: string;
}

export type RenderOutcome =
  { kind: 'page'; html: string; styles: string; ssr: ServerRenderedPage; recovered: string[] } | { kind: 'skip'; reason: string };

const silent: Notifier = { error: () => undefined, success: () => undefined, info: () => undefined };

/**
 * Renders a page's app on the server with the same components as the browser (docs/ssr.md): the
 * route's remote module through the federation runtime, the route loaders (middleware) through
 * React Router's static handler, antd's styles collected. What the route cannot answer here (a
 * redirect, a loader error) is answered 'skip': the browser renders that page as before. A remote
 * that does not load, or throws while rendering, is left to the browser by its Suspense boundary
 * (`recovered`), and the rest of the page is still rendered.
 */
export async function renderPage(input: RenderInput): Promise<RenderOutcome> {
  const { boot, locale, device } = input;
  const store = new RootStore({
    config: boot.config,
    storage: createMemoryStorage(),
    width: DEVICE_WIDTHS[device],
    locale,
    notifier: silent,
  });
  for (const answer of boot.firstAnswers ?? []) store.api.seed(answer.path, answer.body, answer.data);
  const commands = new CommandFacade(store.bus);
  const registry = new ServerRegistry(input.serverEntries, input.releaseFile, input.timeoutMs);

  const [i18n] = await Promise.all([serverI18n(locale, boot.manifest), loadUiKit(device === 'desktop')]);
  store.attachI18n(i18n);
  const recovered: string[] = [];
  // A member-only page is drawn as the shell and a skeleton: its module is the browser's to load.
  const resolved = resolvePath(new URL(input.url).pathname, boot.config);
  const memberOnly = resolved.kind === 'route' && isMemberOnly(resolved.entry);
  if (boot.firstModule && !memberOnly) {
    try {
      await registry.load(boot.firstModule);
    } catch (error) {
      // The rest of the page is still drawn here; the module's own area is the browser's to render.
      registry.leaveToBrowser(boot.firstModule, error);
      recovered.push(`the route's module did not load: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const handler = staticHandlerOf(store, locale);
  const requestContext: RouteRequestContext = { store };
  const context = await handler.query(new Request(input.url, { headers: input.cookie ? { cookie: input.cookie } : {} }), {
    requestContext,
  });
  if (context instanceof Response) return { kind: 'skip', reason: `the route answers ${context.status}` };
  // An unknown path is the root route's 404 (its error page), which the browser hydrates as such
  // (hydration.ts); any other loader error is the browser's to render.
  if (context.errors && !isNotFoundOnly(context.errors)) return { kind: 'skip', reason: 'a route loader failed' };
  const router = createStaticRouter(handler.dataRoutes, context);

  const styles = styleCacheOf(device, resolved.kind === 'route' ? resolved.entry.path : resolved.kind);
  const html = await renderToText(
    <StyleProvider cache={styles.cache}>
      <App
        store={store}
        i18n={i18n}
        registry={registry}
        router={router as unknown as AppRouter}
        commands={commands}
        nonce={input.nonce}
        sessionKnown="never"
        routing={<StaticRouterProvider router={router} context={context} hydrate={false} nonce={input.nonce} />}
      />
    </StyleProvider>,
    // The budget is the render's own (its data and the boundaries it waits for): loading the kit, the
    // messages and the module before it has the registry's time-out, and the whole the shell server's.
    input.timeoutMs,
    (error) => recovered.push(error instanceof Error ? (error.stack ?? error.message).split('\n').slice(0, 6).join(' | ') : String(error)),
  );
  return {
    kind: 'page',
    html,
    styles: styles.text(),
    ssr: {
      device,
      loaderData: context.loaderData as Record<string, unknown>,
      // Only a module drawn here that says so: a member-only page's module is the browser's to load, with its kit.
      ...(boot.firstModule && !memberOnly && registry.loadedNow(boot.firstModule)?.uiKit === 'none' ? { uiKit: 'none' as const } : {}),
    },
    recovered,
  };
}

/**
 * One i18next instance per language and set of live remote versions, with the common and shell
 * messages, and each remote's namespace once a render has loaded it (docs/ssr.md, "Render cost"):
 * making an instance and adding its messages was a twentieth of a render. The versions are in the
 * key because a namespace is loaded once per instance: after a rollback (or for a canary's share)
 * the remote's own version brings its own messages, as a browser's page does. A render only reads
 * it: the language is the instance's own, and what changes an instance (a language change,
 * listeners) happens in effects, which do not run on the server.
 */
const i18nOfRelease = new Map<string, Promise<I18n>>();
/** Languages times the releases seen lately (a rollback, a canary): the oldest goes first. */
const MAX_I18N_INSTANCES = 48;

function serverI18n(locale: Locale, manifest: BootManifest): Promise<I18n> {
  const key = `${locale} ${releaseFingerprint(manifest)}`;
  let ready = i18nOfRelease.get(key);
  if (!ready) {
    if (i18nOfRelease.size >= MAX_I18N_INSTANCES) i18nOfRelease.delete(i18nOfRelease.keys().next().value as string);
    ready = createI18n(locale).then(async (i18n) => {
      rememberTexts(i18n);
      await Promise.all([loadNamespace(i18n, 'common', loadCommonMessages), loadNamespace(i18n, 'shell', loadShellMessages)]);
      return i18n;
    });
    // A failed start is tried again by the next render, not kept.
    ready.catch(() => i18nOfRelease.delete(key));
    i18nOfRelease.set(key, ready);
  }
  return ready;
}

type StaticHandler = ReturnType<typeof createStaticHandler>;

/**
 * React Router's static handler, one per site configuration and language (docs/ssr.md, "Render
 * cost"): making it ranks every route of the table, a twelfth of a render. The routes' loaders
 * take the request's store from the query's `requestContext` (middlewareLoader), so the store the
 * routes were built with serves only for what buildRoutes reads itself: the configuration and the
 * language, both in the key.
 */
const staticHandlers = new Map<string, StaticHandler>();
const MAX_STATIC_HANDLERS = 32;

function staticHandlerOf(store: RootStore, locale: Locale): StaticHandler {
  const key = `${locale}\u0000${JSON.stringify(store.site.config)}`;
  let handler = staticHandlers.get(key);
  if (!handler) {
    if (staticHandlers.size >= MAX_STATIC_HANDLERS) staticHandlers.clear();
    handler = createStaticHandler(buildRoutes(store, { memberPagesAsSkeleton: true }));
    staticHandlers.set(key, handler);
  }
  return handler;
}

type StyleCache = ReturnType<typeof createCache>;

/**
 * antd's style caches, one per layout and route (docs/ssr.md, "Render cost"), kept for the process:
 * antd derives its theme tokens and serialises each component's styles into the cache the render is
 * given, which was a third of a desktop render's time when every request had a cache of its own. A
 * cache kept per route holds that route's styles after its first render, so the next render of it
 * looks them up; the page carries every style the route's renders have needed so far (a state seen
 * once, such as an alert, stays in its styles: a few rules more, never one missing). The keys are
 * bounded by the route table; the nonce is not in a cached style (the page's tags get it as sent).
 */
const styleCaches = new Map<string, { cache: StyleCache; text: () => string }>();

function styleCacheOf(device: ServerRenderedPage['device'], route: string): { cache: StyleCache; text: () => string } {
  const key = `${device} ${route}`;
  let kept = styleCaches.get(key);
  if (!kept) {
    const cache = createCache();
    // The styles as text, written again only when a render has added to the cache.
    let extracted = { size: -1, text: '' };
    const text = () => {
      if (extracted.size !== cache.cache.size) extracted = { size: cache.cache.size, text: extractStyle(cache) };
      return extracted.text;
    };
    kept = { cache, text };
    styleCaches.set(key, kept);
  }
  return kept;
}

/** The static handler's errors are exactly the root route's 404 (an unknown path). */
function isNotFoundOnly(errors: Record<string, unknown>): boolean {
  const entries = Object.entries(errors);
  const [id, error] = entries[0] ?? [];
  return entries.length === 1 && id === ROOT_ROUTE_ID && (error as { status?: unknown } | undefined)?.status === 404;
}

/**
 * The whole app as HTML, once every Suspense boundary is ready or the budget is spent (then the
 * boundaries still waiting are written as their fallbacks, and the browser renders them).
 */
function renderToText(tree: ReactNode, budgetMs: number, onRecoverable: (error: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      // Every boundary inline, where it stands: React outlines large boundaries (a hidden copy moved
      // in place by a script) so that a streamed shell paints early; this page is sent whole, and
      // without scripts (a crawler, JS off) an outlined boundary would never show.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: (error) => onRecoverable(error),
    });
    const timer = setTimeout(() => stream.abort(new Error('The server render ran out of time')), budgetMs);
  });
}
