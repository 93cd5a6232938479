/**
 * Where everything of a release lives (docs/deploy.md, "Release layout"):
 *
 *   release/remotes/<app>/<version>/        a remote's dist (mf-manifest.json, remoteEntry.js, chunks)
 *   release/shell/<version>/                the shell's dist (index.html, assets)
 *   release/manifests/<env>.json            ReleaseManifest: what is live in an environment
 *   release/manifests/<env>.history.jsonl   one line per publish / promote / rollback
 *   release/integrity/<app>/<version>.json  IntegrityRecord of a version folder
 */
import path from 'node:path';
import { assertEnvName, assertVersion, type AppDefinition } from './apps';

/** Folder holding every published version of an app. */
export function appReleaseDir(releaseDir: string, def: AppDefinition): string {
  return def.kind === 'shell' ? path.join(releaseDir, 'shell') : path.join(releaseDir, 'remotes', def.app);
}

export function versionDir(releaseDir: string, def: AppDefinition, version: string): string {
  assertVersion(version);
  return path.join(appReleaseDir(releaseDir, def), version);
}

/** The file a version folder must hold to count as published: a remote's manifest, the shell's page. */
export function publishedMarker(def: AppDefinition): string {
  return def.kind === 'remote' ? 'mf-manifest.json' : 'index.html';
}

export function manifestsDir(releaseDir: string): string {
  return path.join(releaseDir, 'manifests');
}

export function manifestPath(releaseDir: string, env: string): string {
  assertEnvName(env);
  return path.join(manifestsDir(releaseDir), `${env}.json`);
}

export function historyPath(releaseDir: string, env: string): string {
  assertEnvName(env);
  return path.join(manifestsDir(releaseDir), `${env}.history.jsonl`);
}

export function integrityPath(releaseDir: string, app: string, version: string): string {
  return path.join(releaseDir, 'integrity', app, `${version}.json`);
}

/** Root-relative URL of a remote version's mf-manifest.json. */
export function remoteEntryUrl(app: string, version: string): string {
  return `/remotes/${app}/${version}/mf-manifest.json`;
}

/** Root-relative folder a shell version's assets are served from. */
export function shellUrl(version: string): string {
  return `/shell/${version}/`;
}
