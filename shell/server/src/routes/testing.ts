import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  COMPRESSED_SIBLINGS,
  compressSibling,
  integrityPath,
  integrityRecordOf,
  isPrecompressible,
  PRECOMPRESS_MIN_BYTES,
} from '@casino/release-format';
import { buildServer } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import type { OwnRoutesOptions } from '.';

/** A release folder with a published shell, so the server can render pages in tests. */
export function makeRelease(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'own-routes-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  write('shell/1.0.0/index.html', '<html><head><!--casino:head--></head><body><!--casino:boot--></body></html>');
  write('remotes/.keep', '');
  write('manifests/test.json', JSON.stringify({ schema: 1, env: 'test', shell: { version: '1.0.0', path: '/shell/1.0.0/' }, remotes: {} }));
  return dir;
}

/** The test environment's release manifest with shell 1.0.0 and mf-home 1.2.0 live, as JSON. */
export function homeReleaseManifest(): string {
  return JSON.stringify({
    schema: 1,
    env: 'test',
    shell: { version: '1.0.0', path: '/shell/1.0.0/' },
    remotes: {
      mf_home: {
        app: 'mf-home',
        name: 'mf_home',
        version: '1.2.0',
        entry: '/remotes/mf-home/1.2.0/mf-manifest.json',
        integrity: 'sha384-x',
      },
    },
  });
}

/** Builds the real server from environment-like settings (the site file is the default one unless given). */
export async function serverWith(
  env: Record<string, string>,
  options: OwnRoutesOptions = {},
): Promise<{ app: FastifyInstance; config: ServerConfig; cleanup: () => Promise<void> }> {
  const releaseDir = makeRelease();
  const config = loadConfig({ RELEASE_DIR: releaseDir, RELEASE_ENV: 'test', ...env });
  const app = await buildServer(config, options);
  return {
    app,
    config,
    cleanup: async () => {
      await app.close();
      fs.rmSync(releaseDir, { recursive: true, force: true });
    },
  };
}

/**
 * Writes the integrity record `deploy publish` writes for every version folder of a test release
 * (remotes/<app>/<version>/, shell/<version>/): the shell server serves only files as recorded.
 */
export async function recordIntegrity(releaseDir: string): Promise<void> {
  const folders: Array<{ app: string; version: string; dir: string }> = [];
  const versionsOf = (dir: string) =>
    fs.existsSync(dir) ? fs.readdirSync(dir).filter((v) => fs.statSync(path.join(dir, v)).isDirectory()) : [];
  for (const version of versionsOf(path.join(releaseDir, 'shell')))
    folders.push({ app: 'shell', version, dir: path.join(releaseDir, 'shell', version) });
  for (const app of versionsOf(path.join(releaseDir, 'remotes'))) {
    for (const version of versionsOf(path.join(releaseDir, 'remotes', app))) {
      folders.push({ app, version, dir: path.join(releaseDir, 'remotes', app, version) });
    }
  }
  for (const { app, version, dir } of folders) {
    const record = await integrityRecordOf({ app, version, contentHash: 'test', recordedAt: new Date(0).toISOString() }, dir);
    fs.mkdirSync(path.dirname(integrityPath(releaseDir, app, version)), { recursive: true });
    fs.writeFileSync(integrityPath(releaseDir, app, version), JSON.stringify(record));
  }
}

/**
 * Writes the `.br` and `.gz` siblings `deploy publish` leaves beside the served text files of a
 * test version folder (`files`: names in `dir`), encoded by the release format's rules.
 */
export async function writeCompressedSiblings(dir: string, files: readonly string[]): Promise<void> {
  for (const file of files.filter(isPrecompressible)) {
    const bytes = fs.readFileSync(path.join(dir, file));
    if (bytes.length < PRECOMPRESS_MIN_BYTES) continue;
    for (const { encoding, suffix } of COMPRESSED_SIBLINGS) {
      const compressed = await compressSibling(encoding, bytes);
      if (compressed.length < bytes.length) fs.writeFileSync(path.join(dir, file + suffix), compressed);
    }
  }
}
