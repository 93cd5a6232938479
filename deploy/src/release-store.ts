/**
 * The release store: immutable version folders under release/, and one manifest per
 * environment that says which version of each app is live there.
 *
 *   release/remotes/<app>/<version>/   a remote's dist (mf-manifest.json, remoteEntry.js, chunks)
 *   release/shell/<version>/           the shell's dist (index.html, assets)
 *   release/manifests/<env>.json       ReleaseManifest, written atomically under a lock
 *   release/manifests/<env>.history.jsonl   one line per publish / promote / rollback
 *
 * Version folders are shared by every environment; promoting or rolling back only rewrites a
 * manifest, so nothing is rebuilt or copied.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { KNOWN_APPS, loadConfig, type AppDefinition, type ConfigOverrides } from './config';
import { copyTree, hashTree, isDirectory, isErrno, isFile, listFiles } from './content-tree';
import { ReleaseError } from './errors';
import { appendHistory, readHistory, versionStack, type HistoryAction, type HistoryEntry } from './history';
import { withFileLock, DEFAULT_LOCK_STALE_MS } from './lock';
import { writeCompressedSiblings } from './precompress';
import { assertEnvName, emptyManifest, listEnvs, manifestIntegrity, readManifest, writeManifest, type ReleaseManifest } from './manifest';

export interface ReleaseStoreOptions {
  releaseDir: string;
  /** Needed to find `<repoRoot>/<app>/dist` and `<repoRoot>/<app>/package.json` when publishing. */
  repoRoot?: string;
  /** Recorded in the history; defaults to "unknown". */
  actor?: string;
  /** The publishable apps; defaults to the shell and the five remotes. */
  apps?: readonly AppDefinition[];
  /** Age after which a manifest lock is considered left by a crashed deploy. */
  lockStaleMs?: number;
  now?: () => Date;
}

export interface PublishOptions {
  app: string;
  env: string;
  /** The built folder to publish; defaults to `<repoRoot>/<app>/dist`. */
  from?: string;
  /** Defaults to the app's package.json version. */
  version?: string;
  /** When the version exists with other content, publish as `<version>-build.<hash8>` instead of refusing. */
  allowSuffix?: boolean;
}

export interface PublishResult {
  app: string;
  name: string;
  env: string;
  /** The version recorded live (with a `-build.<hash8>` suffix when one was needed). */
  version: string;
  /** SHA-256 (hex) of the published folder's file names and bytes. */
  contentHash: string;
  /** False when an identical version folder already existed. */
  created: boolean;
  /** False when the env already had this version live (nothing written). */
  changed: boolean;
  previousVersion: string | null;
}

export interface ChangeResult {
  app: string;
  env: string;
  action: HistoryAction;
  fromVersion: string | null;
  toVersion: string;
  changed: boolean;
}

export interface PromoteOptions {
  app: string;
  from: string;
  to: string;
}

export interface RollbackOptions {
  app: string;
  env: string;
  /** A published version to point at; defaults to the version live before the current one. */
  to?: string;
}

export interface AppStatus {
  app: string;
  name: string;
  kind: AppDefinition['kind'];
  /** Null when the app is not live in this environment. */
  version: string | null;
  /** Root-relative URL: the remote's mf-manifest.json, or the shell's folder. */
  url: string | null;
  integrity: string | null;
  publishedAt: string | null;
}

export interface EnvStatus {
  env: string;
  /** Null when the environment has no manifest yet. */
  updatedAt: string | null;
  apps: AppStatus[];
}

export interface PublishedVersion {
  version: string;
  /** When the folder was published (its modification time). */
  publishedAt: string;
  /** Environments where this version is live. */
  liveIn: string[];
}

export interface PruneOptions {
  app: string;
  /** How many of the newest versions to keep regardless. */
  keep: number;
  dryRun?: boolean;
}

export interface PruneResult {
  app: string;
  deleted: string[];
  kept: string[];
}

const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

export function assertVersion(version: string): void {
  if (!VERSION_PATTERN.test(version)) {
    throw new ReleaseError(`invalid version "${version}" (letters, digits, ".", "-" and "_" only; it becomes a URL path segment)`);
  }
}

const compareVersions = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

export class ReleaseStore {
  readonly releaseDir: string;
  readonly repoRoot: string | undefined;
  readonly actor: string;
  readonly apps: readonly AppDefinition[];
  private readonly lockStaleMs: number;
  private readonly now: () => Date;

  constructor(options: ReleaseStoreOptions) {
    this.releaseDir = path.resolve(options.releaseDir);
    this.repoRoot = options.repoRoot === undefined ? undefined : path.resolve(options.repoRoot);
    this.actor = options.actor ?? 'unknown';
    this.apps = options.apps ?? KNOWN_APPS;
    this.lockStaleMs = options.lockStaleMs ?? DEFAULT_LOCK_STALE_MS;
    this.now = options.now ?? (() => new Date());
  }

  /** The definition of an app by package folder (`mf-home`) or federation name (`mf_home`). */
  appDefinition(app: string): AppDefinition {
    const def = this.apps.find((a) => a.app === app || a.name === app);
    if (!def) {
      throw new ReleaseError(`unknown app "${app}"; known apps: ${this.apps.map((a) => a.app).join(', ')}`);
    }
    return def;
  }

  /** Folder holding every published version of an app. */
  appReleaseDir(def: AppDefinition): string {
    return def.kind === 'shell' ? path.join(this.releaseDir, 'shell') : path.join(this.releaseDir, 'remotes', def.app);
  }

  versionDir(def: AppDefinition, version: string): string {
    assertVersion(version);
    return path.join(this.appReleaseDir(def), version);
  }

  /** Copies a built app into its immutable version folder and makes it live in `env`. */
  async publish(options: PublishOptions): Promise<PublishResult> {
    const def = this.appDefinition(options.app);
    assertEnvName(options.env);
    const from = path.resolve(options.from ?? path.join(this.requireRepoRoot('--from'), def.app, 'dist'));
    await this.assertBuilt(def, from);
    let version = options.version ?? (await this.packageVersion(def));
    assertVersion(version);

    const contentHash = await hashTree(from);
    let target = this.versionDir(def, version);
    let existing = await this.existingHash(target);
    if (existing !== null && existing !== contentHash) {
      if (!options.allowSuffix) {
        throw new ReleaseError(`${def.app} ${version} is already published with different content; bump the version`);
      }
      version = `${version}-build.${contentHash.slice(0, 8)}`;
      target = this.versionDir(def, version);
      existing = await this.existingHash(target);
      if (existing !== null && existing !== contentHash) {
        throw new ReleaseError(`${def.app} ${version} is already published with different content; bump the version`);
      }
    }
    const created = existing === null ? await this.installVersion(def, version, from, contentHash) : false;

    const change = await this.setLive(def, options.env, version, 'publish');
    return {
      app: def.app,
      name: def.name,
      env: options.env,
      version,
      contentHash,
      created,
      changed: change.changed,
      previousVersion: change.fromVersion,
    };
  }

  /** Makes the version live in `from` also live in `to` (the version folder is shared). */
  async promote(options: PromoteOptions): Promise<ChangeResult> {
    const def = this.appDefinition(options.app);
    assertEnvName(options.from);
    assertEnvName(options.to);
    if (options.from === options.to) throw new ReleaseError('promote needs two different environments');
    const source = await readManifest(this.releaseDir, options.from);
    const version = source ? liveVersion(source, def) : null;
    if (source === null || version === null) {
      throw new ReleaseError(`${def.app} is not live in ${options.from}; nothing to promote`);
    }
    const sourceIntegrity = def.kind === 'remote' ? (source.remotes[def.name]?.integrity ?? null) : null;
    return this.setLive(def, options.to, version, 'promote', { sourceEnv: options.from, expectIntegrity: sourceIntegrity });
  }

  /**
   * Points `env` at an earlier published version of an app: `to`, or else the version that was
   * live before the current one according to the history. Rebuilds and copies nothing.
   */
  async rollback(options: RollbackOptions): Promise<ChangeResult> {
    const def = this.appDefinition(options.app);
    assertEnvName(options.env);
    if (options.to !== undefined) {
      return this.setLive(def, options.env, options.to, 'rollback');
    }
    return this.updateManifest(options.env, async (manifest) => {
      const current = liveVersion(manifest, def);
      if (current === null) throw new ReleaseError(`${def.app} is not live in ${options.env}; nothing to roll back`);
      const stack = versionStack(await readHistory(this.releaseDir, options.env), def.app);
      if (stack[stack.length - 1] !== current) stack.push(current); // manifest edited by hand
      stack.pop();
      // Skip versions whose folder was pruned since they were live.
      let target: string | undefined;
      while ((target = stack.pop()) !== undefined) {
        if (target !== current && (await this.isPublished(def, target))) break;
      }
      if (target === undefined) {
        throw new ReleaseError(
          `nothing to roll back to: ${def.app} ${current} is the first version live in ${options.env} (use --to <version>; deploy list ${def.app} shows what is published)`,
        );
      }
      return this.applyLive(manifest, def, target, 'rollback');
    });
  }

  /** The live version of every known app in an environment. */
  async status(options: { env: string }): Promise<EnvStatus> {
    const manifest = await readManifest(this.releaseDir, options.env);
    return {
      env: options.env,
      updatedAt: manifest?.updatedAt ?? null,
      apps: this.apps.map((def) => {
        if (def.kind === 'shell') {
          const s = manifest?.shell ?? null;
          return {
            app: def.app,
            name: def.name,
            kind: def.kind,
            version: s?.version ?? null,
            url: s?.path ?? null,
            integrity: null,
            publishedAt: s?.publishedAt ?? null,
          };
        }
        const r = manifest?.remotes[def.name];
        return {
          app: def.app,
          name: def.name,
          kind: def.kind,
          version: r?.version ?? null,
          url: r?.entry ?? null,
          integrity: r?.integrity ?? null,
          publishedAt: r?.publishedAt ?? null,
        };
      }),
    };
  }

  /** Environments that have a manifest. */
  async envs(): Promise<string[]> {
    return listEnvs(this.releaseDir);
  }

  /** The change log of an environment, oldest first, optionally for one app. */
  async history(options: { env: string; app?: string }): Promise<HistoryEntry[]> {
    const entries = await readHistory(this.releaseDir, options.env);
    if (options.app === undefined) return entries;
    const def = this.appDefinition(options.app);
    return entries.filter((e) => e.app === def.app);
  }

  /** Versions of an app present under release/, newest first. */
  async list(options: { app: string }): Promise<PublishedVersion[]> {
    const def = this.appDefinition(options.app);
    const live = await this.liveVersionsByEnv(def);
    let names: string[];
    try {
      names = await fs.readdir(this.appReleaseDir(def));
    } catch (error) {
      if (isErrno(error, 'ENOENT')) return [];
      throw error;
    }
    const versions: PublishedVersion[] = [];
    for (const name of names) {
      if (name.startsWith('.') || !VERSION_PATTERN.test(name)) continue; // temporary folders
      const stat = await fs.stat(path.join(this.appReleaseDir(def), name));
      if (!stat.isDirectory()) continue;
      versions.push({
        version: name,
        publishedAt: stat.mtime.toISOString(),
        liveIn: [...live].filter(([, v]) => v === name).map(([env]) => env),
      });
    }
    return versions.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || compareVersions(b.version, a.version));
  }

  /**
   * Deletes version folders beyond the `keep` newest, except any version live in some env or
   * the one a plain rollback in some env would go to.
   */
  async prune(options: PruneOptions): Promise<PruneResult> {
    const def = this.appDefinition(options.app);
    if (!Number.isInteger(options.keep) || options.keep < 0)
      throw new ReleaseError(`--keep must be a whole number ≥ 0, got ${options.keep}`);
    const protectedVersions = new Set<string>();
    for (const env of await this.envs()) {
      const manifest = await readManifest(this.releaseDir, env);
      const current = manifest ? liveVersion(manifest, def) : null;
      if (current !== null) protectedVersions.add(current);
      const stack = versionStack(await readHistory(this.releaseDir, env), def.app);
      const previous = stack[stack.length - 2];
      if (previous !== undefined) protectedVersions.add(previous);
    }
    const versions = await this.list({ app: def.app });
    const deleted: string[] = [];
    const kept: string[] = [];
    for (const [index, { version }] of versions.entries()) {
      if (index < options.keep || protectedVersions.has(version)) {
        kept.push(version);
        continue;
      }
      deleted.push(version);
      if (options.dryRun) continue;
      // Move aside first so the server never serves a half-deleted version.
      const trash = path.join(this.appReleaseDir(def), `.trash-${version}-${randomBytes(4).toString('hex')}`);
      await fs.rename(this.versionDir(def, version), trash);
      await fs.rm(trash, { recursive: true, force: true });
    }
    return { app: def.app, deleted, kept };
  }

  // ---- internals ----

  private requireRepoRoot(alternative: string): string {
    if (this.repoRoot === undefined) throw new ReleaseError(`no repo root configured; pass ${alternative}`);
    return this.repoRoot;
  }

  private async packageVersion(def: AppDefinition): Promise<string> {
    const file = path.join(this.requireRepoRoot('--version'), def.app, 'package.json');
    let pkg: { version?: unknown };
    try {
      pkg = JSON.parse(await fs.readFile(file, 'utf8')) as { version?: unknown };
    } catch {
      throw new ReleaseError(`cannot read the version of ${def.app} from ${file}; pass --version`);
    }
    if (typeof pkg.version !== 'string') throw new ReleaseError(`${file} has no "version"; pass --version`);
    return pkg.version;
  }

  private async assertBuilt(def: AppDefinition, from: string): Promise<void> {
    const build = `build it first (npx turbo run build --filter=@casino/${def.app})`;
    if (!(await isDirectory(from))) throw new ReleaseError(`${def.app} has no build at ${from}; ${build}`);
    const required = def.kind === 'remote' ? 'mf-manifest.json' : 'index.html';
    if (!(await isFile(path.join(from, required)))) {
      throw new ReleaseError(`${def.app} build at ${from} has no ${required}; ${build}`);
    }
  }

  private async existingHash(dir: string): Promise<string | null> {
    return (await isDirectory(dir)) ? hashTree(dir) : null;
  }

  private async isPublished(def: AppDefinition, version: string): Promise<boolean> {
    const dir = this.versionDir(def, version);
    return isFile(path.join(dir, def.kind === 'remote' ? 'mf-manifest.json' : 'index.html'));
  }

  /**
   * Copies into a temporary sibling, writes the compressed siblings there, then renames: a
   * half-copied version, or one whose .br/.gz files are still being written, is never visible.
   */
  private async installVersion(def: AppDefinition, version: string, from: string, contentHash: string): Promise<boolean> {
    const parent = this.appReleaseDir(def);
    const target = path.join(parent, version);
    const temp = path.join(parent, `.tmp-${version}-${process.pid}-${randomBytes(4).toString('hex')}`);
    await fs.mkdir(parent, { recursive: true });
    try {
      await copyTree(from, temp);
      if ((await hashTree(temp)) !== contentHash) {
        throw new ReleaseError(`${from} changed while it was being copied; wait for the build to finish and publish again`);
      }
      // From the verified copy, so the siblings decode to exactly the bytes the hash covers.
      await writeCompressedSiblings(temp, await listFiles(temp));
      const now = this.now();
      await fs.utimes(temp, now, now);
      try {
        await fs.rename(temp, target);
        return true;
      } catch (error) {
        if (!isErrno(error, 'ENOTEMPTY') && !isErrno(error, 'EEXIST')) throw error;
        // Someone published the same version meanwhile: fine if it is the same content.
        if ((await hashTree(target)) !== contentHash) {
          throw new ReleaseError(`${def.app} ${version} is already published with different content; bump the version`);
        }
        return false;
      }
    } finally {
      await fs.rm(temp, { recursive: true, force: true });
    }
  }

  private async setLive(
    def: AppDefinition,
    env: string,
    version: string,
    action: HistoryAction,
    extra: { sourceEnv?: string; expectIntegrity?: string | null } = {},
  ): Promise<ChangeResult> {
    if (!(await this.isPublished(def, version))) {
      throw new ReleaseError(
        `${def.app} ${version} is not published under ${this.appReleaseDir(def)} (deploy list ${def.app} shows what is)`,
      );
    }
    return this.updateManifest(env, (manifest) => this.applyLive(manifest, def, version, action, extra));
  }

  private async applyLive(
    manifest: ReleaseManifest,
    def: AppDefinition,
    version: string,
    action: HistoryAction,
    extra: { sourceEnv?: string; expectIntegrity?: string | null } = {},
  ): Promise<{ result: ChangeResult; history: HistoryEntry | null }> {
    const at = this.now().toISOString();
    const fromVersion = liveVersion(manifest, def);
    const result: ChangeResult = {
      app: def.app,
      env: manifest.env,
      action,
      fromVersion,
      toVersion: version,
      changed: fromVersion !== version,
    };
    if (!result.changed) return { result, history: null };

    if (def.kind === 'shell') {
      manifest.shell = { version, path: `/shell/${version}/`, publishedAt: at };
    } else {
      const bytes = await fs.readFile(path.join(this.versionDir(def, version), 'mf-manifest.json'));
      const integrity = manifestIntegrity(bytes);
      if (extra.expectIntegrity && extra.expectIntegrity !== integrity) {
        throw new ReleaseError(
          `${def.app} ${version} on disk does not match the integrity recorded in ${extra.sourceEnv}; the folder was modified, publish a new version`,
        );
      }
      manifest.remotes[def.name] = {
        app: def.app,
        name: def.name,
        version,
        entry: `/remotes/${def.app}/${version}/mf-manifest.json`,
        integrity,
        publishedAt: at,
      };
    }
    const history: HistoryEntry = { at, actor: this.actor, env: manifest.env, action, app: def.app, fromVersion, toVersion: version };
    if (extra.sourceEnv !== undefined) history.sourceEnv = extra.sourceEnv;
    return { result, history };
  }

  /** Read-modify-write of one env's manifest under its lock; history appended after the write. */
  private async updateManifest<T>(
    env: string,
    change: (manifest: ReleaseManifest) => Promise<{ result: T; history: HistoryEntry | null }>,
  ): Promise<T> {
    assertEnvName(env);
    const dir = path.join(this.releaseDir, 'manifests');
    await fs.mkdir(dir, { recursive: true });
    return withFileLock(
      path.join(dir, `${env}.lock`),
      async () => {
        const manifest = (await readManifest(this.releaseDir, env)) ?? emptyManifest(env, this.now());
        const { result, history } = await change(manifest);
        if (history !== null) {
          manifest.updatedAt = history.at;
          await writeManifest(this.releaseDir, manifest);
          await appendHistory(this.releaseDir, history);
        }
        return result;
      },
      { staleMs: this.lockStaleMs, owner: this.actor },
    );
  }

  private async liveVersionsByEnv(def: AppDefinition): Promise<Map<string, string>> {
    const live = new Map<string, string>();
    for (const env of await this.envs()) {
      const manifest = await readManifest(this.releaseDir, env);
      const version = manifest ? liveVersion(manifest, def) : null;
      if (version !== null) live.set(env, version);
    }
    return live;
  }
}

function liveVersion(manifest: ReleaseManifest, def: AppDefinition): string | null {
  return def.kind === 'shell' ? (manifest.shell?.version ?? null) : (manifest.remotes[def.name]?.version ?? null);
}

/** A store on the configured release dir (RELEASE_DIR or `<repo root>/release`). */
export function openReleaseStore(overrides: ConfigOverrides = {}): ReleaseStore {
  const config = loadConfig(overrides);
  return new ReleaseStore({ releaseDir: config.releaseDir, repoRoot: config.repoRoot, actor: config.actor, apps: config.apps });
}

// Function forms of the store's methods, on the configured release dir (or the overrides given),
// for scripts that do one thing: `await publish({ app: 'mf-home', env: 'dev', allowSuffix: true })`.

type WithConfig<T> = T & ConfigOverrides;

function storeFor(options: ConfigOverrides): ReleaseStore {
  const { releaseDir, repoRoot, actor, cwd, processEnv } = options;
  return openReleaseStore({ releaseDir, repoRoot, actor, cwd, processEnv });
}

export const publish = (o: WithConfig<PublishOptions>) => storeFor(o).publish(o);
export const promote = (o: WithConfig<PromoteOptions>) => storeFor(o).promote(o);
export const rollback = (o: WithConfig<RollbackOptions>) => storeFor(o).rollback(o);
export const status = (o: WithConfig<{ env: string }>) => storeFor(o).status(o);
export const history = (o: WithConfig<{ env: string; app?: string }>) => storeFor(o).history(o);
export const list = (o: WithConfig<{ app: string }>) => storeFor(o).list(o);
export const prune = (o: WithConfig<PruneOptions>) => storeFor(o).prune(o);
