import type { BootManifest } from '@casino/contracts';
import { ownerOfError, ownerOfUrl, remoteOwner, shellOwner, UNKNOWN_OWNER } from './owner';

const manifest: BootManifest = {
  env: 'production',
  shellVersion: '2.0.0',
  remotes: {
    mf_games: { app: 'mf-games', name: 'mf_games', version: '1.4.0', entry: '/remotes/mf-games/1.4.0/mf-manifest.json' },
  },
};

describe('whose code a figure belongs to', () => {
  it('reads a remote or the shell, with its version, from a script address', () => {
    expect(ownerOfUrl('https://casino.example/remotes/mf-games/1.4.0/static/js/412.js', manifest)).toEqual({
      remote: 'mf_games',
      version: '1.4.0',
    });
    expect(ownerOfUrl('/shell/2.0.0/main.abc.js', manifest)).toEqual({ remote: 'shell', version: '2.0.0' });
    expect(ownerOfUrl('https://cdn.example/analytics.js', manifest)).toBeNull();
    expect(ownerOfUrl('/remotes/mf-unknown/1.0.0/x.js', manifest)).toBeNull();
  });

  it("finds an error's owner by its script, else by the first frame of its stack that is ours", () => {
    expect(ownerOfError({ filename: 'https://casino.example/remotes/mf-games/1.4.0/a.js' }, manifest)).toEqual({
      remote: 'mf_games',
      version: '1.4.0',
    });
    const stack = [
      'TypeError: x is undefined',
      '    at f (https://cdn.example/lib.js:1:1)',
      '    at g (https://casino.example/remotes/mf-games/1.4.0/static/js/412.js:3:40)',
      '    at h (https://casino.example/shell/2.0.0/main.js:1:1)',
    ].join('\n');
    expect(ownerOfError({ stack }, manifest)).toEqual({ remote: 'mf_games', version: '1.4.0' });
    expect(ownerOfError({ stack: 'Error\n    at <anonymous>' }, manifest)).toBe(UNKNOWN_OWNER);
  });

  it('names a remote at the version this page runs, and the shell at its own', () => {
    expect(remoteOwner('mf_games', manifest)).toEqual({ remote: 'mf_games', version: '1.4.0' });
    expect(remoteOwner('mf_home', manifest)).toBe(UNKNOWN_OWNER);
    expect(shellOwner(manifest)).toEqual({ remote: 'shell', version: '2.0.0' });
  });
});
