/**
 * What every room of the release store works with: the store's settings (StoreContext), the
 * change a command plans (PlannedChange), and small questions about a manifest and the release.
 */
import { appReleaseDir, publishedMarker, ReleaseError, versionDir, type AppDefinition, type ReleaseManifest } from '@casino/release-format';
import path from 'node:path';
import type { SmokeRunner } from '../smoke';
import { isFile } from './content-tree';
import type { LiveApp } from './gates';
import type { HistoryAction } from './history';

export interface StoreContext {
  readonly releaseDir: string;
  readonly repoRoot: string | undefined;
  readonly actor: string;
  readonly apps: readonly AppDefinition[];
  readonly lockStaleMs: number;
  readonly now: () => Date;
  readonly smoke: SmokeRunner | undefined;
}

/** One app going live at a version, as planned by publish, promote or rollback. */
export interface PlannedChange {
  def: AppDefinition;
  version: string;
  action: HistoryAction;
  sourceEnv?: string;
  /** For promote: the mf-manifest.json integrity the version had in the source env. */
  expectIntegrity?: string | null;
  /** Set when applied: the version it replaces. */
  fromVersion?: string | null;
  /**
   * Present when the change starts (or re-weights) a canary: the version goes beside the live one,
   * served to this share of browsers (1–99), instead of replacing it. The gates judge the composition
   * the canary's players get: the live manifest with this version in the live one's place.
   */
  canaryPercent?: number;
  /** Set when applied: a canary of this remote that the change ended (a rollback or publish over it). */
  endedCanary?: string;
  /** Why, in words, for the history (a canary's promotion by the watcher carries its figures). */
  reason?: string;
}

/** The definition of an app by package folder (`mf-home`) or federation name (`mf_home`). */
export function appDefinition(ctx: StoreContext, app: string): AppDefinition {
  const def = ctx.apps.find((a) => a.app === app || a.name === app);
  if (!def) {
    throw new ReleaseError(`unknown app "${app}"; known apps: ${ctx.apps.map((a) => a.app).join(', ')}`);
  }
  return def;
}

export function requireRepoRoot(ctx: StoreContext, alternative: string): string {
  if (ctx.repoRoot === undefined) throw new ReleaseError(`no repo root configured; pass ${alternative}`);
  return ctx.repoRoot;
}

export function liveVersion(manifest: ReleaseManifest, def: AppDefinition): string | null {
  return def.kind === 'shell' ? (manifest.shell?.version ?? null) : (manifest.remotes[def.name]?.version ?? null);
}

/** Whether the manifest already says what the change would write (nothing to do). */
export function isInPlace(manifest: ReleaseManifest, change: PlannedChange): boolean {
  if (change.canaryPercent === undefined) return liveVersion(manifest, change.def) === change.version;
  const canary = manifest.remotes[change.def.name]?.canary;
  return canary?.version === change.version && canary.percent === change.canaryPercent;
}

/** An app at a version with its folder: what the gates judge. */
export function candidateOf(ctx: StoreContext, def: AppDefinition, version: string): LiveApp {
  return { def, version, dir: versionDir(ctx.releaseDir, def, version) };
}

/** Apps live in a manifest, with their version folders. */
export function liveApps(ctx: StoreContext, manifest: ReleaseManifest): LiveApp[] {
  const apps: LiveApp[] = [];
  for (const def of ctx.apps) {
    const version = liveVersion(manifest, def);
    if (version !== null) apps.push(candidateOf(ctx, def, version));
  }
  return apps;
}

/** What is live, as one comparable string: `shell@0.1.0 mf_home@0.1.0 …`. */
export function compositionOf(manifest: ReleaseManifest): string {
  const remotes = Object.values(manifest.remotes)
    .map((r) => `${r.name}@${r.version}`)
    .sort();
  return [`shell@${manifest.shell?.version ?? '-'}`, ...remotes].join(' ');
}

export function isPublished(ctx: StoreContext, def: AppDefinition, version: string): Promise<boolean> {
  return isFile(path.join(versionDir(ctx.releaseDir, def, version), publishedMarker(def)));
}

export async function assertPublished(ctx: StoreContext, change: PlannedChange): Promise<void> {
  if (!(await isPublished(ctx, change.def, change.version))) {
    throw new ReleaseError(
      `${change.def.app} ${change.version} is not published under ${appReleaseDir(ctx.releaseDir, change.def)} (deploy list ${change.def.app} shows what is)`,
    );
  }
}
