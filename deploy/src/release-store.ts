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
import {
  contractProblems,
  exposesToLoad,
  GATES,
  GateRefusal,
  integrityGateProblems,
  readContractRecord,
  serverGateProblems,
  sharedProblems,
  verdict,
  type GateName,
  type GateReport,
  type LiveApp,
} from './gates';
import { appendHistory, readHistory, versionStack, type HistoryAction, type HistoryEntry } from './history';
import { removeIntegrityRecord, readIntegrityRecord, writeIntegrityRecord } from './integrity';
import { withFileLock, DEFAULT_LOCK_STALE_MS } from './lock';
import { writeCompressedSiblings } from './precompress';
import { assertEnvName, emptyManifest, listEnvs, manifestIntegrity, readManifest, writeManifest, type ReleaseManifest } from './manifest';
import { SMOKE_PAGE, type SmokeModule, type SmokeRunner } from './smoke';

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
  /**
   * Runs the smoke gate (smoke.ts: browserSmoke). Without one the smoke gate is skipped and the
   * history says so; the CLI passes the browser runner, library callers (tests, npm start) do not.
   */
  smoke?: SmokeRunner;
}

/** How the promotion gates apply to one command (docs/deploy.md, "Promotion gates"). */
export interface GateOptions {
  /** Skip every gate; written into the history as `"forced": true, "skippedGates": [...]`. */
  force?: boolean;
  /** False skips the smoke gate only (`--no-smoke`); written into the history as skippedGates. */
  smoke?: boolean;
}

export interface PublishOptions extends GateOptions {
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
  /** What each gate said (empty when nothing changed). */
  gates: GateReport[];
  /** The gates skipped by --force or --no-smoke (or for want of a smoke runner). */
  skippedGates: GateName[];
  forced: boolean;
}

export interface ChangeResult {
  app: string;
  env: string;
  action: HistoryAction;
  fromVersion: string | null;
  toVersion: string;
  changed: boolean;
  gates: GateReport[];
  skippedGates: GateName[];
  forced: boolean;
}

export interface PromoteOptions extends GateOptions {
  app: string;
  from: string;
  to: string;
}

export interface RollbackOptions extends GateOptions {
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
  /**
   * How the live version folder differs from its integrity record (changed, missing or added
   * files; or no record at all): empty when it is as published, null when nothing is live.
   * The shell server refuses to serve a file that differs (docs/deploy.md).
   */
  folderProblems: string[] | null;
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
  private readonly smoke: SmokeRunner | undefined;

  constructor(options: ReleaseStoreOptions) {
    this.releaseDir = path.resolve(options.releaseDir);
    this.repoRoot = options.repoRoot === undefined ? undefined : path.resolve(options.repoRoot);
    this.actor = options.actor ?? 'unknown';
    this.apps = options.apps ?? KNOWN_APPS;
    this.lockStaleMs = options.lockStaleMs ?? DEFAULT_LOCK_STALE_MS;
    this.now = options.now ?? (() => new Date());
    this.smoke = options.smoke;
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
    const { version, contentHash, created } = await this.install(def, options);

    const [change] = await this.makeLive(options.env, async () => [{ def, version, action: 'publish' }], options);
    return {
      app: def.app,
      name: def.name,
      env: options.env,
      version,
      contentHash,
      created,
      changed: change!.changed,
      previousVersion: change!.fromVersion,
      gates: change!.gates,
      skippedGates: change!.skippedGates,
      forced: change!.forced,
    };
  }

  /**
   * Publishes several apps at once (`publish all`): every version folder first, then one change
   * of the env's manifest whose gates judge the apps together (a new shell and the remotes built
   * with it are checked against each other, not against what they replace). Apps without a build
   * are reported in `failures` and left out.
   */
  async publishMany(
    options: GateOptions & { apps: readonly string[]; env: string; allowSuffix?: boolean },
  ): Promise<{ results: PublishResult[]; failures: string[] }> {
    assertEnvName(options.env);
    const installed: Array<Omit<PublishResult, 'env' | 'changed' | 'previousVersion' | 'gates' | 'skippedGates' | 'forced'>> = [];
    const failures: string[] = [];
    for (const app of options.apps) {
      const def = this.appDefinition(app);
      try {
        installed.push(await this.install(def, { allowSuffix: options.allowSuffix }));
      } catch (error) {
        if (!(error instanceof ReleaseError)) throw error;
        failures.push(error.message);
      }
    }
    if (installed.length === 0) return { results: [], failures };
    const changes = await this.makeLive(
      options.env,
      async () => installed.map((i) => ({ def: this.appDefinition(i.app), version: i.version, action: 'publish' as const })),
      options,
    );
    const results = installed.map((i, index) => {
      const change = changes[index]!;
      return {
        ...i,
        env: options.env,
        changed: change.changed,
        previousVersion: change.fromVersion,
        gates: change.gates,
        skippedGates: change.skippedGates,
        forced: change.forced,
      };
    });
    return { results, failures };
  }

  /**
   * The version-folder half of publish: copies the build into its immutable folder (or finds it
   * there with the same content) and makes sure it has an integrity record.
   */
  private async install(def: AppDefinition, options: { from?: string; version?: string; allowSuffix?: boolean }) {
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
    // A folder published before integrity records gets one now: its content was just found
    // identical to this build's, so the record describes what the build made.
    if (!created && (await readIntegrityRecord(this.releaseDir, def.app, version)) === null) {
      await writeIntegrityRecord(this.releaseDir, { app: def.app, version, contentHash, recordedAt: this.now().toISOString() }, target);
    }
    return { app: def.app, name: def.name, version, contentHash, created };
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
    const [result] = await this.makeLive(
      options.to,
      async () => [{ def, version, action: 'promote', sourceEnv: options.from, expectIntegrity: sourceIntegrity }],
      options,
    );
    return result!;
  }

  /** `promote all`: every app live in `from`, judged together by the gates of `to`. */
  async promoteAll(options: GateOptions & { from: string; to: string }): Promise<ChangeResult[]> {
    assertEnvName(options.from);
    assertEnvName(options.to);
    if (options.from === options.to) throw new ReleaseError('promote needs two different environments');
    const source = await readManifest(this.releaseDir, options.from);
    const planned: PlannedChange[] = [];
    for (const def of this.apps) {
      const version = source ? liveVersion(source, def) : null;
      if (version === null) continue;
      const expectIntegrity = def.kind === 'remote' ? (source?.remotes[def.name]?.integrity ?? null) : null;
      planned.push({ def, version, action: 'promote', sourceEnv: options.from, expectIntegrity });
    }
    if (planned.length === 0) throw new ReleaseError(`nothing is live in ${options.from}; nothing to promote`);
    return this.makeLive(options.to, async () => planned, options);
  }

  /**
   * Points `env` at an earlier published version of an app: `to`, or else the version that was
   * live before the current one according to the history. Rebuilds and copies nothing.
   */
  async rollback(options: RollbackOptions): Promise<ChangeResult> {
    const def = this.appDefinition(options.app);
    assertEnvName(options.env);
    if (options.to !== undefined) {
      const to = options.to;
      const [result] = await this.makeLive(options.env, async () => [{ def, version: to, action: 'rollback' }], options);
      return result!;
    }
    const [result] = await this.makeLive(
      options.env,
      async (manifest) => {
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
        return [{ def, version: target, action: 'rollback' }];
      },
      options,
    );
    return result!;
  }

  /** The live version of every known app in an environment, and whether its folder is still as published. */
  async status(options: { env: string }): Promise<EnvStatus> {
    const manifest = await readManifest(this.releaseDir, options.env);
    const apps: AppStatus[] = [];
    for (const def of this.apps) {
      const shell = def.kind === 'shell' ? (manifest?.shell ?? null) : null;
      const remote = def.kind === 'remote' ? (manifest?.remotes[def.name] ?? null) : null;
      const version = shell?.version ?? remote?.version ?? null;
      apps.push({
        app: def.app,
        name: def.name,
        kind: def.kind,
        version,
        url: shell?.path ?? remote?.entry ?? null,
        integrity: remote?.integrity ?? null,
        publishedAt: shell?.publishedAt ?? remote?.publishedAt ?? null,
        folderProblems: version === null ? null : await this.folderProblems(def, version),
      });
    }
    return { env: options.env, updatedAt: manifest?.updatedAt ?? null, apps };
  }

  /** What differs between a version folder and its integrity record, as the integrity gate says it. */
  private async folderProblems(def: AppDefinition, version: string): Promise<string[]> {
    const dir = this.versionDir(def, version);
    if (!(await isDirectory(dir))) return [`the version folder ${path.relative(this.releaseDir, dir)} is missing`];
    return integrityGateProblems(this.releaseDir, { def, version, dir });
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
      await removeIntegrityRecord(this.releaseDir, def.app, version);
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
        await writeIntegrityRecord(this.releaseDir, { app: def.app, version, contentHash, recordedAt: now.toISOString() }, target);
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

  /** Apps live in a manifest, with their version folders: what the gates judge. */
  private liveApps(manifest: ReleaseManifest): LiveApp[] {
    const apps: LiveApp[] = [];
    for (const def of this.apps) {
      const version = liveVersion(manifest, def);
      if (version !== null) apps.push({ def, version, dir: this.versionDir(def, version) });
    }
    return apps;
  }

  /** The modules the smoke gate loads: the changed remotes' exposes, or every live remote's when the shell changes. */
  private async smokeModules(manifest: ReleaseManifest, changed: readonly PlannedChange[]): Promise<SmokeModule[]> {
    if (manifest.shell === null) return [];
    const shellChanged = changed.some((c) => c.def.kind === 'shell');
    const remotes = shellChanged
      ? this.liveApps(manifest).filter((a) => a.def.kind === 'remote')
      : changed
          .filter((c) => c.def.kind === 'remote')
          .map((c) => ({ def: c.def, version: c.version, dir: this.versionDir(c.def, c.version) }));
    const shell = this.liveApps(manifest).find((a) => a.def.kind === 'shell');
    const shellRecord = shell ? await readContractRecord(shell.dir).catch(() => null) : null;
    const modules: SmokeModule[] = [];
    for (const remote of remotes) {
      const expected = Object.keys(shellRecord?.expects[remote.def.name] ?? {});
      for (const expose of await exposesToLoad(remote.dir, expected)) {
        modules.push({ remote: remote.def.name, app: remote.def.app, version: remote.version, expose });
      }
    }
    return modules;
  }

  /** Runs the contract and shared gates of each changed app on the composition `after`. */
  private async judgeComposition(after: ReleaseManifest, changed: readonly PlannedChange[]): Promise<Map<PlannedChange, GateReport[]>> {
    const live = this.liveApps(after);
    const reports = new Map<PlannedChange, GateReport[]>();
    for (const change of changed) {
      const candidate: LiveApp = { def: change.def, version: change.version, dir: this.versionDir(change.def, change.version) };
      reports.set(change, [
        verdict(candidate, 'contract', await contractProblems(after.env, candidate, live)),
        verdict(candidate, 'shared', await sharedProblems(after.env, candidate, live)),
      ]);
    }
    return reports;
  }

  private async checkIntegrity(change: PlannedChange): Promise<GateReport> {
    const candidate: LiveApp = { def: change.def, version: change.version, dir: this.versionDir(change.def, change.version) };
    return verdict(candidate, 'integrity', await integrityGateProblems(this.releaseDir, candidate));
  }

  /** Loads the server build in Node: only a folder whose integrity passed (a changed folder is never run). */
  private async checkServer(change: PlannedChange): Promise<GateReport> {
    const candidate: LiveApp = { def: change.def, version: change.version, dir: this.versionDir(change.def, change.version) };
    return verdict(candidate, 'server', await serverGateProblems(candidate));
  }

  private async assertPublished(change: PlannedChange): Promise<void> {
    if (!(await this.isPublished(change.def, change.version))) {
      throw new ReleaseError(
        `${change.def.app} ${change.version} is not published under ${this.appReleaseDir(change.def)} (deploy list ${change.def.app} shows what is)`,
      );
    }
  }

  /**
   * Makes versions live in `env`: the one way publish, promote and rollback change a manifest.
   *
   * `plan` says what changes, from the manifest it is given; it runs once before the lock (for the
   * gates, the smoke above all, which takes seconds and must not hold the lock) and again under
   * the lock on the manifest really changed. Under the lock the integrity of any version not yet
   * checked and the contract and shared gates are judged again on what is then live, so a change
   * that landed meanwhile is judged too; if the smoke ran on a composition that is no longer the
   * one being written, the command is refused (run it again) rather than trusting a stale smoke.
   */
  private async makeLive(
    env: string,
    plan: (manifest: ReleaseManifest) => Promise<PlannedChange[]>,
    gates: GateOptions,
  ): Promise<ChangeResult[]> {
    assertEnvName(env);
    const force = gates.force === true;
    const skipped = new Set<GateName>(force ? GATES : []);
    const folderChecked = new Map<string, GateReport[]>();
    const key = (c: PlannedChange) => `${c.def.app}@${c.version}`;
    let smokeReport: GateReport | null = null;
    let smokedComposition: string | null = null;

    // Before the lock: everything slow (hashing, the browser).
    const current = (await readManifest(this.releaseDir, env)) ?? emptyManifest(env, this.now());
    const draft = structuredClone(current);
    const planned = await plan(structuredClone(current));
    for (const change of planned) await this.assertPublished(change);
    const changing = planned.filter((c) => liveVersion(current, c.def) !== c.version);
    if (!force && changing.length > 0) {
      for (const change of changing) folderChecked.set(key(change), [await this.checkIntegrity(change)]);
      for (const change of changing) await this.applyLive(draft, change);
      await this.judgeComposition(draft, changing);
      // After contract and shared (a renamed expose is the contract's to name), before the browser.
      for (const change of changing) folderChecked.get(key(change))!.push(await this.checkServer(change));
      const modules = await this.smokeModules(draft, changing);
      if (modules.length === 0) {
        smokeReport = {
          gate: 'smoke',
          status: 'not applicable',
          detail: draft.shell === null ? `no shell live in ${env}` : 'no module to load',
        };
      } else if (gates.smoke === false) {
        skipped.add('smoke');
        smokeReport = { gate: 'smoke', status: 'skipped', detail: '--no-smoke' };
      } else if (!this.smoke) {
        skipped.add('smoke');
        smokeReport = { gate: 'smoke', status: 'skipped', detail: 'no smoke runner (library call)' };
      } else {
        const failures = await this.smoke({
          releaseDir: this.releaseDir,
          repoRoot: this.requireRepoRoot('--no-smoke'),
          manifest: draft,
          modules,
        }).catch((error: unknown) => {
          // The gate could not judge (no Chromium, the shell server did not start): say so, change nothing.
          const first = changing[0]!;
          const why = error instanceof Error ? error.message : String(error);
          throw new ReleaseError(
            `${first.def.app} ${first.version}: the smoke gate could not run: ${why} (--no-smoke skips it, recorded in the history)`,
          );
        });
        // A module that did not load says more than the page it breaks: it comes first.
        const first = failures.find((failure) => failure.module) ?? failures[0];
        if (first) {
          const shell = `the ${env} shell ${draft.shell?.version ?? '?'}`;
          const shellChange = changing.find((c) => c.def.kind === 'shell');
          const more = failures.length > 1 ? `; and ${failures.length - 1} more problem(s)` : '';
          const { module } = first;
          if (!module) {
            // The page the server did not render: the shell's doing, else the page's remote's, else the change's.
            const blamed = shellChange ?? changing.find((c) => c.def.name === SMOKE_PAGE.remote) ?? changing[0]!;
            throw new GateRefusal(
              blamed.def.app,
              blamed.version,
              'smoke',
              `${first.page ?? SMOKE_PAGE.path} was not rendered on the server by ${shell}: ${first.problem}${more}`,
            );
          }
          const blamed = changing.find((c) => c.def.app === module.app) ?? shellChange ?? changing[0]!;
          const what = blamed.def.kind === 'shell' ? `${module.app} ${module.version} ${module.expose}` : module.expose;
          throw new GateRefusal(blamed.def.app, blamed.version, 'smoke', `${what} did not load in ${shell}: ${first.problem}${more}`);
        }
        smokeReport = { gate: 'smoke', status: 'passed', detail: `${modules.length} module(s) loaded` };
        smokedComposition = compositionOf(draft);
      }
    }

    const dir = path.join(this.releaseDir, 'manifests');
    await fs.mkdir(dir, { recursive: true });
    return withFileLock(
      path.join(dir, `${env}.lock`),
      async () => {
        const manifest = (await readManifest(this.releaseDir, env)) ?? emptyManifest(env, this.now());
        const changes = await plan(structuredClone(manifest));
        const changed = changes.filter((c) => liveVersion(manifest, c.def) !== c.version);
        const reports = new Map<PlannedChange, GateReport[]>();
        const prechecked = new Set(changing.map(key));
        for (const change of changed) {
          if (prechecked.has(key(change))) continue;
          // Planned differently under the lock (a concurrent change moved what a plain rollback goes to).
          await this.assertPublished(change);
          if (force) continue;
          if (this.smoke && gates.smoke !== false && manifest.shell !== null) {
            throw new ReleaseError(`${env} changed while the gates ran; nothing was changed, run the command again`);
          }
          folderChecked.set(key(change), [await this.checkIntegrity(change), await this.checkServer(change)]);
        }
        const at = this.now().toISOString();
        for (const change of changed) await this.applyLive(manifest, change, at);
        if (!force && changed.length > 0) {
          for (const [change, judged] of await this.judgeComposition(manifest, changed)) reports.set(change, judged);
          if (smokedComposition !== null && compositionOf(manifest) !== smokedComposition) {
            throw new ReleaseError(
              `${env} changed while the smoke gate ran (now ${compositionOf(manifest)}); nothing was changed, run the command again`,
            );
          }
        }
        const skippedGates = GATES.filter((gate) => skipped.has(gate));
        const results: ChangeResult[] = changes.map((change) => {
          const isChange = changed.includes(change);
          const folder = folderChecked.get(key(change)) ?? [];
          return {
            app: change.def.app,
            env,
            action: change.action,
            fromVersion: isChange ? (change.fromVersion ?? null) : change.version,
            toVersion: change.version,
            changed: isChange,
            gates: isChange ? [...(reports.get(change) ?? []), ...folder, ...(smokeReport ? [smokeReport] : [])] : [],
            skippedGates: isChange ? skippedGates : [],
            forced: isChange && force,
          };
        });
        if (changed.length > 0) {
          manifest.updatedAt = at;
          await writeManifest(this.releaseDir, manifest);
          for (const change of changed) {
            const history: HistoryEntry = {
              at,
              actor: this.actor,
              env,
              action: change.action,
              app: change.def.app,
              fromVersion: change.fromVersion ?? null,
              toVersion: change.version,
            };
            if (change.sourceEnv !== undefined) history.sourceEnv = change.sourceEnv;
            if (force) history.forced = true;
            if (skippedGates.length > 0) history.skippedGates = skippedGates;
            await appendHistory(this.releaseDir, history);
          }
        }
        return results;
      },
      { staleMs: this.lockStaleMs, owner: this.actor },
    );
  }

  /** Points `manifest` at the change's version; records in the change the version it replaces. */
  private async applyLive(manifest: ReleaseManifest, change: PlannedChange, at = this.now().toISOString()): Promise<void> {
    const { def, version } = change;
    change.fromVersion = liveVersion(manifest, def);
    if (def.kind === 'shell') {
      manifest.shell = { version, path: `/shell/${version}/`, publishedAt: at };
      return;
    }
    const bytes = await fs.readFile(path.join(this.versionDir(def, version), 'mf-manifest.json'));
    const integrity = manifestIntegrity(bytes);
    if (change.expectIntegrity && change.expectIntegrity !== integrity) {
      throw new GateRefusal(
        def.app,
        version,
        'integrity',
        `mf-manifest.json on disk does not match the integrity recorded in ${change.sourceEnv}; the folder was modified, publish a new version`,
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

/** One app going live at a version, as planned by publish, promote or rollback. */
interface PlannedChange {
  def: AppDefinition;
  version: string;
  action: HistoryAction;
  sourceEnv?: string;
  /** For promote: the mf-manifest.json integrity the version had in the source env. */
  expectIntegrity?: string | null;
  /** Set when applied: the version it replaces. */
  fromVersion?: string | null;
}

/** What is live, as one comparable string: `shell@0.1.0 mf_home@0.1.0 …`. */
function compositionOf(manifest: ReleaseManifest): string {
  const remotes = Object.values(manifest.remotes)
    .map((r) => `${r.name}@${r.version}`)
    .sort();
  return [`shell@${manifest.shell?.version ?? '-'}`, ...remotes].join(' ');
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
