/**
 * The parts of a published release (deploy/src/release-store.ts layout) the size check reads:
 * the environment's live manifest, the live shell's index.html and entry runtime, and each live
 * remote's mf-manifest.json and remoteEntry.js. Nothing is hard-coded: every file name comes from
 * a manifest, the page or a runtime.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readManifest, type ReleaseManifest } from '@casino/release-format';
import { isWebpackRuntime, readChunkGraph, type ChunkGraph } from './webpack-runtime';

export type AssetKind = 'js' | 'css';

/** A file of the release, by its path relative to the release folder (`shell/0.1.0/main.1a2b.js`). */
export interface ReleaseFile {
  file: string;
  kind: AssetKind;
}

/** The assets of one exposed module as its mf-manifest.json lists them. */
export interface ManifestAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

/** What the size check reads of a remote's mf-manifest.json (written by @module-federation/enhanced). */
export interface FederationManifest {
  name: string;
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; path: string; assets: ManifestAssets }[];
  shared: { name: string; version: string; assets: ManifestAssets }[];
}

export interface ShellBuild {
  version: string;
  /** Release-relative folder of the shell's files. */
  folder: string;
  /** Scripts and stylesheets the page names, in document order. */
  initial: ReleaseFile[];
  /** Chunk graph of the first initial script that carries a webpack runtime (the entry). */
  graph: ChunkGraph | null;
}

export interface RemoteBuild {
  /** Federation name (`mf_home`). */
  name: string;
  version: string;
  folder: string;
  manifest: FederationManifest;
  remoteEntry: ReleaseFile;
  graph: ChunkGraph;
}

export interface PublishedRelease {
  dir: string;
  env: string;
  manifest: ReleaseManifest;
  shell: ShellBuild;
  remotes: Map<string, RemoteBuild>;
}

export class ReleaseReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseReadError';
  }
}

/** Resolves a root-relative release URL (`/remotes/mf-home/0.1.0/x.json`) inside the release folder. */
export function releasePath(releaseDir: string, url: string): string {
  // Normalised as an absolute path first, so `..` can never climb above the release folder.
  return path.join(path.resolve(releaseDir), path.posix.normalize(`/${url}`));
}

/** A text file of the release by its release-relative path; throws when it is missing. */
export function readText(releaseDir: string, file: string): string {
  const full = releasePath(releaseDir, file);
  if (!fs.existsSync(full)) throw new ReleaseReadError(`${file} is missing from the release ${releaseDir}`);
  return fs.readFileSync(full, 'utf8');
}

const SHELL_BASE_MARKER = '%SHELL_BASE%';

/** `<script src>` and `<link rel="stylesheet" href>` of the shell's page, in document order. */
export function pageAssets(html: string, folder: string): ReleaseFile[] {
  const assets: ReleaseFile[] = [];
  const tag = /<script\b[^>]*?\bsrc="([^"]+)"[^>]*>|<link\b([^>]*?)\bhref="([^"]+)"([^>]*)>/g;
  for (const match of html.matchAll(tag)) {
    const src = match[1];
    const linkAttributes = `${match[2] ?? ''} ${match[4] ?? ''}`;
    const href = match[3];
    const url = src ?? (href !== undefined && /\brel="stylesheet"/.test(linkAttributes) ? href : undefined);
    if (url === undefined) continue;
    // Only the shell's own files: the page names them under the marker the server replaces with the shell's folder.
    if (!url.startsWith(SHELL_BASE_MARKER)) continue;
    const file = path.posix.join(folder, url.slice(SHELL_BASE_MARKER.length));
    assets.push({ file, kind: src === undefined ? 'css' : 'js' });
  }
  return assets;
}

function readShell(releaseDir: string, manifest: ReleaseManifest): ShellBuild {
  if (!manifest.shell) throw new ReleaseReadError(`no shell is live in ${manifest.env}`);
  const folder = manifest.shell.path.replace(/^\/+|\/+$/g, '');
  const initial = pageAssets(readText(releaseDir, `${folder}/index.html`), folder);
  if (!initial.some((asset) => asset.kind === 'js')) throw new ReleaseReadError(`${folder}/index.html names no script of the shell`);
  const runtime = initial.find((asset) => asset.kind === 'js' && isWebpackRuntime(readText(releaseDir, asset.file)));
  return {
    version: manifest.shell.version,
    folder,
    initial,
    graph: runtime ? readChunkGraph(readText(releaseDir, runtime.file)) : null,
  };
}

function readRemote(releaseDir: string, entry: ReleaseManifest['remotes'][string]): RemoteBuild {
  const manifestFile = entry.entry.replace(/^\/+/, '');
  const folder = path.posix.dirname(manifestFile);
  let manifest: FederationManifest;
  try {
    manifest = JSON.parse(readText(releaseDir, manifestFile)) as FederationManifest;
  } catch (error) {
    if (error instanceof ReleaseReadError) throw error;
    throw new ReleaseReadError(`${manifestFile} is not valid JSON`);
  }
  if (!manifest.metaData?.remoteEntry?.name || !Array.isArray(manifest.exposes)) {
    throw new ReleaseReadError(`${manifestFile} has no metaData.remoteEntry or exposes`);
  }
  const remoteEntry = path.posix.join(folder, manifest.metaData.remoteEntry.path ?? '', manifest.metaData.remoteEntry.name);
  return {
    name: entry.name,
    version: entry.version,
    folder,
    manifest,
    remoteEntry: { file: remoteEntry, kind: 'js' },
    graph: readChunkGraph(readText(releaseDir, remoteEntry)),
  };
}

/** Reads what is live in `env` of the release at `releaseDir`. */
export async function readPublishedRelease(releaseDir: string, env: string): Promise<PublishedRelease> {
  const dir = path.resolve(releaseDir);
  const manifest = await readManifest(dir, env);
  if (!manifest) throw new ReleaseReadError(`${dir} has no manifest for the environment "${env}" (manifests/${env}.json)`);
  const remotes = new Map(Object.values(manifest.remotes).map((entry) => [entry.name, readRemote(dir, entry)]));
  return { dir, env, manifest, shell: readShell(dir, manifest), remotes };
}
