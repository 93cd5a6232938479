/** The options and results of the release store's commands (store/release-store.ts). */
import type { AppDefinition, CanaryEntry } from '@casino/release-format';
import type { GateName, GateReport } from './gates';
import type { HistoryAction } from './history';
import type { SmokeRunner } from '../smoke';

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
  /** For a canary: the share of browsers given toVersion. */
  percent?: number;
  /** A canary the change ended (a rollback or publish replaced the live version under it). */
  endedCanary?: string;
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

export interface CanaryOptions extends GateOptions {
  app: string;
  env: string;
  /** A published version of the remote, other than the live one. */
  version: string;
  /** Share of browsers (1–99) that get it. */
  percent: number;
}

export interface CanaryEndOptions extends GateOptions {
  app: string;
  env: string;
  /** In words, recorded in the history (the watcher writes the figures that made its decision). */
  reason?: string;
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
  /** A remote's canary beside the live version, or null. */
  canary: CanaryEntry | null;
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
