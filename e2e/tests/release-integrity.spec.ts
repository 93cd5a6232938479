import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../pages/test';
import { rawGet } from '../pages/nginx-edge';
import { OutagePage } from '../pages/outage';
import { startShellServer, stopShellServer, type StartedShellServer } from '../pages/own-shell-server';
import { releaseDir } from '../playwright.config';

/**
 * A published file edited afterwards never runs (docs/deploy.md, "Files as published"): the shell
 * server checks each release file against the integrity record publish wrote, and answers 404 for
 * one that differs, so the page shows that remote's failure area as in the outage suite. On a copy
 * of this worker's release with a shell server of its own: the other specs never see the edit.
 * Desktop only: the check is the server's, the same for every layout.
 */
let copy: string;
let shell: StartedShellServer | undefined;

test.afterEach(async () => {
  if (shell) await stopShellServer(shell.child);
  shell = undefined;
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

test("an mf_home remoteEntry.js edited after publish answers 404 and home shows its remote's failure, until it is put back", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the server decides; one layout is enough');
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-release-integrity-'));
  fs.cpSync(releaseDir, copy, { recursive: true });
  const live = JSON.parse(fs.readFileSync(path.join(copy, 'manifests', 'e2e.json'), 'utf8')) as {
    remotes: Record<string, { version: string }>;
  };
  const entryUrl = `/remotes/mf-home/${live.remotes.mf_home?.version}/remoteEntry.js`;
  const entry = path.join(copy, entryUrl);
  const published = fs.readFileSync(entry);
  shell = await startShellServer({ RELEASE_DIR: copy });
  const site = new OutagePage(page);
  const origin = `http://127.0.0.1:${shell.port}`;

  // Edited on disk: neither the file nor its untouched .br/.gz siblings go out, and the page shows mf_home's failure.
  fs.writeFileSync(entry, Buffer.concat([published, Buffer.from('\n;window.stolen = document.cookie;\n')]));
  for (const encoding of ['identity', 'gzip', 'br']) {
    const answer = await rawGet(shell.port, entryUrl, { 'accept-encoding': encoding });
    expect([encoding, answer.status]).toEqual([encoding, 404]);
  }
  const refused = page.waitForResponse((response) => response.url().endsWith(entryUrl));
  await site.goto(`${origin}/`);
  expect((await refused).status()).toBe(404);
  await expect(site.fallbackOf('mf_home')).toBeVisible();
  expect(await page.evaluate(() => (window as { stolen?: unknown }).stolen)).toBeUndefined();

  // Put back as published: Retry brings home back without a reload (a 404 is never stored: no-store).
  // (A browser that fetched the file before the edit keeps the published bytes: it is immutable.)
  fs.writeFileSync(entry, published);
  await site.retryIn(site.fallbackOf('mf_home')).click();
  await site.expectRemoteLoaded();
  await expect(site.banners).toBeVisible();
});
