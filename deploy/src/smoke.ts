/**
 * The smoke gate: the real shell server serves the environment as it would be after the change
 * (a scratch release dir: the real version folders and integrity records through symlinks, and the would-be manifest),
 * Debian's Chromium opens the page, and each module to check is loaded through the page's own
 * federation runtime (`loadRemote`), the way the shell loads it for a route. Any load error, a
 * module without a component as its default export, or an uncaught error of the candidate's files
 * fails the gate. The shell server is also asked for a public page (`/`, the home remote's) as a
 * crawler would ask, without a browser: its HTML must carry the page rendered on the server
 * (docs/ssr.md), not the empty `#root` the browser would have to fill.
 *
 * Needs the repository's shell server (shell/server/src/main.ts, run through tsx) and Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium). `--no-smoke` skips it (written into the history).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReleaseManifest } from '@casino/release-format';
import { chromiumLaunchOptions } from '@casino/server-kit/browser';
import { freePort, startService, type Service } from '@casino/server-kit/services';
import { smokeSettings, type SmokeSettings } from './config';

export interface SmokeModule {
  /** Federation name (mf_games) and package folder (mf-games) of the remote. */
  remote: string;
  app: string;
  version: string;
  /** `./GameHallPage` */
  expose: string;
}

export interface SmokeRequest {
  releaseDir: string;
  repoRoot: string;
  /** The manifest as it would be after the change. */
  manifest: ReleaseManifest;
  modules: SmokeModule[];
}

/** One module that did not load, or the public page not rendered on the server, with why. Empty list: all is well. */
export interface SmokeFailure {
  /** The module that did not load; absent when the failure is the rendered page's. */
  module?: SmokeModule;
  /** The public page the shell server did not render (`/`). */
  page?: string;
  problem: string;
}

/** The public page the smoke asks the shell server for, and the remote that renders it. */
export const SMOKE_PAGE = { path: '/', remote: 'mf_home' } as const;

/**
 * Why a page's HTML does not carry a page rendered on the server (docs/ssr.md), or null when it
 * does: the app's markup in `#root` with the shell's main content, and the layout in the boot data.
 * The same marks e2e/pages/server-render.ts reads.
 */
export function renderedPageProblem(html: string): string | null {
  const start = html.indexOf('<div id="root">');
  if (start < 0) return 'the page has no #root';
  const root = html.slice(start + '<div id="root">'.length, html.indexOf('<script', start));
  if (root.startsWith('</div>')) return 'its #root is empty: the shell server left the page to the browser (its log says why)';
  if (!root.includes('id="main-content"')) return "its #root lacks the shell's main content";
  // The shell server gives every script its CSP nonce (security-headers.ts addNonce): attributes in any order.
  const boot = /<script\b[^>]*\bid="casino-boot"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  let ssr: unknown;
  try {
    ssr = boot ? (JSON.parse(boot) as { ssr?: unknown }).ssr : undefined;
  } catch {
    return 'its boot data is not JSON';
  }
  return ssr ? null : 'its boot data does not say which layout the server rendered (no ssr)';
}

export type SmokeRunner = (request: SmokeRequest) => Promise<SmokeFailure[]>;

const BOOT_TIMEOUT_MS = 30_000;
const MODULE_TIMEOUT_MS = 20_000;

/** The default runner: the repository's shell server in a child process and Debian's Chromium. */
export const browserSmoke = async (
  { releaseDir, repoRoot, manifest, modules }: SmokeRequest,
  settings: SmokeSettings = smokeSettings(),
): Promise<SmokeFailure[]> => {
  if (modules.length === 0) return [];
  const executablePath = settings.chromiumPath;
  const serverEntry = path.join(repoRoot, 'shell', 'server', 'src', 'main.ts');
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  if (!existsSync(executablePath)) throw new Error(`no Chromium at ${executablePath} (set CHROMIUM_PATH)`);
  if (!existsSync(serverEntry) || !existsSync(tsx)) throw new Error(`no shell server at ${serverEntry}`);

  // The environment as it would be: the real (immutable) version folders, the would-be manifest,
  // and the integrity records (the shell server serves only files that match them: release-files.ts).
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'deploy-smoke-'));
  let server: Service | null = null;
  let browser: { close(): Promise<void> } | null = null;
  try {
    for (const folder of ['remotes', 'shell', 'integrity']) {
      const real = path.join(releaseDir, folder);
      if (existsSync(real)) await fs.symlink(real, path.join(scratch, folder), 'dir');
    }
    await fs.mkdir(path.join(scratch, 'manifests'));
    await fs.writeFile(path.join(scratch, 'manifests', `${manifest.env}.json`), `${JSON.stringify(manifest, null, 2)}\n`);

    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    server = await startService({
      name: 'the shell server',
      command: tsx,
      args: [serverEntry],
      cwd: repoRoot,
      quiet: true,
      healthUrl: `${origin}/healthz`,
      timeoutMs: BOOT_TIMEOUT_MS,
      env: {
        ...settings.inheritedEnv,
        HOST: '127.0.0.1',
        PORT: String(port),
        RELEASE_DIR: scratch,
        RELEASE_ENV: manifest.env,
        // No backend: the page's API calls fail fast; loading modules needs none.
        BACKEND_URL: 'http://127.0.0.1:9',
        LOGIN_HEADER_SECRET: randomBytes(16).toString('hex'),
        REMOTE_OVERRIDES: '',
        NODE_ENV: 'production',
        // The release is judged, not this machine's speed: server rendering on, with a budget a busy
        // machine meets (a page past it would be left to the browser and fail the page check).
        SSR: 'on',
        SSR_TIMEOUT_MS: '5000',
      },
    });

    const failures: SmokeFailure[] = [];
    // The public page as a crawler gets it: rendered on the server, with the home remote's server container.
    if (manifest.remotes[SMOKE_PAGE.remote]) {
      const response = await fetch(`${origin}${SMOKE_PAGE.path}`, { signal: AbortSignal.timeout(BOOT_TIMEOUT_MS) });
      const problem = response.ok ? renderedPageProblem(await response.text()) : `HTTP ${response.status}`;
      if (problem !== null) failures.push({ page: SMOKE_PAGE.path, problem });
    }

    const { chromium } = await import('playwright-core');
    const launched = await chromium.launch(chromiumLaunchOptions(executablePath));
    browser = launched;
    const page = await launched.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const failedFiles: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/remotes/') && response.status() >= 400) failedFiles.push(`${url.pathname} (HTTP ${response.status()})`);
    });
    await page.goto(`${origin}/`, { waitUntil: 'load', timeout: BOOT_TIMEOUT_MS });
    // The shell's federation instance exists and has registered the live remotes.
    await page.waitForFunction(
      () => {
        const federation = (
          globalThis as unknown as { __FEDERATION__?: { __INSTANCES__?: Array<{ name: string; options: { remotes: unknown[] } }> } }
        ).__FEDERATION__;
        return federation?.__INSTANCES__?.some((instance) => instance.name === 'shell' && instance.options.remotes.length > 0) ?? false;
      },
      undefined,
      { timeout: BOOT_TIMEOUT_MS },
    );

    for (const module of modules) {
      const id = `${module.remote}/${module.expose.replace(/^\.\//, '')}`;
      const before = failedFiles.length;
      const problem = await page.evaluate(
        async ({ id, timeoutMs }) => {
          type Instance = { name: string; loadRemote(id: string): Promise<unknown> };
          const shell = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__.__INSTANCES__.find(
            (instance) => instance.name === 'shell',
          );
          if (!shell) return 'the shell has no federation runtime';
          let timer: ReturnType<typeof setTimeout> | undefined;
          try {
            const loaded = await Promise.race([
              shell.loadRemote(id),
              new Promise(
                (_, reject) => (timer = setTimeout(() => reject(new Error(`not loaded within ${timeoutMs / 1000} s`)), timeoutMs)),
              ),
            ]);
            const component = (loaded as { default?: unknown } | null)?.default;
            return typeof component === 'function' || (typeof component === 'object' && component !== null)
              ? null
              : 'its default export is not a React component';
          } catch (error) {
            return String((error as Error)?.message ?? error).slice(0, 400);
          } finally {
            clearTimeout(timer);
          }
        },
        { id, timeoutMs: MODULE_TIMEOUT_MS },
      );
      const files = failedFiles.slice(before).filter((file) => file.startsWith(`/remotes/${module.app}/`));
      if (problem !== null) failures.push({ module, problem: files.length > 0 ? `${problem} (${files.join(', ')})` : problem });
    }
    const ownErrors = errors.filter((message) => modules.some((m) => message.includes(m.remote) || message.includes(m.app)));
    if (!failures.some((failure) => failure.module) && ownErrors.length > 0 && modules[0]) {
      failures.push({ module: modules[0], problem: `uncaught error: ${ownErrors[0]}` });
    }
    return failures;
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.stop();
    await fs.rm(scratch, { recursive: true, force: true });
  }
};
