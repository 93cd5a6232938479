import { readBootData } from './app/boot-data';
import { pageRegistry } from './app/remote-loader/page-registry';

// Chunks and styles webpack adds to the page carry the CSP nonce the server gave it
// (docs/security.md). Read here, before the async boundary, where no shared module may load yet;
// the app reads it again through pageNonce (mf-shared).
declare let __webpack_nonce__: string | undefined;
// eslint-disable-next-line prefer-const -- a free variable webpack rewrites: it must be assigned, never declared in the output
__webpack_nonce__ = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;

// The route's remote is fetched from here, before the shared modules are negotiated: its files
// (and its messages of the page's language) arrive while the shell boots, not behind it
// (docs/performance.md). A page without boot data fails in bootstrap, which says so.
try {
  const boot = readBootData(document);
  if (boot.firstModule) {
    const pageLocale = document.documentElement.lang.replace('-', '_');
    pageRegistry(boot).prefetch(boot.firstModule, ['en_US', pageLocale]);
  }
} catch {
  // Reported by bootstrap.
}

// The async boundary: shared singletons are negotiated before any of the app's code runs. If that
// fails (a chunk 404s or throws), the page's boot guard shows the failure and a Reload button.
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: unknown) => {
  console.error(error);
  window.casinoBoot?.fail(error);
});
