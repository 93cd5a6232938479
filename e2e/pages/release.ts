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
};

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
