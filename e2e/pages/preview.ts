import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { openReleaseStore } from '@casino/deploy';
import { PREVIEW_COOKIE, previewCookieValue, previewLink } from '@casino/release-format';
import { PREVIEW_SECRET, releaseDir } from '../playwright.config';

const repoRoot = path.resolve(__dirname, '..', '..');
/** An environment of the worker's release that only this helper publishes into: e2e stays as it was. */
const SCRATCH_ENV = 'e2e-preview-scratch';

/** Preview before promote (docs/shell-server.md): versions published but not live, and the signed links to them. */
export const preview = {
  /**
   * Publishes a copy of a remote's build as a new version into this worker's release without
   * making it live in e2e (it goes live only in a scratch environment), as a team does before asking
   * for a preview. Returns the clean-up that removes the version again.
   */
  async publishWithoutPromoting(app: string, version: string): Promise<() => void> {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), `${app}-preview-`));
    fs.cpSync(path.join(repoRoot, app, 'dist'), copy, { recursive: true });
    fs.writeFileSync(path.join(copy, 'release-note.txt'), `${app} ${version} (preview)\n`);
    try {
      // The scratch environment has no shell: gates that need a live shell have nothing to judge there.
      await openReleaseStore({ releaseDir, actor: 'e2e' }).publish({ app, env: SCRATCH_ENV, from: copy, version, smoke: false });
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
    return () => {
      fs.rmSync(path.join(releaseDir, 'remotes', app, version), { recursive: true, force: true });
      fs.rmSync(path.join(releaseDir, 'integrity', app, `${version}.json`), { force: true });
      for (const suffix of ['.json', '.history.jsonl'])
        fs.rmSync(path.join(releaseDir, 'manifests', `${SCRATCH_ENV}${suffix}`), { force: true });
    };
  },

  /** A signed link as `npm run preview-link` prints it, root-relative (the page's base URL is added by page.goto). */
  link(app: string, version: string, ttlSeconds = 600): string {
    return previewLink('', { app, version, exp: Math.floor(Date.now() / 1000) + ttlSeconds }, PREVIEW_SECRET);
  },

  /** The signed preview cookie (`name=value`) as `npm run preview-link -- <app> <version> --cookie` prints it. */
  cookie(app: string, version: string, ttlSeconds = 600): string {
    return `${PREVIEW_COOKIE}=${previewCookieValue([{ app, version }], Math.floor(Date.now() / 1000) + ttlSeconds, PREVIEW_SECRET)}`;
  },
};

/** The shell's preview badge: which remotes this browser previews, and the way out. */
export class PreviewBadge {
  readonly badge: Locator;
  readonly leave: Locator;

  constructor(page: Page) {
    this.badge = page.getByRole('complementary', { name: 'Preview' });
    this.leave = this.badge.getByRole('link', { name: 'Leave preview' });
  }
}
