import path from 'node:path';
import { findRepoRoot, loadConfig, smokeSettings } from './config';
import { ConfigError } from './errors';
import { cleanup, tempDir, writeFiles } from './testing';

let root: string;
beforeEach(() => {
  root = tempDir('deploy-config-');
  writeFiles(root, { 'package.json': '{"workspaces":["a"]}', 'a/package.json': '{"name":"a"}', 'a/src/x.ts': '' });
});
afterEach(() => cleanup(root));

it('finds the repo root by walking up to the package.json with workspaces', () => {
  expect(findRepoRoot(path.join(root, 'a', 'src'))).toBe(root);
});

it('defaults the release dir to <repo root>/release, then RELEASE_DIR, then the flag', () => {
  const cwd = path.join(root, 'a');
  expect(loadConfig({ cwd, processEnv: { USER: 'bob' } })).toMatchObject({
    repoRoot: root,
    releaseDir: path.join(root, 'release'),
    actor: 'bob',
  });
  expect(loadConfig({ cwd, processEnv: { RELEASE_DIR: '/srv/release' } }).releaseDir).toBe('/srv/release');
  expect(loadConfig({ cwd, processEnv: { RELEASE_DIR: '/srv/release' }, releaseDir: 'rel', actor: 'eve' })).toMatchObject({
    releaseDir: path.join(cwd, 'rel'),
    actor: 'eve',
  });
});

it('lists every problem at once', () => {
  writeFiles(root, { 'not-a-dir': 'x' });
  const outside = tempDir('deploy-outside-');
  try {
    let error: unknown;
    try {
      loadConfig({ cwd: outside, processEnv: {}, releaseDir: path.join(root, 'not-a-dir'), actor: ' ' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      expect.stringContaining('no package.json with "workspaces" found'),
      expect.stringContaining('exists but is not a directory'),
      '--actor is empty',
    ]);
  } finally {
    cleanup(outside);
  }
});

it('lists every problem of every setting in one message, in the order of the schema', () => {
  const outside = tempDir('deploy-outside-');
  try {
    let error: unknown;
    try {
      loadConfig({
        cwd: outside,
        repoRoot: 'no-such-repo',
        releaseDir: ' ',
        actor: '',
        processEnv: { CHROMIUM_PATH: '' },
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      `repo root ${path.join(outside, 'no-such-repo')} has no package.json`,
      '--release-dir is empty',
      '--actor is empty',
      'CHROMIUM_PATH is set but empty',
    ]);
    expect((error as ConfigError).message).toBe(
      `invalid deploy configuration: repo root ${path.join(outside, 'no-such-repo')} has no package.json; --release-dir is empty; --actor is empty; CHROMIUM_PATH is set but empty`,
    );
  } finally {
    cleanup(outside);
  }
});

it('names the environment variable when the problem comes from one', () => {
  expect(() => loadConfig({ cwd: root, processEnv: { RELEASE_DIR: '' } })).toThrow(new ConfigError(['RELEASE_DIR is set but empty']));
});

it('gives the smoke gate its browser and the environment its shell server starts from', () => {
  const env = { USER: 'bob', CHROMIUM_PATH: '/opt/chromium' };
  expect(loadConfig({ cwd: root, processEnv: env }).smoke).toEqual({ chromiumPath: '/opt/chromium', inheritedEnv: env });
  expect(loadConfig({ cwd: root, processEnv: {} }).smoke.chromiumPath).toBe('/usr/bin/chromium');
  expect(smokeSettings({}).chromiumPath).toBe('/usr/bin/chromium');
  expect(() => smokeSettings({ CHROMIUM_PATH: ' ' })).toThrow(new ConfigError(['CHROMIUM_PATH is set but empty']));
});
