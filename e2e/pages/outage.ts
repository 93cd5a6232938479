import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page, type Route } from '@playwright/test';
import { releaseDir, SSR_TIMEOUT_MS } from '../playwright.config';
import { HomePage } from './home-page';
import { release } from './release';
import { rootOf, ssrOf } from './server-render';

export type OutageMode = '404' | 'hang' | 'throwing entry';
export const OUTAGE_MODES: readonly OutageMode[] = ['404', 'hang', 'throwing entry'];

/**
 * One remote's files made to fail as a bad deploy or a bad network would: every file 404, every
 * request left unanswered, or an entry script that throws when it runs. `end()` brings the files back.
 */
export class RemoteOutage {
  private readonly pattern: string;
  private readonly held: Route[] = [];

  constructor(
    private readonly page: Page,
    /** The remote's folder in the release, e.g. `mf-games`. */
    folder: string,
    private readonly mode: OutageMode,
  ) {
    this.pattern = `**/remotes/${folder}/**`;
  }

  async start(): Promise<void> {
    await this.page.route(this.pattern, async (route) => {
      if (this.mode === '404') return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
      if (this.mode === 'hang') {
        this.held.push(route);
        return undefined;
      }
      if (new URL(route.request().url()).pathname.endsWith('/remoteEntry.js')) {
        return route.fulfill({ contentType: 'application/javascript', body: 'throw new Error("entry broke on purpose (e2e outage)");' });
      }
      return route.continue();
    });
  }

  async end(): Promise<void> {
    await this.page.unroute(this.pattern);
    // Requests held by a hang are answered as failed: the page gave up on them long ago.
    for (const route of this.held.splice(0)) await route.abort('timedout').catch(() => undefined);
  }
}

/** What the shell shows when a remote is out: its area's fallback, or a host's message. */
export class OutagePage extends HomePage {
  /** The fallback a page's remote shows in its own area. */
  fallbackOf(remote: string): Locator {
    return this.page.getByRole('alert').and(this.page.locator(`.remote-fallback[data-remote="${remote}"]`));
  }

  /** The message a site-wide host (login, launcher, member notices) shows when its remote is out. */
  hostFailureOf(remote: string): Locator {
    return this.page.getByRole('alert').and(this.page.locator(`.host-failure[data-remote="${remote}"]`));
  }

  retryIn(area: Locator): Locator {
    return area.getByRole('button', { name: 'Retry' });
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { name, exact: true }).first();
  }

  /** Another remote still answers: the login modal (mf_auth) opens and closes. */
  async expectLoginModalWorks(): Promise<void> {
    await this.loginButton.click();
    await expect(this.loginDialog).toBeVisible();
    await this.page.keyboard.press('Escape');
    await expect(this.loginDialog).toBeHidden();
  }
}

/** What the server-side outage breaks in a remote's server build (docs/ssr.md, "Failure paths"). */
export type ServerOutageMode = '404' | 'hang' | 'throwing entry';
export const SERVER_OUTAGE_MODES: readonly ServerOutageMode[] = ['404', 'hang', 'throwing entry'];

/** The file a broken server container writes when the shell server runs it: proof it was loaded on the server. */
const RAN_MARKER = 'server-outage-ran';

/**
 * One remote's server build broken as a bad release would have it, for the shell server (the
 * browser's files stay intact). The server keeps a container it has loaded, so the outage is a
 * version of its own: a copy of the live version folder, under a version no server has seen, made
 * live with its `server/` folder absent (404), its container's load never settling (hang), or a
 * container that throws when it runs. `restore()` puts the real server files back in that same
 * folder (the next request must read them afresh); `end()` makes the original version live again
 * and removes the copy.
 */
export class ServerOutage {
  private original = '';
  private version = '';

  constructor(
    /** The remote's folder in the release, e.g. `mf-games`. */
    private readonly folder: string,
    /** Its federation name, e.g. `mf_games`: the server container is exported under it. */
    private readonly remote: string,
    private readonly mode: ServerOutageMode,
  ) {}

  private get dir(): string {
    return path.join(releaseDir, 'remotes', this.folder, this.version);
  }

  private get server(): string {
    return path.join(this.dir, 'server');
  }

  /** A version's integrity record (deploy publish writes it; the shell server checks its files against it). */
  private recordOf(version: string): string {
    return path.join(releaseDir, 'integrity', this.folder, `${version}.json`);
  }

  /** The server files while broken: kept aside, beside the version folder, until restore(). */
  private get aside(): string {
    return `${this.dir}.server-outage`;
  }

  async start(): Promise<void> {
    this.original = await release.liveVersion(this.folder);
    this.version = `${this.original}-ssr-outage-${Date.now().toString(36)}`;
    fs.cpSync(path.join(releaseDir, 'remotes', this.folder, this.original), this.dir, { recursive: true });
    fs.cpSync(this.server, this.aside, { recursive: true });
    const entry = path.join(this.server, 'remoteEntry.js');
    // The broken containers note that they ran (Node's require and __dirname, as the server's loader passes them).
    const ran = `require('node:fs').writeFileSync(require('node:path').join(__dirname, '..', ${JSON.stringify(RAN_MARKER)}), ${JSON.stringify(this.mode)});`;
    if (this.mode === '404') fs.rmSync(this.server, { recursive: true });
    else if (this.mode === 'hang') {
      fs.writeFileSync(
        entry,
        `${ran}\nconst never = () => new Promise(() => undefined);\nmodule.exports = { ${JSON.stringify(this.remote)}: { init: never, get: never } };\n`,
      );
    } else fs.writeFileSync(entry, `${ran}\nthrow new Error('server entry broke on purpose (e2e outage)');\n`);
    // The browser's files are the original's: its integrity record, under the new version, lets the
    // shell server send them (it serves only recorded files; the server build is never served).
    const record = JSON.parse(fs.readFileSync(this.recordOf(this.original), 'utf8')) as { version: string };
    fs.writeFileSync(this.recordOf(this.version), JSON.stringify({ ...record, version: this.version }));
    // Forced: the gates would rightly refuse this version (its server build differs from the record).
    await release.store().rollback({ app: this.folder, env: 'e2e', to: this.version, force: true });
  }

  /** Whether the shell server ran the broken container (never, for 404: there is nothing to run). */
  ranOnServer(): boolean {
    return fs.existsSync(path.join(this.dir, RAN_MARKER));
  }

  /** The real server files back in the broken version's folder. */
  restore(): void {
    fs.rmSync(this.server, { recursive: true, force: true });
    fs.renameSync(this.aside, this.server);
  }

  async end(): Promise<void> {
    if (!this.version) return;
    await release.store().rollback({ app: this.folder, env: 'e2e', to: this.original, force: true });
    fs.rmSync(this.dir, { recursive: true, force: true });
    fs.rmSync(this.aside, { recursive: true, force: true });
    fs.rmSync(this.recordOf(this.version), { force: true });
  }
}

/** A page's HTML as the shell server sends it, with how long it took. */
export interface ServerAnswer {
  status: number;
  ms: number;
  html: string;
  /** What the server wrote into #root. */
  root: string;
}

/** Asks the shell server for a page without a browser (a desktop user agent), timing the answer. */
export async function askServer(request: APIRequestContext, path: string): Promise<ServerAnswer> {
  const started = Date.now();
  const response = await request.get(path, {
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131' },
    timeout: 4 * SSR_TIMEOUT_MS,
  });
  const html = await response.text();
  return { status: response.status(), ms: Date.now() - started, html, root: rootOf(html) };
}

/** The page was drawn by the server: the shell's chrome in #root and the layout in the boot data. */
export function expectDrawn(answer: ServerAnswer, what: string): void {
  expect(answer.status, what).toBe(200);
  expect(ssrOf(answer.html), what).toBeDefined();
  expect(answer.root, what).toContain('id="main-content"');
}

/** A remote's area as the server wrote it: its loading state, left to the browser (or not there). */
export function leftToBrowser(root: string, remote: string): boolean {
  return new RegExp(`class="remote-loading"[^>]*data-remote="${remote}"`).test(root);
}
