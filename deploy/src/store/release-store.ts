/**
 * The release store: immutable version folders under release/, and one manifest per
 * environment that says which version of each app is live there (the layout and the manifest
 * format are @casino/release-format's). Version folders are shared by every environment; promoting or
 * rolling back only rewrites a manifest, so nothing is rebuilt or copied.
 *
 * This class is the store's front door; each command lives in its own room under store/:
 * install.ts (version folders), make-live.ts (the one way a manifest changes, under lock.ts,
 * judged by gate-checks.ts and gates.ts, logged by history.ts), publish.ts, promote.ts,
 * rollback.ts, canary.ts (a second version of one remote for a share of browsers), status.ts
 * (status, history, list) and prune.ts.
 */
import path from 'node:path';
import { appReleaseDir, KNOWN_APPS, versionDir, type AppDefinition } from '@casino/release-format';
import { loadConfig, type ConfigOverrides } from '../config';
import { abortCanary, canaryStatus, promoteCanary, startCanary, type CanaryStatus } from './canary';
import { appDefinition, type StoreContext } from './context';
import type { HistoryEntry } from './history';
import { DEFAULT_LOCK_STALE_MS } from './lock';
import { promote, promoteAll } from './promote';
import { prune } from './prune';
import { publish, publishMany, type PublishManyOptions } from './publish';
import { rollback } from './rollback';
import { envs, history, list, status } from './status';
import type {
  CanaryEndOptions,
  CanaryOptions,
  ChangeResult,
  EnvStatus,
  GateOptions,
  PromoteOptions,
  PruneOptions,
  PruneResult,
  PublishedVersion,
  PublishOptions,
  PublishResult,
  ReleaseStoreOptions,
  RollbackOptions,
} from './types';

export class ReleaseStore {
  readonly releaseDir: string;
  readonly repoRoot: string | undefined;
  readonly actor: string;
  readonly apps: readonly AppDefinition[];
  private readonly ctx: StoreContext;

  constructor(options: ReleaseStoreOptions) {
    this.releaseDir = path.resolve(options.releaseDir);
    this.repoRoot = options.repoRoot === undefined ? undefined : path.resolve(options.repoRoot);
    this.actor = options.actor ?? 'unknown';
    this.apps = options.apps ?? KNOWN_APPS;
    this.ctx = {
      releaseDir: this.releaseDir,
      repoRoot: this.repoRoot,
      actor: this.actor,
      apps: this.apps,
      lockStaleMs: options.lockStaleMs ?? DEFAULT_LOCK_STALE_MS,
      now: options.now ?? (() => new Date()),
      smoke: options.smoke,
    };
  }

  /** The definition of an app by package folder (`mf-home`) or federation name (`mf_home`). */
  appDefinition(app: string): AppDefinition {
    return appDefinition(this.ctx, app);
  }

  /** Folder holding every published version of an app. */
  appReleaseDir(def: AppDefinition): string {
    return appReleaseDir(this.releaseDir, def);
  }

  versionDir(def: AppDefinition, version: string): string {
    return versionDir(this.releaseDir, def, version);
  }

  publish(options: PublishOptions): Promise<PublishResult> {
    return publish(this.ctx, options);
  }

  publishMany(options: PublishManyOptions): Promise<{ results: PublishResult[]; failures: string[] }> {
    return publishMany(this.ctx, options);
  }

  promote(options: PromoteOptions): Promise<ChangeResult> {
    return promote(this.ctx, options);
  }

  promoteAll(options: GateOptions & { from: string; to: string }): Promise<ChangeResult[]> {
    return promoteAll(this.ctx, options);
  }

  rollback(options: RollbackOptions): Promise<ChangeResult> {
    return rollback(this.ctx, options);
  }

  canary(options: CanaryOptions): Promise<ChangeResult> {
    return startCanary(this.ctx, options);
  }

  canaryPromote(options: CanaryEndOptions): Promise<ChangeResult> {
    return promoteCanary(this.ctx, options);
  }

  canaryAbort(options: CanaryEndOptions): Promise<ChangeResult> {
    return abortCanary(this.ctx, options);
  }

  canaryStatus(options: { env: string }): Promise<CanaryStatus[]> {
    return canaryStatus(this.ctx, options);
  }

  status(options: { env: string }): Promise<EnvStatus> {
    return status(this.ctx, options);
  }

  envs(): Promise<string[]> {
    return envs(this.ctx);
  }

  history(options: { env: string; app?: string }): Promise<HistoryEntry[]> {
    return history(this.ctx, options);
  }

  list(options: { app: string }): Promise<PublishedVersion[]> {
    return list(this.ctx, options);
  }

  prune(options: PruneOptions): Promise<PruneResult> {
    return prune(this.ctx, options);
  }
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

export const publishRelease = (o: WithConfig<PublishOptions>) => storeFor(o).publish(o);
export const promoteRelease = (o: WithConfig<PromoteOptions>) => storeFor(o).promote(o);
export const rollbackRelease = (o: WithConfig<RollbackOptions>) => storeFor(o).rollback(o);
export const releaseStatus = (o: WithConfig<{ env: string }>) => storeFor(o).status(o);
export const releaseHistory = (o: WithConfig<{ env: string; app?: string }>) => storeFor(o).history(o);
export const listRelease = (o: WithConfig<{ app: string }>) => storeFor(o).list(o);
export const pruneRelease = (o: WithConfig<PruneOptions>) => storeFor(o).prune(o);
