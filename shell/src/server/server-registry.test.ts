import { registeredName } from './server-registry';

describe('registeredName', () => {
  it('gives each version folder of a remote a name of its own, the same for the same folder', () => {
    const live = registeredName('mf_games', 'http://release.invalid/remotes/mf-games/1.3.0/server/remoteEntry.js');
    const canary = registeredName('mf_games', 'http://release.invalid/remotes/mf-games/1.4.0/server/remoteEntry.js');
    expect(live).toBe('mf_games__remotes_mf_games_1_3_0');
    expect(canary).not.toBe(live);
    expect(registeredName('mf_games', 'http://release.invalid/remotes/mf-games/1.3.0/server/remoteEntry.js')).toBe(live);
  });

  it('names a pre-release version by its folder too', () => {
    expect(registeredName('mf_home', 'http://release.invalid/remotes/mf-home/0.1.0-older/server/remoteEntry.js')).toBe(
      'mf_home__remotes_mf_home_0_1_0_older',
    );
  });
});
