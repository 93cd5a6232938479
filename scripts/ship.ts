/**
 * One app's pipeline, run from its package: `npm run ship -w @casino/mf-games -- --env staging`.
 *
 *   1. build that app alone (turbo --filter, cached when nothing changed)
 *   2. its unit tests (turbo --filter)
 *   3. the cross-remote e2e suites against the LIVE versions of every other app in the env: a
 *      scratch release holds copies of the env's live version folders (never their sources) with
 *      the candidate published into it, and Playwright serves that (E2E_RELEASE_DIR)
 *   4. publish into the real release and make it live in the env, through every promotion gate
 *      (contract, shared, integrity, server, smoke); a refusal stops here and nothing is live
 *
 * Options (after `--`): --env <env> (required), --release-dir <dir> (else RELEASE_DIR, else
 * <repo root>/release), --e2e <spec,spec> (spec files under e2e/, default: every suite), --no-smoke
 * (skip the smoke gate at step 4, recorded in the history), --version <v> (default: the package's),
 * --actor <name>.
 * There is no --force: a version the gates refuse is shipped only by an operator, with deploy.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { browserSmoke, loadConfig, ReleaseStore } from '@casino/deploy';
import { KNOWN_APPS, readManifest, type AppDefinition, type ReleaseManifest } from '@casino/release-format';
import { bin, repoRoot, run, turbo } from './lib';

/** The app whose package `npm run ship -w` runs in (npm sets the cwd to the workspace). */
function appOfCwd(): AppDefinition {
  const folder = path.relative(repoRoot, process.cwd()).split(path.sep)[0] ?? '';
  const def = KNOWN_APPS.find((app) => app.app === folder);
  if (!def) {
    throw new Error(
      `ship runs from an app's package (npm run ship -w @casino/<app> -- --env <env>); ${process.cwd()} is none of ${KNOWN_APPS.map((a) => a.app).join(', ')}`,
    );
  }
  return def;
}

/** The version folders live in `manifest`, copied (not linked: tests may publish into their copy). */
function copyLive(releaseDir: string, scratch: string, manifest: ReleaseManifest, also: { def: AppDefinition; version: string }): void {
  const folders: Array<{ def: AppDefinition; version: string }> = [also];
  if (manifest.shell) folders.push({ def: KNOWN_APPS.find((a) => a.kind === 'shell')!, version: manifest.shell.version });
  for (const remote of Object.values(manifest.remotes)) {
    const def = KNOWN_APPS.find((a) => a.app === remote.app);
    if (def) folders.push({ def, version: remote.version });
  }
  for (const { def, version } of folders) {
    const rel = def.kind === 'shell' ? path.join('shell', version) : path.join('remotes', def.app, version);
    if (!fs.existsSync(path.join(releaseDir, rel))) continue;
    fs.cpSync(path.join(releaseDir, rel), path.join(scratch, rel), { recursive: true });
    const record = path.join('integrity', def.app, `${version}.json`);
    if (fs.existsSync(path.join(releaseDir, record))) fs.cpSync(path.join(releaseDir, record), path.join(scratch, record));
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      env: { type: 'string' },
      'release-dir': { type: 'string' },
      e2e: { type: 'string' },
      'no-smoke': { type: 'boolean', default: false },
      actor: { type: 'string' },
      version: { type: 'string' },
    },
    strict: true,
  });
  const def = appOfCwd();
  if (!values.env) throw new Error('--env <env> is required (npm run ship -w @casino/<app> -- --env staging)');
  const env = values.env;
  const config = loadConfig({ releaseDir: values['release-dir'], actor: values.actor, cwd: repoRoot });
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, def.app, 'package.json'), 'utf8')) as { version: string };
  // CI may ship a build under its own version (1.5.0-ci.42); the default is the package's.
  if (values.version) pkg.version = values.version;
  const live = await readManifest(config.releaseDir, env);
  if (!live?.shell && def.kind === 'remote') {
    throw new Error(`no shell is live in ${env} (${config.releaseDir}): the e2e suites need the live shell; publish one first`);
  }
  console.log(`ship ${def.app} ${pkg.version} → ${env} (release ${config.releaseDir})`);

  console.log(`\n1/4 Build ${def.app} alone…`);
  await turbo(['build'], [`--filter=@casino/${def.app}`]);
  console.log(`\n2/4 Unit tests of ${def.app}…`);
  await turbo(['test'], [`--filter=@casino/${def.app}`]);

  console.log(`\n3/4 e2e against what is live in ${env}, with ${def.app} ${pkg.version} in place of ${describeLive(live, def)}…`);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `ship-${def.app}-`));
  try {
    copyLive(config.releaseDir, scratch, live ?? { schema: 1, env, updatedAt: '', shell: null, remotes: {} }, {
      def,
      version: pkg.version,
    });
    // The e2e servers serve env "e2e": the target env's manifest under that name.
    fs.mkdirSync(path.join(scratch, 'manifests'));
    if (live) fs.writeFileSync(path.join(scratch, 'manifests', 'e2e.json'), `${JSON.stringify({ ...live, env: 'e2e' }, null, 2)}\n`);
    // The gates run here too (without the browser: the e2e suites are that): a refusal stops before Playwright.
    const candidate = await new ReleaseStore({ releaseDir: scratch, repoRoot, actor: config.actor }).publish({
      app: def.app,
      env: 'e2e',
      version: pkg.version,
      smoke: false,
    });
    console.log(`  candidate ${candidate.app} ${candidate.version} in the scratch release ${scratch}`);
    const specs = (values.e2e ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    await run(
      bin('playwright'),
      ['test', '-c', 'e2e/playwright.config.ts', ...specs.map((s) => path.join('e2e', s.replace(/^e2e\//, ''))), '--reporter=line'],
      {
        E2E_RELEASE_DIR: scratch,
      },
    );
  } finally {
    // With the per-worker copies Playwright made of it (e2e/playwright.config.ts: <dir>-w<i>).
    for (const name of fs.readdirSync(path.dirname(scratch))) {
      if (name === path.basename(scratch) || name.startsWith(`${path.basename(scratch)}-w`)) {
        fs.rmSync(path.join(path.dirname(scratch), name), { recursive: true, force: true });
      }
    }
  }

  console.log(`\n4/4 Publish ${def.app} ${pkg.version} and make it live in ${env} (every gate)…`);
  const store = new ReleaseStore({ releaseDir: config.releaseDir, repoRoot, actor: config.actor, smoke: browserSmoke });
  const result = await store.publish({ app: def.app, env, version: pkg.version, smoke: !values['no-smoke'] });
  for (const gate of result.gates) console.log(`  ${gate.gate}: ${gate.status}${gate.detail ? ` (${gate.detail})` : ''}`);
  console.log(
    result.changed
      ? `shipped ${def.app} ${result.version} to ${env} (was ${result.previousVersion ?? 'not live'}); undo: npm run deploy -- rollback ${def.app} --env ${env}`
      : `${def.app} ${result.version} was already live in ${env}; nothing changed`,
  );
}

function describeLive(live: ReleaseManifest | null, def: AppDefinition): string {
  const version = def.kind === 'shell' ? live?.shell?.version : live?.remotes[def.name]?.version;
  return version ? `${version}` : 'nothing (not live yet)';
}

main().catch((error: unknown) => {
  console.error(`ship: error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
