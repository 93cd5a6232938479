/**
 * Canary releases of one remote (docs/deploy.md, "Canary"): a published version served beside the
 * live one to a sticky share of browsers, then promoted to everyone or aborted.
 *
 * Starting and promoting go through make-live.ts, so the promotion gates judge the canary before
 * any player gets it (the composition its players run: the live manifest with the canary in the
 * live version's place). Aborting only removes the canary under the lock: it is the way back at
 * 3 a.m. and must not wait for a browser or be refused by a gate.
 */
import { assertEnvName, readManifest, ReleaseError, type CanaryEntry, type ReleaseManifest } from '@casino/release-format';
import { appDefinition, type PlannedChange, type StoreContext } from './context';
import { appendHistory, type HistoryEntry } from './history';
import { makeLive, withEnvLock } from './make-live';
import { writeManifest } from './manifest';
import type { CanaryEndOptions, CanaryOptions, ChangeResult } from './types';

/** 1–99: at 0 nobody would get it, at 100 it is a promotion (use `canary promote`). */
export function assertCanaryPercent(percent: number): void {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new ReleaseError(`--percent must be a whole number from 1 to 99 (got ${percent}); at 100 use "canary promote"`);
  }
}

function remoteDefinition(ctx: StoreContext, app: string) {
  const def = appDefinition(ctx, app);
  if (def.kind !== 'remote') throw new ReleaseError(`${def.app} is not a remote: a canary is per remote (the shell goes live whole)`);
  return def;
}

/** Serves `version` of a remote to `percent` % of browsers in `env`, beside the live version. */
export async function startCanary(ctx: StoreContext, options: CanaryOptions): Promise<ChangeResult> {
  const def = remoteDefinition(ctx, options.app);
  assertEnvName(options.env);
  assertCanaryPercent(options.percent);
  const plan = async (manifest: ReleaseManifest): Promise<PlannedChange[]> => {
    const live = manifest.remotes[def.name];
    if (live === undefined) throw new ReleaseError(`${def.app} is not live in ${options.env}; publish it before a canary`);
    if (live.version === options.version)
      throw new ReleaseError(`${def.app} ${options.version} is already the live version in ${options.env}`);
    return [{ def, version: options.version, action: 'canary', canaryPercent: options.percent }];
  };
  const [result] = await makeLive(ctx, options.env, plan, options);
  return result!;
}

/** The canary becomes the live version for everyone (the gates judge it again on what is live now). */
export async function promoteCanary(ctx: StoreContext, options: CanaryEndOptions): Promise<ChangeResult> {
  const def = remoteDefinition(ctx, options.app);
  assertEnvName(options.env);
  const plan = async (manifest: ReleaseManifest): Promise<PlannedChange[]> => {
    const canary = manifest.remotes[def.name]?.canary;
    if (canary === undefined) throw new ReleaseError(`${def.app} has no canary in ${options.env}; nothing to promote`);
    return [
      { def, version: canary.version, action: 'canary-promote', ...(options.reason !== undefined ? { reason: options.reason } : {}) },
    ];
  };
  const [result] = await makeLive(ctx, options.env, plan, options);
  return result!;
}

/** Everyone back on the live version (at their next navigation); no gate, nothing to judge. */
export async function abortCanary(ctx: StoreContext, options: CanaryEndOptions): Promise<ChangeResult> {
  const def = remoteDefinition(ctx, options.app);
  assertEnvName(options.env);
  return withEnvLock(ctx, options.env, async () => {
    const manifest = await readManifest(ctx.releaseDir, options.env);
    const live = manifest?.remotes[def.name];
    const canary = live?.canary;
    if (manifest === null || live === undefined || canary === undefined) {
      throw new ReleaseError(`${def.app} has no canary in ${options.env}; nothing to abort`);
    }
    delete live.canary;
    const at = ctx.now().toISOString();
    manifest.updatedAt = at;
    await writeManifest(ctx.releaseDir, manifest);
    const entry: HistoryEntry = {
      at,
      actor: ctx.actor,
      env: options.env,
      action: 'canary-abort',
      app: def.app,
      fromVersion: canary.version,
      toVersion: live.version,
    };
    if (options.reason !== undefined) entry.reason = options.reason;
    await appendHistory(ctx.releaseDir, entry);
    return {
      app: def.app,
      env: options.env,
      action: 'canary-abort',
      fromVersion: canary.version,
      toVersion: live.version,
      changed: true,
      gates: [],
      skippedGates: [],
      forced: false,
    };
  });
}

export interface CanaryStatus {
  app: string;
  name: string;
  live: string;
  canary: CanaryEntry;
}

/** The canaries running in an environment. */
export async function canaryStatus(ctx: StoreContext, options: { env: string }): Promise<CanaryStatus[]> {
  assertEnvName(options.env);
  const manifest = await readManifest(ctx.releaseDir, options.env);
  if (manifest === null) return [];
  return Object.values(manifest.remotes).flatMap((remote) =>
    remote.canary ? [{ app: remote.app, name: remote.name, live: remote.version, canary: remote.canary }] : [],
  );
}
