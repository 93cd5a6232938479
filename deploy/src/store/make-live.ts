/**
 * Makes versions live in an environment: the one way publish, promote, rollback and a canary's
 * start and promotion change a manifest (a canary's abort only removes it: canary.ts).
 *
 * `plan` says what changes, from the manifest it is given; it runs once before the lock (for the
 * gates, the smoke above all, which takes seconds and must not hold the lock) and again under
 * the lock on the manifest really changed. Under the lock the integrity of any version not yet
 * checked and the contract and shared gates are judged again on what is then live, so a change
 * that landed meanwhile is judged too; if the smoke ran on a composition that is no longer the
 * one being written, the command is refused (run it again) rather than trusting a stale smoke.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  assertEnvName,
  manifestIntegrity,
  ReleaseError,
  manifestsDir,
  readManifest,
  remoteEntryUrl,
  shellUrl,
  versionDir,
  type ReleaseManifest,
} from '@casino/release-format';
import { assertPublished, compositionOf, isInPlace, liveVersion, type PlannedChange, type StoreContext } from './context';
import { checkIntegrity, checkServer, judgeComposition, runSmoke, smokeModules } from './gate-checks';
import { GATES, GateRefusal, type GateName, type GateReport } from './gates';
import { appendHistory, type HistoryEntry } from './history';
import { withFileLock } from './lock';
import { emptyManifest, writeManifest } from './manifest';
import type { ChangeResult, GateOptions } from './types';

export type Plan = (manifest: ReleaseManifest) => Promise<PlannedChange[]>;

/** What the gates said before the lock, carried into the write under it. */
interface PreCheck {
  force: boolean;
  gates: GateOptions;
  skipped: Set<GateName>;
  /** Per `app@version`: the integrity and server gates' reports. */
  folderChecked: Map<string, GateReport[]>;
  /** The changes judged before the lock. */
  changing: PlannedChange[];
  smokeReport: GateReport | null;
  /** The composition the smoke passed on; null when it did not run. */
  smokedComposition: string | null;
}

const key = (c: PlannedChange) => `${c.def.app}@${c.version}`;

const readOrEmpty = async (ctx: StoreContext, env: string) => (await readManifest(ctx.releaseDir, env)) ?? emptyManifest(env, ctx.now());

export async function makeLive(ctx: StoreContext, env: string, plan: Plan, gates: GateOptions): Promise<ChangeResult[]> {
  assertEnvName(env);
  const pre = await checkBeforeLock(ctx, env, plan, gates);
  return withEnvLock(ctx, env, () => commitUnderLock(ctx, env, plan, pre));
}

/** Runs `fn` holding the environment's manifest lock (`manifests/<env>.lock`): every manifest change does. */
export async function withEnvLock<T>(ctx: StoreContext, env: string, fn: () => Promise<T>): Promise<T> {
  const dir = manifestsDir(ctx.releaseDir);
  await fs.mkdir(dir, { recursive: true });
  return withFileLock(path.join(dir, `${env}.lock`), fn, { staleMs: ctx.lockStaleMs, owner: ctx.actor });
}

/** Before the lock: everything slow (hashing, the browser). */
async function checkBeforeLock(ctx: StoreContext, env: string, plan: Plan, gates: GateOptions): Promise<PreCheck> {
  const force = gates.force === true;
  const current = await readOrEmpty(ctx, env);
  const draft = structuredClone(current);
  const planned = await plan(structuredClone(current));
  for (const change of planned) await assertPublished(ctx, change);
  const changing = planned.filter((c) => !isInPlace(current, c));
  const pre: PreCheck = {
    force,
    gates,
    skipped: new Set<GateName>(force ? GATES : []),
    folderChecked: new Map(),
    changing,
    smokeReport: null,
    smokedComposition: null,
  };
  if (force || changing.length === 0) return pre;
  for (const change of changing) pre.folderChecked.set(key(change), [await checkIntegrity(ctx, change)]);
  for (const change of changing) await applyLive(ctx, draft, change);
  await judgeComposition(ctx, draft, changing);
  // After contract and shared (a renamed expose is the contract's to name), before the browser.
  for (const change of changing) pre.folderChecked.get(key(change))!.push(await checkServer(ctx, change));
  await smokeGate(ctx, env, draft, pre);
  return pre;
}

/** Runs (or records why it skips) the smoke gate on the composition `draft`. */
async function smokeGate(ctx: StoreContext, env: string, draft: ReleaseManifest, pre: PreCheck): Promise<void> {
  const modules = await smokeModules(ctx, draft, pre.changing);
  if (modules.length === 0) {
    const detail = draft.shell === null ? `no shell live in ${env}` : 'no module to load';
    pre.smokeReport = { gate: 'smoke', status: 'not applicable', detail };
  } else if (pre.gates.smoke === false) {
    pre.skipped.add('smoke');
    pre.smokeReport = { gate: 'smoke', status: 'skipped', detail: '--no-smoke' };
  } else if (!ctx.smoke) {
    pre.skipped.add('smoke');
    pre.smokeReport = { gate: 'smoke', status: 'skipped', detail: 'no smoke runner (library call)' };
  } else {
    pre.smokeReport = await runSmoke(ctx, env, draft, pre.changing, modules);
    pre.smokedComposition = compositionOf(draft);
  }
}

/** Under the lock: plan again on the manifest as it is now, judge what was not judged, write. */
async function commitUnderLock(ctx: StoreContext, env: string, plan: Plan, pre: PreCheck): Promise<ChangeResult[]> {
  const manifest = await readOrEmpty(ctx, env);
  const changes = await plan(structuredClone(manifest));
  const changed = changes.filter((c) => !isInPlace(manifest, c));
  await checkReplanned(ctx, env, manifest, changed, pre);
  const at = ctx.now().toISOString();
  // What the gates judge: every change as live (a canary in its live version's place, as its players get it).
  const judged = structuredClone(manifest);
  for (const change of changed) await applyLive(ctx, judged, change, at);
  const reports = new Map<PlannedChange, GateReport[]>();
  if (!pre.force && changed.length > 0) {
    for (const [change, report] of await judgeComposition(ctx, judged, changed)) reports.set(change, report);
    if (pre.smokedComposition !== null && compositionOf(judged) !== pre.smokedComposition) {
      throw new ReleaseError(
        `${env} changed while the smoke gate ran (now ${compositionOf(judged)}); nothing was changed, run the command again`,
      );
    }
  }
  for (const change of changed) writeChange(manifest, judged, change, at);
  const skippedGates = GATES.filter((gate) => pre.skipped.has(gate));
  const results = changes.map((change) => changeResult(env, change, changed.includes(change), reports, pre, skippedGates));
  if (changed.length > 0) {
    manifest.updatedAt = at;
    await writeManifest(ctx.releaseDir, manifest);
    for (const change of changed) await appendHistory(ctx.releaseDir, historyEntry(ctx, env, change, at, pre.force, skippedGates));
  }
  return results;
}

/** The changes planned differently under the lock (a concurrent change moved what a plain rollback goes to). */
async function checkReplanned(
  ctx: StoreContext,
  env: string,
  manifest: ReleaseManifest,
  changed: readonly PlannedChange[],
  pre: PreCheck,
): Promise<void> {
  const prechecked = new Set(pre.changing.map(key));
  for (const change of changed) {
    if (prechecked.has(key(change))) continue;
    await assertPublished(ctx, change);
    if (pre.force) continue;
    if (ctx.smoke && pre.gates.smoke !== false && manifest.shell !== null) {
      throw new ReleaseError(`${env} changed while the gates ran; nothing was changed, run the command again`);
    }
    pre.folderChecked.set(key(change), [await checkIntegrity(ctx, change), await checkServer(ctx, change)]);
  }
}

function changeResult(
  env: string,
  change: PlannedChange,
  isChange: boolean,
  reports: Map<PlannedChange, GateReport[]>,
  pre: PreCheck,
  skippedGates: GateName[],
): ChangeResult {
  const folder = pre.folderChecked.get(key(change)) ?? [];
  return {
    app: change.def.app,
    env,
    action: change.action,
    fromVersion: isChange ? (change.fromVersion ?? null) : change.version,
    toVersion: change.version,
    ...(change.canaryPercent !== undefined ? { percent: change.canaryPercent } : {}),
    ...(isChange && change.endedCanary !== undefined ? { endedCanary: change.endedCanary } : {}),
    changed: isChange,
    gates: isChange ? [...(reports.get(change) ?? []), ...folder, ...(pre.smokeReport ? [pre.smokeReport] : [])] : [],
    skippedGates: isChange ? skippedGates : [],
    forced: isChange && pre.force,
  };
}

function historyEntry(
  ctx: StoreContext,
  env: string,
  change: PlannedChange,
  at: string,
  force: boolean,
  skippedGates: GateName[],
): HistoryEntry {
  const entry: HistoryEntry = {
    at,
    actor: ctx.actor,
    env,
    action: change.action,
    app: change.def.app,
    fromVersion: change.fromVersion ?? null,
    toVersion: change.version,
  };
  if (change.sourceEnv !== undefined) entry.sourceEnv = change.sourceEnv;
  if (change.canaryPercent !== undefined) entry.percent = change.canaryPercent;
  if (change.endedCanary !== undefined) entry.endedCanary = change.endedCanary;
  if (change.reason !== undefined) entry.reason = change.reason;
  if (force) entry.forced = true;
  if (skippedGates.length > 0) entry.skippedGates = skippedGates;
  return entry;
}

/** Points `manifest` at the change's version; records in the change the version it replaces. */
async function applyLive(ctx: StoreContext, manifest: ReleaseManifest, change: PlannedChange, at = ctx.now().toISOString()): Promise<void> {
  const { def, version } = change;
  change.fromVersion = liveVersion(manifest, def);
  if (def.kind === 'shell') {
    manifest.shell = { version, path: shellUrl(version), publishedAt: at };
    return;
  }
  const bytes = await fs.readFile(path.join(versionDir(ctx.releaseDir, def, version), 'mf-manifest.json'));
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
    entry: remoteEntryUrl(def.app, version),
    integrity,
    publishedAt: at,
  };
}

/**
 * Writes a change judged in `judged` into the manifest: a live version replaces the entry (and so
 * ends a canary standing beside the old one); a canary goes beside the live entry, which stays.
 */
function writeChange(manifest: ReleaseManifest, judged: ReleaseManifest, change: PlannedChange, at: string): void {
  const { def } = change;
  if (def.kind === 'shell') {
    manifest.shell = judged.shell;
    return;
  }
  const next = judged.remotes[def.name]!;
  const live = manifest.remotes[def.name];
  if (change.canaryPercent === undefined) {
    // Promoting the canary is its happy end, not one to report.
    if (live?.canary !== undefined && live.canary.version !== next.version) change.endedCanary = live.canary.version;
    manifest.remotes[def.name] = next;
    return;
  }
  if (live === undefined) throw new ReleaseError(`${def.app} is not live in ${manifest.env}; a canary needs a live version beside it`);
  const startedAt = live.canary?.version === next.version ? live.canary.startedAt : at;
  live.canary = { version: next.version, entry: next.entry, integrity: next.integrity, percent: change.canaryPercent, startedAt };
}
