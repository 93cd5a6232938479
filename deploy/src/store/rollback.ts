/** rollback: an env goes back to an earlier published version of an app. Rebuilds and copies nothing. */
import { assertEnvName, ReleaseError, type AppDefinition, type ReleaseManifest } from '@casino/release-format';
import { appDefinition, isPublished, liveVersion, type PlannedChange, type StoreContext } from './context';
import { readHistory, versionStack } from './history';
import { makeLive } from './make-live';
import type { ChangeResult, RollbackOptions } from './types';

/**
 * Points `env` at an earlier published version of an app: `to`, or else the version that was
 * live before the current one according to the history.
 */
export async function rollback(ctx: StoreContext, options: RollbackOptions): Promise<ChangeResult> {
  const def = appDefinition(ctx, options.app);
  assertEnvName(options.env);
  const to = options.to;
  const plan =
    to !== undefined
      ? async (): Promise<PlannedChange[]> => [{ def, version: to, action: 'rollback' }]
      : async (manifest: ReleaseManifest): Promise<PlannedChange[]> => [
          { def, version: await previousVersion(ctx, options.env, def, manifest), action: 'rollback' },
        ];
  const [result] = await makeLive(ctx, options.env, plan, options);
  return result!;
}

/** Where a plain rollback goes: the version below the live one in the history, skipping pruned folders. */
async function previousVersion(ctx: StoreContext, env: string, def: AppDefinition, manifest: ReleaseManifest): Promise<string> {
  const current = liveVersion(manifest, def);
  if (current === null) throw new ReleaseError(`${def.app} is not live in ${env}; nothing to roll back`);
  const stack = versionStack(await readHistory(ctx.releaseDir, env), def.app);
  if (stack[stack.length - 1] !== current) stack.push(current); // manifest edited by hand
  stack.pop();
  // Skip versions whose folder was pruned since they were live.
  let target: string | undefined;
  while ((target = stack.pop()) !== undefined) {
    if (target !== current && (await isPublished(ctx, def, target))) break;
  }
  if (target === undefined) {
    throw new ReleaseError(
      `nothing to roll back to: ${def.app} ${current} is the first version live in ${env} (use --to <version>; deploy list ${def.app} shows what is published)`,
    );
  }
  return target;
}
