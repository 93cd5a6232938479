import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  RootStore,
  browserStorage,
  configureContentPolicy,
  pageNonce,
  createNotifier,
  createI18n,
  providePageI18n,
  loadCommonMessages,
  loadNamespace,
  desktopKit,
  loadUiKit,
  createBrowserRouter,
  createPath,
  confirmDialog,
  cookieNames,
  decideLocale,
  readCookie,
} from '@casino/mf-shared';
import { DESKTOP_MIN_WIDTH, firstData, firstDataKey, type BootManifest } from '@casino/contracts';
import { App } from './app/app';
import { buildRoutes } from './app/routes';
import { isMemberOnly, resolvePath } from './app/route-table';
import { applyStartupQuery } from './app/session/startup-session';
import { watchDeviceFacts } from './app/layout/device-facts';
import { applySiteMarks } from './app/session/site-marks';
import { tellIfStorageInMemory } from './app/session/storage-notice';
import { BuildWatcher } from './app/updates/build-watcher';
import { installChunkReloadGuard } from './app/updates/chunk-reload-guard';
import { readBootData } from './app/boot-data';
import { captureRemoteFailures, installErrorCapture } from './app/rum/error-capture';
import { signalBootFailure, signalBootReady } from './app/boot-guard';
import { fadeOutLoadingOverlay } from './app/loading-overlay';
import { CommandFacade } from './app/remote-loader/command-facade';
import { pageRegistry } from './app/remote-loader/page-registry';
import { runMiddlewareAfterHydration } from './app/middleware/after-hydration';
import { DEVICE_WIDTHS, hydrationDataOf, messagesReady, namespaceOf, reportHydrationError } from './app/hydration';
import '@casino/mf-shared/tokens.css';
import './app/shell.css';

const loadShellMessages = (locale: string) => import(`./locales/${locale}.json`);

/** How long a poll of the live manifest may take before it counts as failed (the next poll tries again). */
const MANIFEST_POLL_TIMEOUT_MS = 10_000;

function hideLoadingOverlay(): void {
  // The page's boot guard stands down: no failure page once the app rendered.
  signalBootReady();
  fadeOutLoadingOverlay();
}

async function start() {
  // From the first moment, the page's errors are kept for real-user monitoring (app/rum/).
  installErrorCapture(window);
  const boot = readBootData(document);
  configureContentPolicy({ imageHosts: boot.config.contentImageHosts ?? [] });
  // antd injects its styles at run time: they carry the page's CSP nonce, toasts (static holders) too.
  // The static holders also take the site's theme: their own ConfigProvider, outside the holder
  // render and without the nonce, then derives the very tokens the app's provider has already
  // injected (with the nonce) instead of antd's default ones, which it would inject unsigned.
  const nonce = pageNonce();
  desktopKit.configure(({ ConfigProvider, brandTheme }) =>
    ConfigProvider.config({
      theme: brandTheme,
      holderRender: (children) => (
        <ConfigProvider csp={nonce ? { nonce } : undefined} theme={brandTheme}>
          {children}
        </ConfigProvider>
      ),
    }),
  );
  // The page starts in the URL's language (its domain, its prefix, else the cookie or the default),
  // as the locale-changing middleware will decide it: no first paint in the default language.
  const { locale } = decideLocale({
    pathname: window.location.pathname,
    host: window.location.host,
    cookieLocale: readCookie(cookieNames.locale),
    config: boot.config,
  });
  const localStorageOrMemory = browserStorage('local');
  // site_name and isV3Ver before the session is read: another site's or an older front end's session is not sent.
  applySiteMarks(localStorageOrMemory, boot.config.siteName);
  let store: RootStore | null = null;
  const notifier = createNotifier(() => store?.layout.isDesktop ?? true);
  // A page the server rendered (docs/ssr.md) is hydrated with the layout the server chose, when it
  // is this window's; the real width follows once the app is on the page.
  const windowDevice = window.innerWidth >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile';
  const ssr = boot.ssr?.device === windowDevice ? boot.ssr : undefined;
  const width = ssr ? DEVICE_WIDTHS[ssr.device] : window.innerWidth;
  store = new RootStore({ config: boot.config, storage: localStorageOrMemory, width, locale, notifier });
  // A remote's area that fails, from the first render on (real-user monitoring).
  captureRemoteFailures(store.bus);
  // Listening before anything renders: route middleware may already send a command.
  const commands = new CommandFacade(store.bus);
  // Only the layout's UI kit (antd or antd-mobile), fetched while the messages load, unless the
  // server drew a page whose module renders without it (the home page: docs/ssr.md); then it loads
  // after the first view (KitAfterFirstView), or as soon as something on the page asks for it.
  const kit = boot.ssr?.uiKit === 'none' ? null : loadUiKit(store.layout.isDesktop);
  // The route's remote (its files already on their way since the entry) starts now, in parallel with the shell's own start-up.
  const registry = pageRegistry(boot);
  const first = resolvePath(window.location.pathname, boot.config);
  if (first.kind === 'route' && first.entry.module) {
    registry.preload(first.entry.module);
    // And its first data (contracts' firstData): the module's own identical calls take these answers.
    // Those the server already asked (written into the page) are served from there.
    const calls = firstData[first.entry.module]?.({ siteId: boot.config.siteId, isDesktop: store.layout.isDesktop }) ?? [];
    const answered = new Map((boot.firstAnswers ?? []).map((answer) => [firstDataKey(answer), answer.data]));
    for (const call of calls) {
      const key = firstDataKey(call);
      if (answered.has(key)) store.api.seed(call.path, call.body, answered.get(key));
      else store.api.prefetch(call.path, call.body);
    }
  }

  const i18n = await createI18n(locale);
  store.attachI18n(i18n);
  // Remotes already loading (the route's) start their messages now, in parallel with the shell's.
  providePageI18n(i18n);
  await Promise.all([loadNamespace(i18n, 'common', loadCommonMessages), loadNamespace(i18n, 'shell', loadShellMessages), kit]);
  i18n.on('languageChanged', () => {
    void loadNamespace(i18n, 'common', loadCommonMessages);
    void loadNamespace(i18n, 'shell', loadShellMessages);
  });

  await applyStartupQuery({
    store,
    url: new URL(window.location.href),
    storage: localStorageOrMemory,
    replaceUrl: (path) => window.history.replaceState(null, '', path),
    t: (key, values) => i18n.t(key, { ns: 'shell', ...values }),
    askFirst: boot.handOver === 'ask',
    confirm: (texts) => confirmDialog(store.layout.isDesktop, texts),
    later: (taken) =>
      void taken.then((yes) => {
        if (yes) void store.loadMemberData();
      }),
  });
  // The device mode (the apps' `pwa` value is stored by now): start-up code, before any remote's call.
  watchDeviceFacts(store.layout, localStorageOrMemory);
  // A session restored from storage or the start-up query needs its member data like a fresh login.
  void store.loadMemberData();

  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element in the page.');
  // The server rendered the page without a session (docs/ssr.md, "The account area and the
  // session"): a member's page (a stored or handed-over session), a member-only page (drawn as a
  // skeleton) and a page whose first module does not load are rendered afresh here.
  const drawnPage = Boolean(ssr) && !(first.kind === 'route' && isMemberOnly(first.entry));
  // The route's module, and for a member its messages, before the first render: a page the server
  // drew is replaced by a complete one, never by a loading area first (CLS).
  const moduleReady =
    drawnPage && boot.firstModule
      ? await registry.load(boot.firstModule).then(
          () => true,
          () => false,
        )
      : false;
  if (moduleReady && boot.firstModule && store.session.isLoggedIn)
    await messagesReady(i18n, namespaceOf(boot.firstModule), boot.config.remoteTimeoutMs);
  const hydrating = drawnPage && !store.session.isLoggedIn && (moduleReady || !boot.firstModule);
  if (!hydrating) store.layout.setWidth(window.innerWidth);
  const router = createBrowserRouter(
    buildRoutes(store),
    hydrating && ssr ? { hydrationData: hydrationDataOf(ssr, first.kind === 'not-found') } : undefined,
  );

  // A new release is picked up at the next navigation, never in the middle of what the user does.
  installChunkReloadGuard(window);
  const watcher = new BuildWatcher({
    current: boot.manifest,
    intervalMs: boot.config.manifestPollMs,
    fetchLive: async () => {
      // A timer of its own: AbortSignal.timeout is not on iOS 13-15 (docs/request-client.md), where
      // the poll threw and a new release was never picked up.
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), MANIFEST_POLL_TIMEOUT_MS);
      try {
        const response = await fetch('/manifests/live.json', { cache: 'no-store', signal: controller.signal });
        if (!response.ok) throw new Error(`live manifest: HTTP ${response.status}`);
        return (await response.json()) as BootManifest;
      } finally {
        clearTimeout(timer);
      }
    },
  });
  watcher.start();
  router.subscribe((state) => {
    if (watcher.updateReady && state.navigation.location) window.location.assign(createPath(state.navigation.location));
  });
  const appProps = { store, i18n, registry, router, commands, nonce };
  if (hydrating) {
    // The route loaders (middleware) did not run here: their effects (cookies, a modal asked for
    // in the query, a redirect) happen once the page is live.
    const afterHydration = () => {
      // The page is live (e2e waits for it: docs/ssr.md).
      document.documentElement.dataset.app = 'hydrated';
      store.layout.setWidth(window.innerWidth);
      void runMiddlewareAfterHydration(router, store);
    };
    hydrateRoot(container, <App {...appProps} onMounted={afterHydration} sessionKnown="after-hydration" />, {
      onRecoverableError: reportHydrationError,
    });
  } else {
    createRoot(container).render(<App {...appProps} onMounted={() => (document.documentElement.dataset.app = 'rendered')} />);
  }
  hideLoadingOverlay();
  // A browser that refuses storage keeps the session in this page only: the member should know.
  tellIfStorageInMemory(store, localStorageOrMemory, (key) => i18n.t(key, { ns: 'shell' }));
}

start().catch((error: unknown) => {
  // Nothing rendered: the page's boot guard says so, translated, with a Reload button.
  console.error(error);
  signalBootFailure(error);
});
