/**
 * The promotion gates as the release store runs them on planned changes (the gates themselves,
 * what each one checks, are gates.ts): integrity and server per version folder, contract and
 * shared on a whole composition, and the smoke gate in a browser.
 */
import { ReleaseError, type ReleaseManifest } from '@casino/release-format';
import { SMOKE_PAGE, type SmokeFailure, type SmokeModule } from '../smoke';
import { candidateOf, liveApps, requireRepoRoot, type PlannedChange, type StoreContext } from './context';
import {
  contractProblems,
  exposesToLoad,
  GateRefusal,
  integrityGateProblems,
  readContractRecord,
  serverGateProblems,
  sharedProblems,
  verdict,
  type GateReport,
} from './gates';

export async function checkIntegrity(ctx: StoreContext, change: PlannedChange): Promise<GateReport> {
  const candidate = candidateOf(ctx, change.def, change.version);
  return verdict(candidate, 'integrity', await integrityGateProblems(ctx.releaseDir, candidate));
}

/** Loads the server build in Node: only a folder whose integrity passed (a changed folder is never run). */
export async function checkServer(ctx: StoreContext, change: PlannedChange): Promise<GateReport> {
  const candidate = candidateOf(ctx, change.def, change.version);
  return verdict(candidate, 'server', await serverGateProblems(candidate));
}

/** Runs the contract and shared gates of each changed app on the composition `after`. */
export async function judgeComposition(
  ctx: StoreContext,
  after: ReleaseManifest,
  changed: readonly PlannedChange[],
): Promise<Map<PlannedChange, GateReport[]>> {
  const live = liveApps(ctx, after);
  const reports = new Map<PlannedChange, GateReport[]>();
  for (const change of changed) {
    const candidate = candidateOf(ctx, change.def, change.version);
    reports.set(change, [
      verdict(candidate, 'contract', await contractProblems(after.env, candidate, live)),
      verdict(candidate, 'shared', await sharedProblems(after.env, candidate, live)),
    ]);
  }
  return reports;
}

/** The modules the smoke gate loads: the changed remotes' exposes, or every live remote's when the shell changes. */
export async function smokeModules(
  ctx: StoreContext,
  manifest: ReleaseManifest,
  changed: readonly PlannedChange[],
): Promise<SmokeModule[]> {
  if (manifest.shell === null) return [];
  const live = liveApps(ctx, manifest);
  const shellChanged = changed.some((c) => c.def.kind === 'shell');
  const remotes = shellChanged
    ? live.filter((a) => a.def.kind === 'remote')
    : changed.filter((c) => c.def.kind === 'remote').map((c) => candidateOf(ctx, c.def, c.version));
  const shell = live.find((a) => a.def.kind === 'shell');
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

/**
 * Loads `modules` in the composition `draft` with the store's smoke runner; refuses the change
 * (GateRefusal) naming the app to blame for the first failure, or says why the gate could not judge.
 */
export async function runSmoke(
  ctx: StoreContext,
  env: string,
  draft: ReleaseManifest,
  changing: readonly PlannedChange[],
  modules: SmokeModule[],
): Promise<GateReport> {
  const failures = await ctx.smoke!({
    releaseDir: ctx.releaseDir,
    repoRoot: requireRepoRoot(ctx, '--no-smoke'),
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
  if (first) throw smokeRefusal(env, draft, changing, first, failures.length);
  return { gate: 'smoke', status: 'passed', detail: `${modules.length} module(s) loaded` };
}

function smokeRefusal(
  env: string,
  draft: ReleaseManifest,
  changing: readonly PlannedChange[],
  first: SmokeFailure,
  count: number,
): GateRefusal {
  const shell = `the ${env} shell ${draft.shell?.version ?? '?'}`;
  const shellChange = changing.find((c) => c.def.kind === 'shell');
  const more = count > 1 ? `; and ${count - 1} more problem(s)` : '';
  const { module } = first;
  if (!module) {
    // The page the server did not render: the shell's doing, else the page's remote's, else the change's.
    const blamed = shellChange ?? changing.find((c) => c.def.name === SMOKE_PAGE.remote) ?? changing[0]!;
    return new GateRefusal(
      blamed.def.app,
      blamed.version,
      'smoke',
      `${first.page ?? SMOKE_PAGE.path} was not rendered on the server by ${shell}: ${first.problem}${more}`,
    );
  }
  const blamed = changing.find((c) => c.def.app === module.app) ?? shellChange ?? changing[0]!;
  const what = blamed.def.kind === 'shell' ? `${module.app} ${module.version} ${module.expose}` : module.expose;
  return new GateRefusal(blamed.def.app, blamed.version, 'smoke', `${what} did not load in ${shell}: ${first.problem}${more}`);
}
