import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReleaseManifest } from '@casino/release-format';
import { cleanup, contractFile, fakeRepo, remoteDist, remoteManifest, shellDist, tempDir } from './testing';

const bin = path.resolve(__dirname, '..', 'bin', 'deploy.cjs');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

let repo: string;

/** Runs the real CLI (bin → tsx → cli.ts) in the fake repo, as operations would. */
function deploy(...args: string[]): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, USER: 'night-oncall' };
  delete env.RELEASE_DIR;
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd: repo, env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

const manifest = (env: string) =>
  JSON.parse(readFileSync(path.join(repo, 'release', 'manifests', `${env}.json`), 'utf8')) as ReleaseManifest;

beforeEach(() => {
  repo = tempDir('deploy-cli-');
  fakeRepo(repo, {
    'mf-games': { version: '1.0.0', dist: remoteDist('mf_games', 'one') },
    shell: { version: '0.1.0', dist: shellDist('one') },
  });
});

afterEach(() => cleanup(repo));

jest.setTimeout(30_000);

it('publishes into <repo root>/release and prints what it did', async () => {
  const run = await deploy('publish', 'mf-games', '--env', 'staging');
  expect(run).toEqual({
    code: 0,
    stdout:
      'published mf-games 1.0.0 → staging (new version folder; was not live)\n' +
      '  gates: contract not applicable, shared not applicable, integrity passed, server passed, smoke not applicable (no shell live in staging)\n',
    stderr: '',
  });
  expect(existsSync(path.join(repo, 'release/remotes/mf-games/1.0.0/mf-manifest.json'))).toBe(true);
  expect(manifest('staging').remotes.mf_games?.version).toBe('1.0.0');
});

it('fails with exit code 1 and one line, no stack trace, when the content differs', async () => {
  await deploy('publish', 'mf-games', '--env', 'dev');
  fakeRepo(repo, { 'mf-games': { version: '1.0.0', dist: remoteDist('mf_games', 'two') } });

  const run = await deploy('publish', 'mf-games', '--env', 'dev');

  expect(run.code).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr).toBe('deploy: error: mf-games 1.0.0 is already published with different content; bump the version\n');

  const suffixed = await deploy('publish', 'mf-games', '--env', 'dev', '--allow-suffix', '--json');
  expect(suffixed.code).toBe(0);
  expect(JSON.parse(suffixed.stdout)).toMatchObject({
    app: 'mf-games',
    version: expect.stringMatching(/^1\.0\.0-build\.[0-9a-f]{8}$/),
    changed: true,
  });
});

it('runs the 3 a.m. recipe: publish, publish, rollback, and records who did it', async () => {
  await deploy('publish', 'mf-games', '--env', 'production');
  fakeRepo(repo, { 'mf-games': { version: '1.1.0', dist: remoteDist('mf_games', 'two') } });
  await deploy('publish', 'mf-games', '--env', 'production');

  const run = await deploy('rollback', 'mf-games', '--env', 'production');

  expect(run).toMatchObject({ code: 0, stderr: '' });
  expect(run.stdout).toBe(
    'rolled back mf-games to 1.0.0 in production (was 1.1.0)\n' +
      '  gates: contract not applicable, shared not applicable, integrity passed, server passed, smoke not applicable (no shell live in production)\n',
  );
  expect(manifest('production').remotes.mf_games?.entry).toBe('/remotes/mf-games/1.0.0/mf-manifest.json');

  const history = await deploy('history', '--env', 'production', '--json');
  expect((JSON.parse(history.stdout) as Array<{ action: string; actor: string }>).map((e) => [e.action, e.actor])).toEqual([
    ['publish', 'night-oncall'],
    ['publish', 'night-oncall'],
    ['rollback', 'night-oncall'],
  ]);

  const again = await deploy('rollback', 'mf-games', '--env', 'production');
  expect(again.code).toBe(1);
  expect(again.stderr).toMatch(/^deploy: error: nothing to roll back to: mf-games 1\.0\.0 is the first version live in production.*\n$/);
});

it('ships a remote to 10 % first: canary, status, abort, in one line each', async () => {
  await deploy('publish', 'mf-games', '--env', 'production');
  fakeRepo(repo, { 'mf-games': { version: '1.1.0', dist: remoteDist('mf_games', 'two') } });
  await deploy('publish', 'mf-games', '--env', 'staging');

  const start = await deploy('canary', 'mf-games', '--env', 'production', '--version', '1.1.0', '--percent', '10');
  expect(start).toMatchObject({ code: 0, stderr: '' });
  expect(start.stdout).toMatch(
    /^started a canary of mf-games 1\.1\.0 for 10 % of browsers in production \(the rest stay on 1\.0\.0\)\n {2}gates: /,
  );

  const status = await deploy('canary', 'status', '--env', 'production');
  expect(status.stdout).toMatch(/^mf-games {3}1\.1\.0 to 10 % beside 1\.0\.0 since \d{4}-/);

  const abort = await deploy('canary', 'abort', 'mf-games', '--env', 'production', '--reason', 'errors up');
  expect(abort.stdout).toBe('aborted the canary of mf-games 1.1.0 in production: everyone is on 1.0.0 again\n');
  expect((await deploy('canary', 'status', '--env', 'production')).stdout).toBe('no canary in production\n');

  const history = await deploy('history', '--env', 'production');
  expect(history.stdout).toMatch(/canary-abort {3}mf-games {3}1\.1\.0 → 1\.0\.0 {2}by night-oncall {2}\(errors up\)\n$/);

  const usage = await deploy('canary', 'mf-games', '--env', 'production', '--version', '1.1.0');
  expect(usage).toMatchObject({ code: 1, stdout: '' });
  expect(usage.stderr).toMatch(/^deploy: error: a canary needs --version and --percent/);
});

it('watch --once aborts a canary whose errors Prometheus shows worse, and prints the decision', async () => {
  await deploy('publish', 'mf-games', '--env', 'production');
  fakeRepo(repo, { 'mf-games': { version: '1.1.0', dist: remoteDist('mf_games', 'two') } });
  await deploy('publish', 'mf-games', '--env', 'staging');
  await deploy('canary', 'mf-games', '--env', 'production', '--version', '1.1.0', '--percent', '10');
  // A Prometheus whose figures say the canary errs on 5 % of its views, the live version on 1 %.
  const prometheus = http.createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://x').searchParams.get('query') ?? '';
    const canary = query.includes('version="1.1.0"');
    const value = query.includes('views') ? '1000' : query.includes('errors') ? (canary ? '50' : '10') : 'NaN';
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ status: 'success', data: { resultType: 'vector', result: [{ metric: {}, value: [0, value] }] } }));
  });
  await new Promise<void>((resolve) => prometheus.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(prometheus.address() as AddressInfo).port}`;
    const run = await deploy('watch', '--env', 'production', '--prometheus', url, '--once');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(run.stdout)).toMatchObject({
      app: 'mf-games',
      canary: '1.1.0',
      live: '1.0.0',
      verdict: 'worse-errors',
      action: 'aborted',
    });
    expect(manifest('production').remotes.mf_games?.canary).toBeUndefined();
  } finally {
    await new Promise((resolve) => prometheus.close(resolve));
  }
});

it('promotes everything live in one env, and status shows it', async () => {
  // The fake repository has no shell server for the smoke to start (its remote lists ./Page to load).
  await deploy('publish', 'all', '--env', 'staging', '--no-smoke'); // fails for the unbuilt remotes
  const promote = await deploy('promote', 'all', '--from', 'staging', '--to', 'production', '--no-smoke');
  expect(promote.code).toBe(0);
  expect(promote.stdout).toContain('promoted mf-games to 1.0.0 in staging → production (was not live)');

  const status = await deploy('status', '--env', 'production', '--json');
  const apps = (JSON.parse(status.stdout) as { apps: Array<{ app: string; version: string | null }> }).apps;
  expect(apps.filter((a) => a.version !== null).map((a) => `${a.app}@${a.version}`)).toEqual(['shell@0.1.0', 'mf-games@1.0.0']);

  const text = await deploy('status', '--env', 'production');
  expect(text.stdout).toMatch(/^ {2}mf-games +1\.0\.0 +live since /m);
  expect(text.stdout).toMatch(/^ {2}mf-auth +- +not live$/m);
  expect(text.code).toBe(0);
  expect(text.stdout).not.toContain('CHANGED');

  // A file edited after publish: status says so, on stdout under the app and in one error line.
  writeFileSync(path.join(repo, 'release', 'remotes', 'mf-games', '1.0.0', 'remoteEntry.js'), 'window.stolen = document.cookie;');
  const changed = await deploy('status', '--env', 'production');
  expect(changed.stdout).toMatch(
    /^ {2}mf-games +1\.0\.0 +live since .*\n {4}FOLDER CHANGED SINCE PUBLISH \(its files are not served\): remoteEntry\.js differs from what was published$/m,
  );
  expect(changed.code).toBe(1);
  expect(changed.stderr).toBe(
    'deploy: error: mf-games 1.0.0 in production: the live folder no longer matches its integrity record (see above)\n',
  );
});

it('publish all exits non-zero and names each app that has no build', async () => {
  const run = await deploy('publish', 'all', '--env', 'dev', '--release-dir', 'elsewhere', '--no-smoke');
  expect(run.code).toBe(1);
  expect(run.stdout).toContain('published shell 0.1.0 → dev');
  expect(run.stdout).toContain('FAILED mf-home has no build at');
  expect(run.stderr).toBe('deploy: error: 4 of 6 apps not published (see above)\n');
  expect(existsSync(path.join(repo, 'elsewhere/manifests/dev.json'))).toBe(true);
});

it('rejects bad usage with a non-zero exit code', async () => {
  expect(await deploy('rollback', 'mf-games')).toMatchObject({
    code: 1,
    stderr: expect.stringContaining("required option '--env <env>' not specified"),
  });
  expect(await deploy('publish', 'mf-nope')).toMatchObject({
    code: 1,
    stderr: expect.stringMatching(/^deploy: error: unknown app "mf-nope"/),
  });
  expect(await deploy('prune', 'mf-games', '--keep', 'many')).toMatchObject({
    code: 1,
    stderr: expect.stringContaining('expected a whole number'),
  });
  expect(await deploy('frobnicate')).toMatchObject({ code: 1, stderr: expect.stringContaining("unknown command 'frobnicate'") });
});

it('keeps every entry when separate processes publish into one env at once', async () => {
  const remotes = ['mf-home', 'mf-auth', 'mf-member', 'mf-proxy'];
  fakeRepo(repo, Object.fromEntries(remotes.map((app) => [app, { version: '2.0.0', dist: remoteDist(app.replace('-', '_'), app) }])));

  const runs = await Promise.all(remotes.map((app) => deploy('publish', app, '--env', 'production')));

  expect(runs.map((r) => r.code)).toEqual([0, 0, 0, 0]);
  expect(Object.keys(manifest('production').remotes).sort()).toEqual(['mf_auth', 'mf_home', 'mf_member', 'mf_proxy']);
});

it('refuses a remote that breaks the live shell in one line, and --force takes it live loudly, into the history', async () => {
  await deploy('publish', 'shell', '--env', 'production');
  // A build whose expose was renamed: its contract record no longer has ./Page.
  const broken = remoteDist('mf_games', 'renamed');
  broken['casino-contract.json'] = contractFile('mf_games', { exposes: { './Renamed': 'page@1' } });
  broken['mf-manifest.json'] = remoteManifest('mf_games', 'renamed', ['./Renamed']);
  fakeRepo(repo, { 'mf-games': { version: '1.1.0', dist: broken } });

  const refused = await deploy('publish', 'mf-games', '--env', 'production');
  expect(refused).toEqual({
    code: 1,
    stdout: '',
    stderr:
      'deploy: error: mf-games 1.1.0 refused by the contract gate: expose ./Page missing (the production shell 0.1.0 expects ./Page)\n',
  });
  expect(manifest('production').remotes.mf_games).toBeUndefined();

  const forced = await deploy('publish', 'mf-games', '--env', 'production', '--force');
  expect(forced.code).toBe(0);
  expect(forced.stderr).toContain('deploy: WARNING: --force: the promotion gates (contract, shared, integrity, server, smoke) are SKIPPED');
  expect(forced.stdout).toContain('gates: SKIPPED (--force): contract, shared, integrity, server, smoke');
  expect(manifest('production').remotes.mf_games?.version).toBe('1.1.0');
  const history = await deploy('history', '--env', 'production', '--app', 'mf-games');
  expect(history.stdout).toMatch(/publish +mf-games +- → 1\.1\.0 +by night-oncall +FORCED \(gates skipped\)$/m);
});
