import { createRequire } from 'node:module';
import path from 'node:path';
import type { BootData, BootManifest, Locale, RemoteModuleId, RemoteName } from '@casino/contracts';
import type { RenderInput, RenderOutcome } from '../../src/server';
import { versionFileText } from './version-files';

/** The host the server's federation runtime fetches release files from: read from the release folder, never the network. */
const RELEASE_HOST = 'release.internal';
const SERVER_DIR = 'server';

interface ShellServerBuild {
  renderPage(input: RenderInput): Promise<RenderOutcome>;
}

export interface ServerRenderOptions {
  releaseDir: string;
  /** The render's budget (ms): a page not rendered by then is rendered by the browser. */
  timeoutMs: number;
  log?: (message: string) => void;
}

export interface RenderedPage {
  html: string;
  /** antd's styles of the render (style elements). */
  styles: string;
  /** The CSS of the route's module (the remote's browser build), to write into the page. */
  moduleCss: string;
  ssr: NonNullable<BootData['ssr']>;
}

const load = createRequire(__filename);

/** Modules' CSS kept at most: the route modules of the versions live lately. */
const MAX_MODULE_SHEETS = 256;

/** What a page's render needs: all of it plain data, so that it can go to a render thread (render-pool.ts). */
export interface RenderRequest {
  shellDir: string;
  boot: BootData;
  url: string;
  cookie?: string;
  locale: Locale;
  device: 'desktop' | 'mobile';
  nonce: string;
}

/** What renders pages for the server: a ServerRenderer here, or a pool of them in threads (render-pool.ts). */
export interface PageRenderer {
  render(input: RenderRequest): Promise<RenderedPage | null>;
  close?(): Promise<void>;
}

/**
 * The layout a browser gets in the page's HTML (docs/ssr.md): a phone by its client hint
 * (Sec-CH-UA-Mobile) or, without one, its user agent; everything else the desktop layout. A wrong
 * guess is rendered afresh by the browser, without a mismatch.
 */
export function deviceOf(headers: Record<string, string | string[] | undefined>): 'desktop' | 'mobile' {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'mobile';
  if (hint === '?0') return 'desktop';
  const agent = String(headers['user-agent'] ?? '');
  return /Mobi|Android|iPhone|iPod|iPad/i.test(agent) ? 'mobile' : 'desktop';
}

/**
 * Renders pages with the live shell version's server build (`<shell>/server/main.js`), which loads
 * the live remotes' server containers (`<remote>/server/remoteEntry.js`) through the federation
 * runtime: a promote or rollback changes the HTML at the next request. Any failure is logged and
 * answered null: the page is then rendered by the browser, as it always could be.
 */
export class ServerRenderer implements PageRenderer {
  private readonly builds = new Map<string, ShellServerBuild | null>();
  /** Each module's CSS by remote entry and module, once all of it was read (a published version never changes). */
  private readonly moduleSheets = new Map<string, string>();

  constructor(private readonly options: ServerRenderOptions) {}

  /** The file of the release a URL on the release host names, or null (never outside the release folder). */
  readonly releaseFile = (url: string): string | null => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    // Remotes' folders only (their containers and manifests), never anything else of the machine.
    if (parsed.host !== RELEASE_HOST || !parsed.pathname.startsWith('/remotes/')) return null;
    const root = path.resolve(this.options.releaseDir);
    const file = path.resolve(root, `.${decodeURIComponent(parsed.pathname)}`);
    return file.startsWith(`${root}${path.sep}`) ? file : null;
  };

  /** A release file's text (read once: files of a version never change). */
  private readReleaseFile(url: string): Promise<string | null> {
    const file = this.releaseFile(url);
    return file ? versionFileText(file) : Promise.resolve(null);
  }

  private build(shellDir: string, log = this.options.log): ShellServerBuild | null {
    if (!this.builds.has(shellDir)) {
      let build: ShellServerBuild | null = null;
      try {
        build = load(path.join(shellDir, SERVER_DIR, 'main.js')) as ShellServerBuild;
        if (typeof build.renderPage !== 'function') build = null;
      } catch (error) {
        log?.(`server render: no server build for ${shellDir}: ${error instanceof Error ? error.message : String(error)}`);
      }
      this.builds.set(shellDir, build);
    }
    return this.builds.get(shellDir) ?? null;
  }

  /** The server container URL of each remote of the manifest published in the release folder. */
  private serverEntries(manifest: BootManifest): Partial<Record<RemoteName, string>> {
    const entries: Partial<Record<RemoteName, string>> = {};
    for (const remote of Object.values(manifest.remotes)) {
      if (!remote.entry.startsWith('/remotes/')) continue;
      const folder = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
      entries[remote.name] = `http://${RELEASE_HOST}${folder}${SERVER_DIR}/remoteEntry.js`;
    }
    return entries;
  }

  /**
   * The CSS the route's module needs first (its remote's browser mf-manifest.json, `sync`), as text:
   * written into the page rather than linked, so a remote whose files hang or fail never holds the
   * whole page's first paint (a stylesheet link blocks rendering); the browser's runtime links the
   * files again when the module loads.
   */
  private async moduleCss(manifest: BootManifest, module: RemoteModuleId): Promise<string> {
    const name = module.slice(0, module.indexOf('/')) as RemoteName;
    const remote = manifest.remotes[name];
    if (!remote?.entry.startsWith('/remotes/')) return '';
    const key = `${remote.entry}\u0000${module}`;
    const kept = this.moduleSheets.get(key);
    if (kept !== undefined) return kept;
    const text = await this.readReleaseFile(`http://${RELEASE_HOST}${remote.entry}`);
    if (!text) return '';
    const folder = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
    const expose = module.slice(module.indexOf('/') + 1);
    const parsed = JSON.parse(text) as { exposes?: { name: string; assets?: { css?: { sync?: string[] } } }[] };
    const files = (parsed.exposes?.find((candidate) => candidate.name === expose)?.assets?.css?.sync ?? []).filter((file) =>
      /^[\w.-]+\.css$/.test(file),
    );
    const sheets = await Promise.all(files.map((file) => this.readReleaseFile(`http://${RELEASE_HOST}${folder}${file}`)));
    const css = sheets.filter((sheet): sheet is string => Boolean(sheet)).join('\n');
    // Kept only whole: a file that could not be read is asked for again by the next render.
    if (sheets.every((sheet) => sheet !== null)) {
      if (this.moduleSheets.size >= MAX_MODULE_SHEETS) this.moduleSheets.clear();
      this.moduleSheets.set(key, css);
    }
    return css;
  }

  /** Renders a page, or answers null (the browser renders it); what went wrong is told to `log`, else the renderer's. */
  async render(input: RenderRequest, log = this.options.log): Promise<RenderedPage | null> {
    const build = this.build(input.shellDir, log);
    if (!build) return null;
    const { manifest, firstModule } = input.boot;
    const serverEntries = this.serverEntries(manifest);
    if (firstModule && !serverEntries[firstModule.slice(0, firstModule.indexOf('/')) as RemoteName]) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The build's own budget covers the render; this one also covers loading the remote's files.
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no page within ${2 * this.options.timeoutMs} ms`)), 2 * this.options.timeoutMs);
    });
    try {
      const [outcome, moduleCss] = await Promise.race([
        late,
        Promise.all([
          build.renderPage({
            url: input.url,
            ...(input.cookie ? { cookie: input.cookie } : {}),
            boot: input.boot,
            locale: input.locale,
            device: input.device,
            serverEntries,
            releaseFile: this.releaseFile,
            timeoutMs: this.options.timeoutMs,
            nonce: input.nonce,
          }),
          firstModule ? this.moduleCss(manifest, firstModule) : Promise.resolve(''),
        ]),
      ]);
      if (outcome.kind === 'skip') {
        log?.(`server render skipped ${input.url}: ${outcome.reason}`);
        return null;
      }
      for (const error of outcome.recovered) log?.(`server render of ${input.url} left a part to the browser: ${error}`);
      return { html: outcome.html, styles: outcome.styles, moduleCss, ssr: outcome.ssr };
    } catch (error) {
      log?.(`server render failed for ${input.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
