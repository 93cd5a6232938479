import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { openReleaseStore } from '@casino/deploy';
import { releaseDir } from '../playwright.config';

const repoRoot = path.resolve(__dirname, '..', '..');

/** The deploy tool on the e2e release: publish and roll back like operations would. */
export const release = {
  store: () => openReleaseStore({ releaseDir, actor: 'e2e' }),

  /** Publishes a copy of a remote's build, changed slightly, as a new version. */
  async publishVariant(app: string, version: string): Promise<void> {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), `${app}-`));
    fs.cpSync(path.join(repoRoot, app, 'dist'), copy, { recursive: true });
    fs.writeFileSync(path.join(copy, 'release-note.txt'), `${app} ${version}\n`);
    await this.store().publish({ app, env: 'e2e', from: copy, version });
    fs.rmSync(copy, { recursive: true, force: true });
  },

  rollback: (app: string, to?: string) =>
    openReleaseStore({ releaseDir, actor: 'e2e' }).rollback({ app, env: 'e2e', ...(to ? { to } : {}) }),

  /** The version of an app live in this worker's e2e env. */
  async liveVersion(app: string): Promise<string> {
    const status = await this.store().status({ env: 'e2e' });
    const version = status.apps.find((a) => a.app === app)?.version;
    if (!version) throw new Error(`${app} is not live in the e2e release`);
    return version;
  },

  /**
   * A copy of the version folder of `app` live in this worker's release (what is really deployed,
   * not its source), changed by `edit`, in a temporary folder the caller removes.
   */
  async copyOfLive(app: string, edit: (dir: string) => void): Promise<string> {
    const live = await this.liveVersion(app);
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), `${app}-copy-`));
    fs.cpSync(path.join(releaseDir, 'remotes', app, live), copy, { recursive: true });
    edit(copy);
    return copy;
  },

  /**
   * Publishes an older build of a remote without making it live in e2e (it goes live only through
   * a rollback --to, as operations compose versions): the live build with one English message
   * changed, so the page shows which build it runs, under a lower version (docs/deploy.md).
   */
  async publishOlder(app: string, version: string, message: string): Promise<void> {
    const copy = await this.copyOfLive(app, (dir) => replaceMessage(dir, message, `${message} ${OLDER_MARKER}`));
    try {
      // Another env of the same release: the version folder exists, nothing in e2e changes.
      await this.store().publish({ app, env: 'e2e-older', from: copy, version });
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  },
};

/** The command line of the deploy CLI on this worker's release, as operations run it. */
export function deployCommand(...args: string[]): { command: string; args: string[]; cwd: string } {
  const bin = path.join(repoRoot, 'deploy', 'bin', 'deploy.cjs');
  return { command: process.execPath, args: [bin, ...args, '--release-dir', releaseDir, '--actor', 'e2e'], cwd: repoRoot };
}

/** Runs the deploy CLI (as operations do) on this worker's release; resolves with its exit code and output. */
export function deployCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { command, args: full, cwd } = deployCommand(...args);
  return new Promise((resolve) => {
    execFile(command, full, { cwd }, (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }));
  });
}

/** What an older build (publishOlder) adds to the message it changes. */
export const OLDER_MARKER = '(older build)';

/**
 * Changes one English message in a build's en_US message chunk, and in its server build's
 * (docs/ssr.md) when it has one; the message must be there exactly once in each.
 */
function replaceMessage(dir: string, from: string, to: string): void {
  replaceMessageIn(dir, from, to);
  const server = path.join(dir, 'server');
  if (fs.existsSync(server)) replaceMessageIn(server, from, to);
}

function replaceMessageIn(dir: string, from: string, to: string): void {
  const chunk = fs.readdirSync(dir).find((file) => /^locale-en_US-json\.[0-9a-f]+\.js$/.test(file));
  if (!chunk) throw new Error(`no en_US message chunk in ${dir}`);
  const file = path.join(dir, chunk);
  const text = fs.readFileSync(file, 'utf8');
  const quoted = JSON.stringify(from);
  if (text.split(quoted).length !== 2) throw new Error(`${quoted} is not in ${chunk} exactly once`);
  fs.writeFileSync(file, text.replace(quoted, JSON.stringify(to)));
}

/**
 * Renames an expose in a copied build, in its mf-manifest.json and casino-contract.json, as a
 * build whose module-federation.config.ts renamed it would have them.
 */
export function renameExpose(dir: string, from: string, to: string): void {
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { exposes: Array<{ id: string; name: string; path: string }> };
  const expose = manifest.exposes.find((e) => e.path === from);
  if (!expose) throw new Error(`${from} is not exposed by ${dir}`);
  Object.assign(expose, { path: to, name: to.slice(2), id: expose.id.replace(from.slice(2), to.slice(2)) });
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  const contractFile = path.join(dir, 'casino-contract.json');
  const contract = JSON.parse(fs.readFileSync(contractFile, 'utf8')) as { exposes: Record<string, string> };
  contract.exposes = Object.fromEntries(
    Object.entries(contract.exposes).map(([key, id]) => [key === from ? to : key, key === from ? 'unknown' : id]),
  );
  fs.writeFileSync(contractFile, JSON.stringify(contract));
}

/**
 * Resolves when the page's build watcher has polled the live manifest and read `version` for
 * `remote` there: from then on the page knows, and acts at its next navigation.
 */
export function livePollSees(page: Page, remote: string, version: string): Promise<unknown> {
  return page.waitForResponse(async (response) => {
    if (new URL(response.url()).pathname !== '/manifests/live.json') return false;
    const live = (await response.json().catch(() => ({}))) as { remotes?: Record<string, { version?: string }> };
    return live.remotes?.[remote]?.version === version;
  });
}

/** The version of a remote the page was started with (from the boot data the server wrote in). */
export async function bootVersion(page: Page, remote: string): Promise<string | undefined> {
  return page.evaluate((name) => {
    const boot = JSON.parse(document.getElementById('casino-boot')?.textContent ?? '{}') as {
      manifest?: { remotes?: Record<string, { version: string }> };
    };
    return boot.manifest?.remotes?.[name]?.version;
  }, remote);
}
