import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { BootManifest } from '@casino/contracts';
import { addNonce } from './security-headers';

/** What the `X-Render-Cache` header says about a server-rendered page. */
export type RenderCacheState = 'hit' | 'stale' | 'miss' | 'bypass';

/**
 * A page ready to be sent but for its CSP nonce: the HTML cut where the nonce goes, so each
 * response joins the parts with a nonce of its own. Neither the cache nor a response ever holds
 * another response's nonce.
 */
export interface NoncelessPage {
  /** UTF-8 already: a response copies bytes, it encodes nothing (a page is tens of KiB, sent thousands of times a second). */
  parts: Buffer[];
  status: number;
  /** Whether the server drew the app into it (else the browser renders it): only such a page is kept. */
  drawn: boolean;
}

/** Everything a server-rendered visitor's page depends on (docs/ssr.md, "Cache"). */
export interface PageKey {
  /** The live versions of the shell and every remote (`releaseSignature`). */
  release: string;
  /** Scheme and Host as asked: the page's canonical and alternate links name them. */
  origin: string;
  site: number;
  locale: string;
  device: 'desktop' | 'mobile';
  /** The path as asked (the canonical link is written from it). */
  path: string;
  /** The query parameters that matter for the route (`pageQuery`), normalised. */
  query: string;
}

export interface HtmlCacheOptions {
  /** How long a page is fresh; then it is served stale while one render refreshes it. */
  ttlMs: number;
  /** How long past fresh a stale page may still be served; older ones are rendered while the visitor waits. */
  maxStaleMs: number;
  /** Pages kept at most. */
  maxEntries?: number;
  /** Bytes of HTML kept at most. */
  maxSize?: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
}

interface Entry {
  page: NoncelessPage;
  release: string;
  /** When it was rendered. */
  at: number;
}

/**
 * A value that stands for the nonce while a page is rendered: random per process (a page's content
 * cannot contain it by chance or on purpose), hexadecimal (no character any escaping changes).
 */
export const NONCE_PLACEHOLDER = randomBytes(16).toString('hex');

/**
 * The page as parts around its nonce: `html` was rendered with NONCE_PLACEHOLDER where a nonce
 * goes, and every inline script and style without one gets one (addNonce) here.
 */
export function noncelessPage(html: string, status: number, drawn = true): NoncelessPage {
  return {
    parts: addNonce(html, NONCE_PLACEHOLDER)
      .split(NONCE_PLACEHOLDER)
      .map((part) => Buffer.from(part, 'utf8')),
    status,
    drawn,
  };
}

/** The page as sent, with this response's nonce: one copy of its bytes. */
export function withNonce(page: NoncelessPage, nonce: string): Buffer {
  const between = Buffer.from(nonce, 'latin1');
  const pieces: Buffer[] = [];
  page.parts.forEach((part, index) => {
    if (index > 0) pieces.push(between);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** The live versions of the shell and of every remote: part of every key, and what a promote or rollback changes. */
export function releaseSignature(manifest: Pick<BootManifest, 'shellVersion' | 'remotes'>): string {
  const remotes = signatureOfRemotes.get(manifest.remotes) ?? remotesSignature(manifest.remotes);
  return `shell@${manifest.shellVersion ?? ''},${remotes}`;
}

/** Each remotes object's part of the signature: the live manifest is one object until the release changes, and every page asks. */
const signatureOfRemotes = new WeakMap<BootManifest['remotes'], string>();

function remotesSignature(remotes: BootManifest['remotes']): string {
  const signature = Object.values(remotes)
    .flatMap((remote) => (remote ? [`${remote.name}@${remote.version}@${remote.entry}`] : []))
    .sort()
    .join(',');
  signatureOfRemotes.set(remotes, signature);
  return signature;
}

/**
 * Query parameters a public route's rendered page reads (route-table paths). A component that
 * starts reading another one during render adds it here; until then a page asked with it is
 * rendered per request (an unknown parameter bypasses the cache), never served from another query.
 */
export const ROUTE_QUERY: Readonly<Record<string, readonly string[]>> = {
  '/gameHall/:id': ['gp_id', 'house'],
  '/main/:id': ['gp_id', 'house'],
  '/slotgame': ['gt_id', 'gp_id', 'house'],
  '/gameRoom': ['gt_id', 'gp_id', 'house'],
};

/** Read by the shell's layout on every page: the app's own web views hide the chrome with them. */
const EVERY_ROUTE_QUERY: readonly string[] = ['appPage', 'header', 'footer'];

/** Ad and analytics tags: they never change the rendered page (the browser reads fbclid after render). */
const IGNORED_QUERY = /^(utm_\w+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|ttclid|twclid|li_fat_id|mc_cid|mc_eid|_ga|_gl)$/i;

/** A session handed over in the address (docs/session.md): that page is decided per visitor. */
const SESSION_QUERY = new Set(['tk', 'enc', 'member_account', 'member_currency', 'member_id']);

export type QueryDecision = { query: string } | { bypass: 'session' | 'query' };

/**
 * The part of a page's query that goes into its key: the parameters its route reads, sorted by
 * name (the order of one name's values kept); ad tags dropped; a session hand-over or any other
 * parameter makes the page bypass the cache.
 */
export function pageQuery(routePath: string, search: string): QueryDecision {
  const matters = new Set([...EVERY_ROUTE_QUERY, ...(ROUTE_QUERY[routePath] ?? [])]);
  const kept: [string, string][] = [];
  let unknown = false;
  for (const [name, value] of new URLSearchParams(search)) {
    if (SESSION_QUERY.has(name)) return { bypass: 'session' };
    if (matters.has(name)) kept.push([name, value]);
    else if (!IGNORED_QUERY.test(name)) unknown = true;
  }
  if (unknown) return { bypass: 'query' };
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { query: new URLSearchParams(kept).toString() };
}

/** The key of a page, as one string. */
export function keyOf(key: PageKey): string {
  return JSON.stringify([key.release, key.origin, key.site, key.locale, key.device, key.path, key.query]);
}

/**
 * The visitors' server-rendered pages, kept a few seconds (issue 24 item 9), on lru-cache:
 * - fresh for `ttlMs`; then served stale while one render refreshes it in the background, for at
 *   most `maxStaleMs` past fresh (an older page is rendered while the visitor waits);
 * - one render per key however many visitors wait for it (coalesced), and each gets its result,
 *   kept only when the server drew it (a page left to the browser is not);
 * - a failed refresh drops the stale page: the next visitor waits for a render;
 * - the live versions are part of the key, and a new release drops every page of the others;
 * - bounded in pages and characters.
 */
export class HtmlCache {
  private readonly store: LRUCache<string, Entry>;
  private readonly renders = new Map<string, Promise<NoncelessPage>>();
  private readonly now: () => number;
  private release: string | null = null;

  constructor(private readonly options: HtmlCacheOptions) {
    this.now = options.now ?? Date.now;
    this.store = new LRUCache<string, Entry>({
      max: options.maxEntries ?? 1000,
      maxSize: options.maxSize ?? 64 * 1024 * 1024,
      sizeCalculation: (entry) =>
        Math.max(
          1,
          entry.page.parts.reduce((size, part) => size + part.byteLength, 0),
        ),
      // Past fresh and stale both: gone (lru-cache's clock is this one).
      ttl: options.ttlMs + options.maxStaleMs,
      perf: { now: this.now },
      ttlResolution: 0,
    });
  }

  /** The page of `key`: kept, or rendered (once for every visitor waiting for it); and how it was found. */
  async get(
    key: PageKey,
    render: () => Promise<NoncelessPage>,
  ): Promise<{ page: NoncelessPage; state: Exclude<RenderCacheState, 'bypass'> }> {
    this.observeRelease(key.release);
    const id = keyOf(key);
    const entry = this.store.get(id);
    if (entry) {
      if (this.now() - entry.at < this.options.ttlMs) return { page: entry.page, state: 'hit' };
      void this.renderOnce(id, key.release, render).then(
        (page) => (page.drawn ? undefined : this.store.delete(id)),
        () => this.store.delete(id),
      );
      return { page: entry.page, state: 'stale' };
    }
    return { page: await this.renderOnce(id, key.release, render), state: 'miss' };
  }

  /** Drops every page (the first data they carry changed). */
  clear(): void {
    this.store.clear();
  }

  get size(): number {
    return this.store.size;
  }

  /** A new release seen: the pages of every other one go. */
  private observeRelease(release: string): void {
    if (release === this.release) return;
    this.release = release;
    for (const [id, entry] of this.store.entries()) if (entry.release !== release) this.store.delete(id);
  }

  private renderOnce(id: string, release: string, render: () => Promise<NoncelessPage>): Promise<NoncelessPage> {
    let running = this.renders.get(id);
    if (!running) {
      running = render().then((page) => {
        // A render of a release that is no longer live is answered, not kept.
        if (page.drawn && release === this.release) this.store.set(id, { page, release, at: this.now() });
        return page;
      });
      this.renders.set(id, running);
      const done = () => this.renders.delete(id);
      running.then(done, done);
    }
    return running;
  }
}
