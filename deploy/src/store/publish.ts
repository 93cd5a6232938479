/** publish and `publish all`: install the version folders, then make them live in one env. */
import { assertEnvName, ReleaseError } from '@casino/release-format';
import { appDefinition, type StoreContext } from './context';
import { install, type Installed } from './install';
import { makeLive } from './make-live';
import type { ChangeResult, GateOptions, PublishOptions, PublishResult } from './types';

export interface PublishManyOptions extends GateOptions {
  apps: readonly string[];
  env: string;
  allowSuffix?: boolean;
}

function publishResult(installed: Installed, env: string, change: ChangeResult): PublishResult {
  return {
    ...installed,
    env,
    changed: change.changed,
    previousVersion: change.fromVersion,
    gates: change.gates,
    skippedGates: change.skippedGates,
    forced: change.forced,
  };
}

/** Copies a built app into its immutable version folder and makes it live in `env`. */
export async function publish(ctx: StoreContext, options: PublishOptions): Promise<PublishResult> {
  const def = appDefinition(ctx, options.app);
  assertEnvName(options.env);
  const installed = await install(ctx, def, options);
  const [change] = await makeLive(ctx, options.env, async () => [{ def, version: installed.version, action: 'publish' }], options);
  return publishResult(installed, options.env, change!);
}

/**
 * Publishes several apps at once (`publish all`): every version folder first, then one change
 * of the env's manifest whose gates judge the apps together (a new shell and the remotes built
 * with it are checked against each other, not against what they replace). Apps without a build
 * are reported in `failures` and left out.
 */
export async function publishMany(
  ctx: StoreContext,
  options: PublishManyOptions,
): Promise<{ results: PublishResult[]; failures: string[] }> {
  assertEnvName(options.env);
  const installed: Installed[] = [];
  const failures: string[] = [];
  for (const app of options.apps) {
    const def = appDefinition(ctx, app);
    try {
      installed.push(await install(ctx, def, { allowSuffix: options.allowSuffix }));
    } catch (error) {
      if (!(error instanceof ReleaseError)) throw error;
      failures.push(error.message);
    }
  }
  if (installed.length === 0) return { results: [], failures };
  const plan = async () => installed.map((i) => ({ def: appDefinition(ctx, i.app), version: i.version, action: 'publish' as const }));
  const changes = await makeLive(ctx, options.env, plan, options);
  return { results: installed.map((i, index) => publishResult(i, options.env, changes[index]!)), failures };
}
