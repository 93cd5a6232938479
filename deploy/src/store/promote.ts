/** promote and `promote all`: what is live in one env becomes live in another (the folders are shared). */
import { assertEnvName, readManifest, ReleaseError, type AppDefinition, type ReleaseManifest } from '@casino/release-format';
import { appDefinition, liveVersion, type PlannedChange, type StoreContext } from './context';
import { makeLive } from './make-live';
import type { ChangeResult, GateOptions, PromoteOptions } from './types';

async function sourceManifest(ctx: StoreContext, from: string, to: string): Promise<ReleaseManifest | null> {
  assertEnvName(from);
  assertEnvName(to);
  if (from === to) throw new ReleaseError('promote needs two different environments');
  return readManifest(ctx.releaseDir, from);
}

/** The change that makes `def`'s version in `source` live elsewhere; null when it is not live there. */
function promotion(source: ReleaseManifest | null, def: AppDefinition, from: string): PlannedChange | null {
  const version = source ? liveVersion(source, def) : null;
  if (version === null) return null;
  const expectIntegrity = def.kind === 'remote' ? (source?.remotes[def.name]?.integrity ?? null) : null;
  return { def, version, action: 'promote', sourceEnv: from, expectIntegrity };
}

/** Makes the version live in `from` also live in `to` (the version folder is shared). */
export async function promote(ctx: StoreContext, options: PromoteOptions): Promise<ChangeResult> {
  const def = appDefinition(ctx, options.app);
  const change = promotion(await sourceManifest(ctx, options.from, options.to), def, options.from);
  if (change === null) throw new ReleaseError(`${def.app} is not live in ${options.from}; nothing to promote`);
  const [result] = await makeLive(ctx, options.to, async () => [change], options);
  return result!;
}

/** `promote all`: every app live in `from`, judged together by the gates of `to`. */
export async function promoteAll(ctx: StoreContext, options: GateOptions & { from: string; to: string }): Promise<ChangeResult[]> {
  const source = await sourceManifest(ctx, options.from, options.to);
  const planned = ctx.apps.map((def) => promotion(source, def, options.from)).filter((c): c is PlannedChange => c !== null);
  if (planned.length === 0) throw new ReleaseError(`nothing is live in ${options.from}; nothing to promote`);
  return makeLive(ctx, options.to, async () => planned, options);
}
