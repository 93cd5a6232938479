/**
 * The promotion gates: what must hold before a version becomes live in an environment (publish
 * --env, promote, rollback). Each refusal is one line naming the app, the version, the gate and
 * the problem. `--force` skips them all and is written into the history.
 *
 *   contract   the exposes and their props-contract ids (casino-contract.json, written by the
 *              mf-shared preset from contracts/src) match what the live consumers expect:
 *              the shell's `expects` (a remote candidate), or every live remote's `exposes` (a shell);
 *              a declared expose counts only when mf-manifest.json lists it and its files are there
 *   shared     every shared singleton a remote requires (its mf-manifest.json `shared`) is satisfied
 *              by the version the live shell provides (the shell's casino-contract.json `provides`)
 *   integrity  the version folder is byte for byte what was published (release/integrity/)
 *   server     its server build (docs/ssr.md) is there, loads in Node and, for a remote, has every
 *              module its browser container exposes (server-build.ts)
 *   smoke      a headless browser loads each exposed module through the shell, and the shell server
 *              renders a public page (smoke.ts)
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { CONTRACT_RECORD_FILE, type ContractRecord } from '@casino/contracts';
import { integrityProblems, isErrno, ReleaseError, type AppDefinition } from '@casino/release-format';
import { serverBuildProblems } from '../server-build';
import { satisfies } from '../semver-range';

export const GATES = ['contract', 'shared', 'integrity', 'server', 'smoke'] as const;
export type GateName = (typeof GATES)[number];

/** A version refused by a gate: `mf-games 1.5.0 refused by the contract gate: …`. */
export class GateRefusal extends ReleaseError {
  override name = 'GateRefusal';
  constructor(
    readonly app: string,
    readonly version: string,
    readonly gate: GateName,
    readonly problem: string,
  ) {
    super(`${app} ${version} refused by the ${gate} gate: ${problem}`);
  }
}

export interface GateReport {
  gate: GateName;
  status: 'passed' | 'not applicable' | 'skipped';
  detail?: string;
}

export { CONTRACT_RECORD_FILE, type ContractRecord };

/** One entry of a remote's mf-manifest.json `shared`. */
export interface SharedRequirement {
  name: string;
  version?: string;
  singleton?: boolean;
  requiredVersion?: string | false;
}

/** An app as it is (or would be) live in an environment. */
export interface LiveApp {
  def: AppDefinition;
  version: string;
  dir: string;
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as unknown;
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return null;
    if (error instanceof SyntaxError) throw new ReleaseError(`${file} is not valid JSON`);
    throw error;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The contract record of a version folder; null when the build has none (built before records). */
export async function readContractRecord(dir: string): Promise<ContractRecord | null> {
  const file = path.join(dir, CONTRACT_RECORD_FILE);
  const value = await readJson(file);
  if (value === null) return null;
  if (!isObject(value) || value.schema !== 1 || typeof value.name !== 'string' || !isObject(value.exposes)) {
    throw new ReleaseError(`${file} is not a contract record (schema 1 with name and exposes)`);
  }
  return {
    ...(value as unknown as ContractRecord),
    expects: isObject(value.expects) ? (value.expects as ContractRecord['expects']) : {},
    provides: isObject(value.provides) ? (value.provides as ContractRecord['provides']) : {},
  };
}

/** The shared modules a remote's build requires (its mf-manifest.json `shared`). */
export async function readSharedRequirements(dir: string): Promise<SharedRequirement[]> {
  const manifest = await readJson(path.join(dir, 'mf-manifest.json'));
  if (!isObject(manifest) || !Array.isArray(manifest.shared)) return [];
  return manifest.shared.filter((s): s is SharedRequirement => isObject(s) && typeof s.name === 'string');
}

/** What a remote's browser build ships, as the shell's federation runtime will load it. */
export interface ShippedExposes {
  /** The exposes its mf-manifest.json lists (`./GameHallPage`). */
  exposes: Set<string>;
  /** Per expose, the first file it names that is not in the folder. */
  missingFiles: Map<string, string>;
}

const assetNames = (assets: unknown): string[] => {
  if (!isObject(assets)) return [];
  return ['js', 'css'].flatMap((kind) => {
    const group = assets[kind];
    if (!isObject(group)) return [];
    return ['sync', 'async'].flatMap((when) => {
      const names = group[when];
      return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [];
    });
  });
};

const isFileInside = async (dir: string, name: string): Promise<boolean> => {
  // A name that leaves the folder is as good as missing: the runtime resolves it against the folder's URL.
  const resolved = path.resolve(dir, name);
  if (!resolved.startsWith(`${path.resolve(dir)}${path.sep}`)) return false;
  return fs.stat(resolved).then(
    (stat) => stat.isFile(),
    () => false,
  );
};

/**
 * The exposes a remote's mf-manifest.json lists and the files they name that are missing: the
 * artifact the shell loads, which the contract record (casino-contract.json) only describes.
 */
export async function shippedExposes(dir: string): Promise<ShippedExposes> {
  const manifest = await readJson(path.join(dir, 'mf-manifest.json'));
  const shipped: ShippedExposes = { exposes: new Set(), missingFiles: new Map() };
  const entries: unknown[] = isObject(manifest) && Array.isArray(manifest.exposes) ? manifest.exposes : [];
  for (const entry of entries) {
    if (!isObject(entry) || typeof entry.path !== 'string' || !entry.path.startsWith('./')) continue;
    shipped.exposes.add(entry.path);
    for (const name of assetNames(entry.assets)) {
      if (await isFileInside(dir, name)) continue;
      shipped.missingFiles.set(entry.path, name);
      break;
    }
  }
  return shipped;
}

/**
 * Where a remote's contract record and its artifact disagree: per expose the record declares that
 * the shell could not load (mf-manifest.json does not list it, or a file it names is not in the
 * folder), one phrase naming `who` (the version folder, the live mf-games 1.4.0). Empty when they agree.
 */
export async function recordMismatch(dir: string, record: ContractRecord, who: string): Promise<Map<string, string>> {
  const shipped = await shippedExposes(dir);
  const problems = new Map<string, string>();
  for (const expose of Object.keys(record.exposes)) {
    const missing = shipped.missingFiles.get(expose);
    if (!shipped.exposes.has(expose)) {
      problems.set(
        expose,
        `${who} declares ${expose} in ${CONTRACT_RECORD_FILE}, but its mf-manifest.json does not expose it (the shell loads what the manifest lists)`,
      );
    } else if (missing !== undefined) {
      problems.set(expose, `${who}: ${expose} names ${missing} in its mf-manifest.json, which is not in the folder`);
    }
  }
  return problems;
}

/**
 * The modules of a remote the smoke loads: every expose its mf-manifest.json lists, its contract
 * record declares, or the shell expects of it. Loading only what the manifest lists would pass a
 * manifest that lost an expose the shell still routes to.
 */
export async function exposesToLoad(dir: string, expectedByShell: Iterable<string>): Promise<string[]> {
  const exposes = new Set((await shippedExposes(dir)).exposes);
  const record = await readContractRecord(dir).catch(() => null); // an unreadable record is the contract gate's to refuse
  for (const expose of Object.keys(record?.exposes ?? {})) exposes.add(expose);
  for (const expose of expectedByShell) exposes.add(expose);
  return [...exposes];
}

/** How a live app is named in a refusal: "the production shell 0.4.0", "the live mf-games 1.4.0". */
function label(app: LiveApp, env: string): string {
  return app.def.kind === 'shell' ? `the ${env} shell ${app.version}` : `the live ${app.def.app} ${app.version}`;
}

const NO_RECORD = `has no ${CONTRACT_RECORD_FILE} (built before contract records); rebuild and publish it, or --force`;

/** Problems of the contract gate for `candidate` among the apps live after the change (`live`). */
export async function contractProblems(env: string, candidate: LiveApp, live: readonly LiveApp[]): Promise<string[] | null> {
  const own = await readContractRecord(candidate.dir);
  const problems: string[] = [];
  if (candidate.def.kind === 'remote') {
    // The record is judged against the artifact first: a declared expose the manifest lacks passes no contract.
    const unloadable = own ? await recordMismatch(candidate.dir, own, 'the version folder') : new Map<string, string>();
    problems.push(...unloadable.values());
    let applicable = unloadable.size > 0;
    for (const consumer of live) {
      if (consumer.def.name === candidate.def.name) continue;
      const record = await readContractRecord(consumer.dir);
      if (record === null) {
        // Remotes load no remote; only a shell without its record leaves the contract unknown.
        if (consumer.def.kind === 'shell') {
          applicable = true;
          problems.push(`${label(consumer, env)} ${NO_RECORD}`);
        }
        continue;
      }
      const expected = record.expects[candidate.def.name];
      if (!expected) continue;
      applicable = true;
      if (own === null) {
        problems.push(`the version folder ${NO_RECORD}`);
        break;
      }
      const names = Object.keys(expected).join(', ');
      for (const [expose, id] of Object.entries(expected)) {
        const actual = own.exposes[expose];
        if (unloadable.has(expose)) continue; // refused above, as the artifact's problem
        if (actual === undefined) problems.push(`expose ${expose} missing (${label(consumer, env)} expects ${names})`);
        else if (actual !== id) problems.push(`expose ${expose} implements ${actual} (${label(consumer, env)} expects ${id})`);
      }
    }
    return applicable ? problems : null;
  }
  const remotes = live.filter((app) => app.def.kind === 'remote');
  if (remotes.length === 0) return null;
  if (own === null) return [`the version folder ${NO_RECORD}`];
  for (const remote of remotes) {
    const expected = own.expects[remote.def.name];
    if (!expected) continue; // a remote this shell does not know is never loaded by it
    const record = await readContractRecord(remote.dir);
    if (record === null) {
      problems.push(`${label(remote, env)} ${NO_RECORD}`);
      continue;
    }
    const names = Object.keys(expected).join(', ');
    const unloadable = await recordMismatch(remote.dir, record, label(remote, env));
    for (const [expose, id] of Object.entries(expected)) {
      const actual = record.exposes[expose];
      const mismatch = unloadable.get(expose);
      if (mismatch !== undefined) problems.push(mismatch);
      else if (actual === undefined) problems.push(`${label(remote, env)} lacks expose ${expose} (this shell expects ${names})`);
      else if (actual !== id) problems.push(`${label(remote, env)} implements ${expose} as ${actual} (this shell expects ${id})`);
    }
  }
  return problems;
}

function unmet(requirement: SharedRequirement, provided: string | undefined): string | null {
  const range = requirement.requiredVersion;
  if (!requirement.singleton || typeof range !== 'string' || range === '') return null; // not a singleton: it brings its own copy
  if (provided === undefined) return 'not provided';
  try {
    return satisfies(provided, range) ? null : provided;
  } catch (error) {
    return `unreadable (${(error as Error).message})`;
  }
}

/** Problems of the shared gate for `candidate` among the apps live after the change. */
export async function sharedProblems(env: string, candidate: LiveApp, live: readonly LiveApp[]): Promise<string[] | null> {
  const problems: string[] = [];
  if (candidate.def.kind === 'remote') {
    const shell = live.find((app) => app.def.kind === 'shell');
    if (!shell) return null;
    const record = await readContractRecord(shell.dir);
    if (record === null) return [`${label(shell, env)} ${NO_RECORD}`];
    for (const requirement of await readSharedRequirements(candidate.dir)) {
      const provided = record.provides[requirement.name];
      const problem = unmet(requirement, provided);
      if (problem === null) continue;
      problems.push(
        provided === undefined
          ? `${requirement.name} ${String(requirement.requiredVersion)} required, ${label(shell, env)} does not provide it`
          : `${requirement.name} ${String(requirement.requiredVersion)} required, ${label(shell, env)} provides ${problem}`,
      );
    }
    return problems;
  }
  const remotes = live.filter((app) => app.def.kind === 'remote');
  if (remotes.length === 0) return null;
  const own = await readContractRecord(candidate.dir);
  if (own === null) return [`the version folder ${NO_RECORD}`];
  for (const remote of remotes) {
    for (const requirement of await readSharedRequirements(remote.dir)) {
      const provided = own.provides[requirement.name];
      const problem = unmet(requirement, provided);
      if (problem === null) continue;
      problems.push(
        `${label(remote, env)} requires ${requirement.name} ${String(requirement.requiredVersion)}, this shell ${provided === undefined ? 'does not provide it' : `provides ${problem}`}`,
      );
    }
  }
  return problems;
}

/** Problems of the integrity gate: the first files that differ from the publish-time record. */
export async function integrityGateProblems(releaseDir: string, candidate: LiveApp): Promise<string[]> {
  const problems = await integrityProblems(releaseDir, candidate.def.app, candidate.version, candidate.dir);
  if (problems === null) {
    return [
      `no integrity record at release/integrity/${candidate.def.app}/${candidate.version}.json (published before records existed); publish it again from its build to record it, or --force`,
    ];
  }
  return problems;
}

/** Problems of the server gate: the candidate's server build missing, not loading in Node, or lacking a browser expose. */
export function serverGateProblems(candidate: LiveApp): Promise<string[]> {
  return serverBuildProblems(candidate.def.kind, candidate.def.name, candidate.dir);
}

/** Throws the refusal of a gate when it found problems; else says whether it applied. */
export function verdict(candidate: LiveApp, gate: GateName, problems: string[] | null): GateReport {
  if (problems === null) return { gate, status: 'not applicable' };
  if (problems.length === 0) return { gate, status: 'passed' };
  const shown = problems.slice(0, 3).join('; ');
  const more = problems.length > 3 ? `; and ${problems.length - 3} more` : '';
  throw new GateRefusal(candidate.def.app, candidate.version, gate, `${shown}${more}`);
}
