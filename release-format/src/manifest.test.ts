import { validateManifest } from './manifest';

const remote = {
  app: 'mf-games',
  name: 'mf_games',
  version: '1.4.0',
  entry: '/remotes/mf-games/1.4.0/mf-manifest.json',
  integrity: 'sha384-abc',
  publishedAt: '2026-01-01T00:00:00.000Z',
};
const manifest = (mfGames: Record<string, unknown>) => ({
  schema: 1,
  env: 'production',
  updatedAt: '2026-01-01T00:00:00.000Z',
  shell: { version: '0.1.0', path: '/shell/0.1.0/', publishedAt: '2026-01-01T00:00:00.000Z' },
  remotes: { mf_games: mfGames },
});

it('accepts a remote with or without a canary entry beside its live version', () => {
  expect(validateManifest(manifest(remote))).toEqual([]);
  const canary = {
    version: '1.5.0',
    entry: '/remotes/mf-games/1.5.0/mf-manifest.json',
    integrity: 'sha384-def',
    percent: 10,
    startedAt: 'x',
  };
  expect(validateManifest(manifest({ ...remote, canary }))).toEqual([]);
});

it('names every problem of a malformed canary entry', () => {
  expect(validateManifest(manifest({ ...remote, canary: 'soon' }))).toEqual(['remotes.mf_games.canary is not an object']);
  expect(validateManifest(manifest({ ...remote, canary: { version: '1.5.0', percent: 100 } }))).toEqual([
    'remotes.mf_games.canary.entry is not a string',
    'remotes.mf_games.canary.integrity is not a string',
    'remotes.mf_games.canary.startedAt is not a string',
    'remotes.mf_games.canary.percent is not a whole number from 1 to 99',
  ]);
});

it('still names the problems of the live entry', () => {
  expect(validateManifest(manifest({ ...remote, name: 'mf_home', integrity: 3 }))).toEqual([
    'remotes.mf_games.integrity is not a string',
    'remotes.mf_games.name does not match its key',
  ]);
});
